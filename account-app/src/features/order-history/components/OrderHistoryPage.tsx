import { useIsMobile } from '@dakiya/shared';
import { SAMPLE_ORDERS } from '../sample-orders';
import banner from '../assets/history-banner.svg';
import { OrderCard } from './OrderCard';
import styles from './OrderHistoryPage.module.css';

export function OrderHistoryPage() {
  const mobile = useIsMobile();
  return (
    <section className={styles.page} aria-labelledby="history-title">
      <h1 id="history-title">Order History</h1>
      {mobile && <img className={styles.banner} src={banner} alt="" width={390} height={120} />}
      <h2>Trucks and two wheeler orders</h2>
      <div className={styles.list}>
        {SAMPLE_ORDERS.map((order, index) => (
          <OrderCard key={index} order={order} />
        ))}
      </div>
    </section>
  );
}

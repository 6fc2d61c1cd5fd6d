import { useNavigate } from '@dakiya/shared';
import { formatRupeeAmount, type CompletedOrder, ROUTES } from '@dakiya/domain';
import styles from './OrderHistoryPage.module.css';

/** A completed order; missing values show as SPEC.md says: '--', '--:--:--', '--:--'. */
export function OrderCard({ order }: { order: CompletedOrder }) {
  const navigate = useNavigate();
  return (
    <article
      className={styles.card}
      aria-label={`Order from ${order.pickupLocation ?? 'unknown pickup'}`}
    >
      <p className={styles.when}>
        <span>{order.orderDate ?? '--:--:--'}</span> <span>{order.orderTime ?? '--:--'}</span>
      </p>
      <p className={styles.route}>
        {order.pickupLocation ?? '--'} → {order.dropLocation ?? '--'}
      </p>
      <p>{order.vehicleType ?? '--'} Wheeler</p>
      <p className={styles.price}>
        Rs {order.orderPrice === undefined ? '--' : formatRupeeAmount(order.orderPrice)}/-
      </p>
      <p className={styles.status}>Completed</p>
      <button type="button" className="dk-button" onClick={() => navigate(ROUTES.book)}>
        Book Again
      </button>
    </article>
  );
}

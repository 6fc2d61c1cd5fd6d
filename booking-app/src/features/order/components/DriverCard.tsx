import type { Order } from '@dakiya/domain';
import styles from './YourOrderPage.module.css';

/** Who is coming: name, rating, vehicle and plate, and a Call button (tel:). */
export function DriverCard({ order }: { order: Order }) {
  const [model, plate] = order.car.split(' · ');
  return (
    <div className={styles.driver}>
      <div>
        <p className={styles.driverName}>
          {order.driver_name} <span aria-label="rating">★ {order.overall_experience_rating}</span>
        </p>
        <p className={styles.vehicle}>
          {order.vehicle} · {model}{' '}
          {plate && (
            <span className={styles.plate} data-testid="order-plate">
              {plate}
            </span>
          )}
        </p>
      </div>
      <a className="dk-button" href={`tel:${order.driver_phone}`}>
        Call
      </a>
    </div>
  );
}

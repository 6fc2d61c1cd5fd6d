import { formatRupeeAmount, type Order } from '@dakiya/domain';
import styles from './YourOrderPage.module.css';

const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' }) : '--:--';

/** On delivery: what was paid, how far, when, and who carried it. */
export function OrderReceipt({ order }: { order: Order }) {
  return (
    <section aria-label="Receipt">
      <dl className={styles.facts}>
        <div>
          <dt>Total Fare</dt>
          <dd className={styles.fare}>Rs {formatRupeeAmount(order.driveroffer)}</dd>
        </div>
        <div>
          <dt>Distance</dt>
          <dd>{order.trip_km !== null ? `${order.trip_km} km` : '--'}</dd>
        </div>
        <div>
          <dt>Picked up</dt>
          <dd>{time(order.picked_up_at)}</dd>
        </div>
        <div>
          <dt>Delivered</dt>
          <dd>{time(order.delivered_at)}</dd>
        </div>
        <div>
          <dt>Driver</dt>
          <dd>
            {order.driver_name} · ★ {order.overall_experience_rating}
          </dd>
        </div>
        <div>
          <dt>Vehicle</dt>
          <dd>
            {order.vehicle} · {order.car}
          </dd>
        </div>
      </dl>
    </section>
  );
}

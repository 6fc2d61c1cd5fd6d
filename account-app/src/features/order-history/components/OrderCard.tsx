import { useNavigate } from '@dakiya/shared';
import { formatRupeeAmount, type CompletedOrder, type HistoryOrder, ROUTES } from '@dakiya/domain';
import styles from './OrderHistoryPage.module.css';

const STATUS_TEXT: Partial<Record<HistoryOrder['status'], string>> = {
  delivered: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * One order in SPEC.md's card format; missing values show as SPEC.md says: '--', '--:--:--',
 * '--:--'. An order without a status (the spec's samples) is a completed one.
 */
export function OrderCard({ order }: { order: CompletedOrder | HistoryOrder }) {
  const navigate = useNavigate();
  const status = 'status' in order ? (STATUS_TEXT[order.status] ?? 'In progress') : 'Completed';
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
      <p className={status === 'Cancelled' ? styles.cancelled : styles.status}>{status}</p>
      <button type="button" className="dk-button" onClick={() => navigate(ROUTES.book)}>
        Book Again
      </button>
    </article>
  );
}

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useIntlLocale, useNavigate, type MessageDescriptor } from '@dakiya/shared';
import { wheelsName } from '@dakiya/shared/vehicles';
import { formatRupeeAmount, type CompletedOrder, type HistoryOrder, ROUTES } from '@dakiya/domain';
import styles from './OrderHistoryPage.module.css';

/** The statuses of an ended order; any other is still in progress. */
const STATUS_TEXT: Partial<Record<HistoryOrder['status'], MessageDescriptor>> = {
  delivered: msg`Completed`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};

/**
 * One order in docs/product.md's card format ("Account"); missing values show as it says: '--',
 * '--:--:--', '--:--'. An order without a status (the sample orders) is a completed one.
 */
export function OrderCard({ order }: { order: CompletedOrder | HistoryOrder }) {
  const navigate = useNavigate();
  const { i18n, t } = useLingui();
  const locale = useIntlLocale();
  const statusText =
    'status' in order ? (STATUS_TEXT[order.status] ?? msg`In progress`) : STATUS_TEXT.delivered!;
  const status = i18n._(statusText);
  const undelivered = 'status' in order && ['cancelled', 'expired'].includes(order.status);
  // Book Again once the order has ended; until then the customer follows it.
  const inProgress = 'status' in order && !(order.status in STATUS_TEXT);
  const pickup = order.pickupLocation ?? t`unknown pickup`;
  return (
    <article className={styles.card} aria-label={t`Order from ${pickup}`}>
      <p className={styles.when}>
        <span>{order.orderDate ?? '--:--:--'}</span> <span>{order.orderTime ?? '--:--'}</span>
      </p>
      <p className={styles.route}>
        {order.pickupLocation ?? '--'} → {order.dropLocation ?? '--'}
      </p>
      <p>{wheelsName(i18n, order.vehicleType)}</p>
      <p className={styles.price}>
        Rs {order.orderPrice === undefined ? '--' : formatRupeeAmount(order.orderPrice, locale)}/-
      </p>
      <p className={undelivered ? styles.cancelled : styles.status}>{status}</p>
      {inProgress ? (
        <button type="button" className="dk-button" onClick={() => navigate(ROUTES.yourOrder)}>
          {t`Track`}
        </button>
      ) : (
        <button type="button" className="dk-button" onClick={() => navigate(ROUTES.book)}>
          {t`Book Again`}
        </button>
      )}
    </article>
  );
}

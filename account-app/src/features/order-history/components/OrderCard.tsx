import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useIntlLocale, useNavigate, type MessageDescriptor } from '@dakiya/shared';
import { wheelsName } from '@dakiya/shared/vehicles';
import {
  formatRupeeAmount,
  type CompletedOrder,
  type HistoryOrder,
  ROUTES,
  yourOrderPath,
} from '@dakiya/domain';
import styles from './OrderHistoryPage.module.css';

type StatusKind = 'completed' | 'inProgress' | 'cancelled' | 'expired';

/** Each status's word and its own colour (the word says it; the colour only helps). */
const STATUSES: Record<StatusKind, { text: MessageDescriptor; className: string | undefined }> = {
  completed: { text: msg`Completed`, className: styles.completed },
  inProgress: { text: msg`In progress`, className: styles.inProgress },
  cancelled: { text: msg`Cancelled`, className: styles.ended },
  expired: { text: msg`Expired`, className: styles.ended },
};

/** An order without a status (the sample orders) is a completed one. */
function statusKind(order: CompletedOrder | HistoryOrder): StatusKind {
  if (!('status' in order) || order.status === 'delivered') return 'completed';
  if (order.status === 'cancelled' || order.status === 'expired') return order.status;
  return 'inProgress';
}

/**
 * One order in docs/product.md's card format ("Account"); missing values show as it says: '--',
 * '--:--:--', '--:--'.
 */
export function OrderCard({ order }: { order: CompletedOrder | HistoryOrder }) {
  const navigate = useNavigate();
  const { i18n, t } = useLingui();
  const locale = useIntlLocale();
  const kind = statusKind(order);
  const status = STATUSES[kind];
  const pickup = order.pickupLocation ?? t`unknown pickup`;
  // As the live order says: a price on an order that never ran reads like a charge.
  const neverRan = kind === 'cancelled' || kind === 'expired';
  const rupees =
    order.orderPrice === undefined ? '--' : formatRupeeAmount(order.orderPrice, locale);
  return (
    <article className={styles.card} aria-label={t`Order from ${pickup}`}>
      <p className={styles.when}>
        <span>{order.orderDate ?? '--:--:--'}</span> <span>{order.orderTime ?? '--:--'}</span>
      </p>
      <p className={styles.route}>
        {order.pickupLocation ?? '--'} → {order.dropLocation ?? '--'}
      </p>
      <p>{wheelsName(i18n, order.vehicleType)}</p>
      <p className={styles.price}>{neverRan ? t`Nothing to pay` : `Rs ${rupees}/-`}</p>
      <p className={`${styles.status} ${status.className}`}>{i18n._(status.text)}</p>
      {kind === 'inProgress' && 'id' in order ? (
        // That order, not only this tab's live one.
        <button
          type="button"
          className="dk-button"
          onClick={() => navigate(yourOrderPath(order.id))}
        >
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

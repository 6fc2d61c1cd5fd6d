import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  errorMessage,
  useAlert,
  useIntlLocale,
  useNavigate,
  type MessageDescriptor,
} from '@dakiya/shared';
import { CancelReasonDialog } from '@dakiya/shared/forms';
import { paymentText, useCancelBookingAheadMutation, useSaveInvoice } from '@dakiya/shared/orders';
import { wheelsName } from '@dakiya/shared/vehicles';
import {
  CANCEL_REASONS,
  formatRupeeAmount,
  type CompletedOrder,
  type HistoryOrder,
  ROUTES,
  scheduledOffersPath,
  yourOrderPath,
} from '@dakiya/domain';
import styles from './OrderHistoryPage.module.css';

type StatusKind = 'completed' | 'inProgress' | 'scheduled' | 'choosing' | 'cancelled' | 'expired';

/** Each status's word and its own colour (the word says it; the colour only helps). */
const STATUSES: Record<StatusKind, { text: MessageDescriptor; className: string | undefined }> = {
  completed: { text: msg`Completed`, className: styles.completed },
  inProgress: { text: msg`In progress`, className: styles.inProgress },
  scheduled: { text: msg`Scheduled`, className: styles.inProgress },
  choosing: { text: msg`Open to drivers`, className: styles.inProgress },
  cancelled: { text: msg`Cancelled`, className: styles.ended },
  expired: { text: msg`Expired`, className: styles.ended },
};

/** An order without a status (the sample orders) is a completed one. */
function statusKind(order: CompletedOrder | HistoryOrder): StatusKind {
  if (!('status' in order) || order.status === 'delivered') return 'completed';
  if (order.status === 'cancelled' || order.status === 'expired') return order.status;
  if (order.status === 'scheduled') return 'scheduled';
  // A pickup booked ahead that opened: the customer chooses among the drivers' offers.
  if (order.status === 'searching') return 'choosing';
  return 'inProgress';
}

/** Why a pickup booked ahead is called off: the customer's reasons that speak of no driver. */
const BOOKING_AHEAD_REASONS = [
  { value: CANCEL_REASONS[2], text: msg`My plans changed` },
  { value: CANCEL_REASONS[3], text: msg`Booked by mistake` },
] as const;

/**
 * One order in docs/product.md's card format ("Account"); missing values show as it says: '--',
 * '--:--:--', '--:--'. A pickup booked ahead shows its time, and can be cancelled (free) or, once
 * open, its drivers' offers chosen from; a delivered one its payment, proof, rating and invoice.
 */
export function OrderCard({ order }: { order: CompletedOrder | HistoryOrder }) {
  const navigate = useNavigate();
  const alert = useAlert();
  const { i18n, t } = useLingui();
  const locale = useIntlLocale();
  const { save, saving } = useSaveInvoice();
  const [cancel, cancelled] = useCancelBookingAheadMutation();
  const [cancelling, setCancelling] = useState(false);
  const kind = statusKind(order);
  const status = STATUSES[kind];
  const pickup = order.pickupLocation ?? t`unknown pickup`;
  // As the live order says: a price on an order that never ran reads like a charge.
  const neverRan = kind === 'cancelled' || kind === 'expired';
  const rupees =
    order.orderPrice === undefined ? '--' : formatRupeeAmount(order.orderPrice, locale);
  const history = 'id' in order ? order : null;
  const delivered = history?.status === 'delivered';
  const pickupTime = history?.scheduledDate
    ? `${history.scheduledDate} ${history.scheduledTime ?? '--:--'}`
    : null;
  return (
    <article className={styles.card} aria-label={t`Order from ${pickup}`}>
      <p className={styles.when}>
        <span>{order.orderDate ?? '--:--:--'}</span> <span>{order.orderTime ?? '--:--'}</span>
      </p>
      <p className={styles.route}>
        {order.pickupLocation ?? '--'} → {order.dropLocation ?? '--'}
      </p>
      {pickupTime && <p data-testid="pickup-time">{t`Pickup at ${pickupTime}`}</p>}
      <p>{wheelsName(i18n, order.vehicleType)}</p>
      <p className={styles.price}>{neverRan ? t`Nothing to pay` : `Rs ${rupees}/-`}</p>
      {delivered && (
        <p className={styles.details}>
          {paymentText(i18n, { method: history.paymentMethod, status: history.paymentStatus })}
          {history.proof &&
            ` · ${history.proof === 'code' ? t`Delivered with the recipient's code` : t`Delivered with a photo`}`}
          {history.stars !== undefined && ` · ${t`You rated ${history.stars} of 5`}`}
        </p>
      )}
      <p className={`${styles.status} ${status.className}`}>{i18n._(status.text)}</p>
      <div className={styles.buttons}>
        {kind === 'inProgress' && history && (
          // That order, not only this tab's live one.
          <button
            type="button"
            className="dk-button"
            onClick={() => navigate(yourOrderPath(history.id))}
          >
            {t`Track`}
          </button>
        )}
        {kind === 'choosing' && history && (
          <button
            type="button"
            className="dk-button"
            onClick={() => navigate(scheduledOffersPath(history.id))}
          >
            {t`Choose a driver`}
          </button>
        )}
        {(kind === 'scheduled' || kind === 'choosing') && history && (
          <button
            type="button"
            className="dk-button dk-button--ghost"
            onClick={() => setCancelling(true)}
          >
            {t`Cancel pickup`}
          </button>
        )}
        {delivered && history.paymentMethod === 'upi' && history.paymentStatus === 'due' && (
          <button
            type="button"
            className="dk-button"
            onClick={() => navigate(yourOrderPath(history.id))}
          >
            {t`Pay now`}
          </button>
        )}
        {delivered && (
          <button
            type="button"
            className="dk-button dk-button--ghost"
            disabled={saving}
            onClick={() => void save(history.id)}
          >
            {t`Invoice`}
          </button>
        )}
        {(kind === 'completed' || neverRan) && (
          <button type="button" className="dk-button" onClick={() => navigate(ROUTES.book)}>
            {t`Book Again`}
          </button>
        )}
      </div>
      {history && (kind === 'scheduled' || kind === 'choosing') && (
        <CancelReasonDialog
          open={cancelling}
          title={t`Cancel this pickup? It is free.`}
          question={t`Why are you cancelling?`}
          reasons={BOOKING_AHEAD_REASONS.map(({ value, text }) => ({
            value,
            label: i18n._(text),
          }))}
          confirmLabel={t`Cancel pickup`}
          keepLabel={t`Keep it`}
          busy={cancelled.isLoading}
          onClose={() => setCancelling(false)}
          onConfirm={(reason) =>
            void cancel({ id: history.id, reason }).then((result) => {
              if ('error' in result) alert(errorMessage(result.error));
              setCancelling(false);
            })
          }
        />
      )}
    </article>
  );
}

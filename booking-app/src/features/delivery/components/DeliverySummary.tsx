import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAppSelector, useIntlLocale } from '@dakiya/shared';
import { selectBooking } from '../../booking/booking-slice';
import { usePickupTimeText } from '../pickup-time-text';
import { DeliveryDialog } from './DeliveryDialog';
import styles from './DeliveryDialog.module.css';

/**
 * One row under the estimate: to whom, how paid, when ('To me · Cash · Now'), and the button
 * that changes them. Small enough that the estimate and Find a Driver stay above a phone's fold.
 */
export function DeliverySummary() {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const pickupTime = usePickupTimeText();
  const { delivery } = useAppSelector(selectBooking);
  const [open, setOpen] = useState(false);
  const to = delivery.recipient ? t`To ${delivery.recipient.name}` : t`To me`;
  const paid = delivery.paymentMethod === 'upi' ? t`UPI` : t`Cash`;
  const when = delivery.pickupAt ? pickupTime(delivery.pickupAt, locale) : t`Now`;
  return (
    <>
      <button
        type="button"
        className={styles.summary}
        data-testid="delivery-summary"
        aria-label={t`Delivery details: ${to}, ${paid}, ${when}. Change`}
        onClick={() => setOpen(true)}
      >
        <span className={styles.parts}>
          <span>{to}</span>
          <span aria-hidden="true">·</span>
          <span>{paid}</span>
          <span aria-hidden="true">·</span>
          <span>{when}</span>
        </span>
        <span className={styles.change} aria-hidden="true">
          {t`Change`}
        </span>
      </button>
      <DeliveryDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

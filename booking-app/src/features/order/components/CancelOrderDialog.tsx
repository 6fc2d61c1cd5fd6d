import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage, useAlert, type MessageDescriptor } from '@dakiya/shared';
import { Modal } from '@dakiya/shared/forms';
import { msg } from '@lingui/core/macro';
import { CANCEL_REASONS } from '@dakiya/domain';
import { useCancelRideMutation } from '../../booking/api/booking-api';
import styles from './YourOrderPage.module.css';

// The reason goes to the API in English (the driver's side reads it); the customer reads it here.
const REASON_TEXTS: Record<(typeof CANCEL_REASONS)[number], MessageDescriptor> = {
  'Driver is taking too long': msg`Driver is taking too long`,
  'Driver asked me to cancel': msg`Driver asked me to cancel`,
  'My plans changed': msg`My plans changed`,
  'Booked by mistake': msg`Booked by mistake`,
};

/** 'Cancel order?': the customer confirms with a reason; only before pickup. */
export function CancelOrderDialog({
  orderId,
  open,
  onClose,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const alert = useAlert();
  // No reason is chosen for the customer: the driver reads the one they pick.
  const [reason, setReason] = useState<string | null>(null);
  const [cancel, { isLoading }] = useCancelRideMutation();

  const confirm = async () => {
    if (reason === null) return;
    const result = await cancel({ id: orderId, reason });
    if ('error' in result) alert(errorMessage(result.error));
    onClose();
  };

  return (
    <Modal title={t`Cancel this order?`} open={open} onClose={onClose}>
      <form
        className={styles.cancelForm}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <fieldset>
          <legend>{t`Why are you cancelling?`}</legend>
          {CANCEL_REASONS.map((choice) => (
            <label key={choice} className={styles.reason}>
              <input
                type="radio"
                name="cancel-reason"
                value={choice}
                checked={reason === choice}
                onChange={() => setReason(choice)}
              />
              {i18n._(REASON_TEXTS[choice])}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <button type="button" className="dk-button dk-button--ghost" onClick={onClose}>
            {t`Keep my order`}
          </button>
          <button type="submit" className="dk-button" disabled={isLoading || reason === null}>
            {t`Cancel order`}
          </button>
        </div>
      </form>
    </Modal>
  );
}

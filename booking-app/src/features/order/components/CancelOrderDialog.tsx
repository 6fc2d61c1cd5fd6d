import { useState } from 'react';
import { errorMessage, useAlert } from '@dakiya/shared';
import { Modal } from '@dakiya/shared/forms';
import { CANCEL_REASONS } from '@dakiya/domain';
import { useCancelRideMutation } from '../../booking/api/booking-api';
import styles from './YourOrderPage.module.css';

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
  const alert = useAlert();
  const [reason, setReason] = useState<string>(CANCEL_REASONS[0]);
  const [cancel, { isLoading }] = useCancelRideMutation();

  const confirm = async () => {
    const result = await cancel({ id: orderId, reason });
    if ('error' in result) alert(errorMessage(result.error));
    onClose();
  };

  return (
    <Modal title="Cancel this order?" open={open} onClose={onClose}>
      <form
        className={styles.cancelForm}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <fieldset>
          <legend>Why are you cancelling?</legend>
          {CANCEL_REASONS.map((choice) => (
            <label key={choice} className={styles.reason}>
              <input
                type="radio"
                name="cancel-reason"
                value={choice}
                checked={reason === choice}
                onChange={() => setReason(choice)}
              />
              {choice}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <button type="button" className="dk-button dk-button--ghost" onClick={onClose}>
            Keep my order
          </button>
          <button type="submit" className="dk-button" disabled={isLoading}>
            Cancel order
          </button>
        </div>
      </form>
    </Modal>
  );
}

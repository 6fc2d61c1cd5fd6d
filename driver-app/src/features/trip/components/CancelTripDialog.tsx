import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAlert, useNavigate, type MessageDescriptor } from '@dakiya/shared';
import { Modal } from '@dakiya/shared/forms';
import { DRIVER_CANCEL_REASONS, DRIVER_ROUTES, type DriverTrip } from '@dakiya/domain';
import { useErrorText } from '../../errors/use-error-text';
import { useCancelTripMutation } from '../api/trip-api';
import styles from './TripPage.module.css';

// The reason goes to the API in English (the customer's screen shows it); the driver reads it here.
const REASON_TEXTS: Record<(typeof DRIVER_CANCEL_REASONS)[number], MessageDescriptor> = {
  'Customer is not answering': msg`Customer is not answering`,
  'Customer asked me to cancel': msg`Customer asked me to cancel`,
  'The parcel does not fit my vehicle': msg`The parcel does not fit my vehicle`,
  'My vehicle broke down': msg`My vehicle broke down`,
};

/**
 * 'Cancel this trip?': before pickup only, with a reason the customer is shown. The dialog keeps
 * focus inside and gives it back to Cancel trip when it closes; a cancelled trip goes back to
 * the requests.
 */
export function CancelTripDialog({
  trip,
  open,
  onClose,
}: {
  trip: DriverTrip;
  open: boolean;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const alert = useAlert();
  const errorText = useErrorText();
  const navigate = useNavigate();
  // No reason is chosen for the driver: the customer reads the one they pick.
  const [reason, setReason] = useState<string | null>(null);
  const [cancel, { isLoading }] = useCancelTripMutation();

  const confirm = async () => {
    if (reason === null) return;
    const { error } = await cancel({ rideId: trip.id, reason });
    onClose();
    if (error) {
      alert(errorText(error));
      return;
    }
    alert(t`Trip cancelled. The customer has been told.`, undefined, DRIVER_ROUTES.requests);
    navigate(DRIVER_ROUTES.requests);
  };

  return (
    <Modal title={t`Cancel this trip?`} open={open} onClose={onClose}>
      <form
        className={styles.cancelForm}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <fieldset>
          <legend>{t`Why are you cancelling?`}</legend>
          {DRIVER_CANCEL_REASONS.map((choice) => (
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
        <div className={styles.dialogActions}>
          <button type="button" className="dk-button dk-button--ghost" onClick={onClose}>
            {t`Keep the trip`}
          </button>
          <button type="submit" className="dk-button" disabled={isLoading || reason === null}>
            {t`Cancel trip`}
          </button>
        </div>
      </form>
    </Modal>
  );
}

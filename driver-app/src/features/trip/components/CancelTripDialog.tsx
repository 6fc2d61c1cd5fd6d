import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage, useAlert, useNavigate, type MessageDescriptor } from '@dakiya/shared';
import { CancelReasonDialog } from '@dakiya/shared/forms';
import { DRIVER_CANCEL_REASONS, DRIVER_ROUTES, type DriverTrip } from '@dakiya/domain';
import { useCancelTripMutation } from '../api/trip-api';

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
  const navigate = useNavigate();
  const [cancel, { isLoading }] = useCancelTripMutation();

  // No reason is chosen for the driver (CancelReasonDialog): the customer reads the one they pick.
  const confirm = async (reason: string) => {
    const { error } = await cancel({ rideId: trip.id, reason });
    onClose();
    if (error) {
      alert(errorMessage(error));
      return;
    }
    alert(t`Trip cancelled. The customer has been told.`, undefined, DRIVER_ROUTES.requests);
    navigate(DRIVER_ROUTES.requests);
  };

  return (
    <CancelReasonDialog
      title={t`Cancel this trip?`}
      question={t`Why are you cancelling?`}
      reasons={DRIVER_CANCEL_REASONS.map((value) => ({
        value,
        label: i18n._(REASON_TEXTS[value]),
      }))}
      keepLabel={t`Keep the trip`}
      confirmLabel={t`Cancel trip`}
      busy={isLoading}
      open={open}
      onConfirm={(reason) => void confirm(reason)}
      onClose={onClose}
    />
  );
}

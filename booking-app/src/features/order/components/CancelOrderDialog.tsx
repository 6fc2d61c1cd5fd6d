import { useLingui } from '@lingui/react/macro';
import { errorMessage, useAlert, type MessageDescriptor } from '@dakiya/shared';
import { CancelReasonDialog } from '@dakiya/shared/forms';
import { msg } from '@lingui/core/macro';
import { CANCEL_REASONS } from '@dakiya/domain';
import { useCancelRideMutation } from '../../booking/api/booking-api';

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
  const [cancel, { isLoading }] = useCancelRideMutation();

  // No reason is chosen for the customer (CancelReasonDialog): the driver reads the one they pick.
  const confirm = async (reason: string) => {
    const result = await cancel({ id: orderId, reason });
    if ('error' in result) alert(errorMessage(result.error));
    onClose();
  };

  return (
    <CancelReasonDialog
      title={t`Cancel this order?`}
      question={t`Why are you cancelling?`}
      reasons={CANCEL_REASONS.map((value) => ({ value, label: i18n._(REASON_TEXTS[value]) }))}
      keepLabel={t`Keep my order`}
      confirmLabel={t`Cancel order`}
      busy={isLoading}
      open={open}
      onConfirm={(reason) => void confirm(reason)}
      onClose={onClose}
    />
  );
}

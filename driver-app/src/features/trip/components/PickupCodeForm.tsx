import { useLingui } from '@lingui/react/macro';
import { OTP_LENGTH, type DriverTrip } from '@dakiya/domain';
import { useStartTripMutation } from '../api/trip-api';
import { CodeStepForm } from './CodeStepForm';

/** At the pickup: the customer reads out the code on their screen, and the parcel is on board. */
export function PickupCodeForm({ trip }: { trip: DriverTrip }) {
  const { t } = useLingui();
  const [start] = useStartTripMutation();
  return (
    <CodeStepForm
      label={t`Customer's pickup code`}
      name="pickup-code"
      hint={t`Ask the customer for the ${OTP_LENGTH}-digit code on their screen.`}
      submitLabel={t`Picked up`}
      wrongCodeError="otpInvalid"
      onSubmit={(otp) => start({ rideId: trip.id, otp })}
    />
  );
}

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DriverTrip } from '@dakiya/domain';
import { useDeliverTripMutation } from '../api/trip-api';
import { CodeStepForm } from './CodeStepForm';
import { PhotoProofForm } from './PhotoProofForm';
import styles from './TripPage.module.css';

/**
 * At the drop: the recipient tells the driver the delivery code (texted to them, or on the
 * customer's screen when they receive it), and it is delivered. When the recipient cannot be
 * reached, or the code locked, a photo of the parcel and the receiver's name prove it instead.
 */
export function DeliverForm({ trip }: { trip: DriverTrip }) {
  const { t } = useLingui();
  const [deliver] = useDeliverTripMutation();
  const [withPhoto, setWithPhoto] = useState(false);
  const who = trip.recipient.name ?? trip.customer_name;
  if (withPhoto) return <PhotoProofForm trip={trip} onUseCode={() => setWithPhoto(false)} />;
  return (
    <CodeStepForm
      label={t`Delivery code from ${who}`}
      name="delivery-code"
      submitLabel={t`Delivered`}
      wrongCodeError="deliveryCodeInvalid"
      onSubmit={(code) => deliver({ rideId: trip.id, code })}
    >
      <button
        type="button"
        className={`dk-link ${styles.otherWay}`}
        onClick={() => setWithPhoto(true)}
      >
        {t`No code? Use a photo`}
      </button>
    </CodeStepForm>
  );
}

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage, useAlert } from '@dakiya/shared';
import { CameraModal, type CapturedPhoto } from '@dakiya/shared/camera';
import { FormField } from '@dakiya/shared/forms';
import { RECIPIENT_LIMITS, type DriverTrip } from '@dakiya/domain';
import { useDeliverWithPhotoMutation } from '../api/trip-api';
import styles from './TripPage.module.css';

/** Delivered without the code: a photo of the parcel at the drop and who took it. */
export function PhotoProofForm({ trip, onUseCode }: { trip: DriverTrip; onUseCode: () => void }) {
  const { t } = useLingui();
  const alert = useAlert();
  const [receivedBy, setReceivedBy] = useState('');
  const [photo, setPhoto] = useState<CapturedPhoto | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [checked, setChecked] = useState(false);
  const [deliver, { isLoading }] = useDeliverWithPhotoMutation();
  const nameMissing = checked && !receivedBy.trim();

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!receivedBy.trim() || !photo) return;
        void deliver({ rideId: trip.id, photo: photo.blob, receivedBy: receivedBy.trim() }).then(
          (result) => {
            if ('error' in result) alert(errorMessage(result.error));
          },
        );
      }}
    >
      <FormField
        label={t`Who took the parcel?`}
        error={nameMissing ? t`Enter the name of the person who took the parcel.` : undefined}
      >
        {(field) => (
          <input
            {...field}
            value={receivedBy}
            autoComplete="off"
            maxLength={RECIPIENT_LIMITS.nameLength}
            placeholder={t`e.g. Security guard Mohan`}
            onChange={(event) => setReceivedBy(event.target.value)}
          />
        )}
      </FormField>
      {photo ? (
        <img className={styles.proofPreview} src={photo.dataUrl} alt={t`The parcel at the drop`} />
      ) : (
        checked && (
          <p className="dk-error" role="alert">
            {t`Take a photo of the parcel at the drop.`}
          </p>
        )
      )}
      <button
        type="button"
        className="dk-button dk-button--ghost"
        onClick={() => setCameraOpen(true)}
      >
        {photo ? t`Take the photo again` : t`Take a photo of the parcel`}
      </button>
      <button type="button" className={`dk-link ${styles.otherWay}`} onClick={onUseCode}>
        {t`Use the delivery code instead`}
      </button>
      <button type="submit" className={`dk-button ${styles.big}`} disabled={isLoading}>
        {t`Delivered with photo`}
      </button>
      <CameraModal
        open={cameraOpen}
        facing="environment"
        title={t`Photo of the parcel`}
        onClose={() => setCameraOpen(false)}
        onCapture={setPhoto}
      />
    </form>
  );
}

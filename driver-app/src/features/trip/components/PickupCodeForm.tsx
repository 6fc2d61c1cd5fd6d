import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { OTP_LENGTH, type DriverTrip } from '@dakiya/domain';
import { digitsOnly } from '../../phone/digits';
import { useErrorText } from '../../errors/use-error-text';
import { useStartTripMutation } from '../api/trip-api';
import styles from './TripPage.module.css';

/**
 * At the pickup: the customer reads out the code on their screen, the driver types it, and the
 * parcel is on board. A wrong code says so (and how many tries are left, when the API tells)
 * and empties the box for the next try.
 */
export function PickupCodeForm({ trip }: { trip: DriverTrip }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [start, { isLoading }] = useStartTripMutation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();

  const submit = async () => {
    if (code.length !== OTP_LENGTH) return;
    const result = await start({ rideId: trip.id, otp: code });
    if ('error' in result) {
      setRefusal(errorText(result.error));
      setCode('');
      input.current?.focus();
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="dk-field">
        <span>{t`Customer's pickup code`}</span>
        <input
          ref={input}
          className={styles.code}
          name="pickup-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d*"
          maxLength={OTP_LENGTH}
          value={code}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setCode(digitsOnly(event.target.value, OTP_LENGTH));
            setRefusal(null);
          }}
        />
      </label>
      <p id={hintId} className={styles.hint}>
        {t`Ask the customer for the ${OTP_LENGTH}-digit code on their screen.`}
      </p>
      {refusal && (
        <p id={errorId} className="dk-error" role="alert">
          {refusal}
        </p>
      )}
      <button
        type="submit"
        className={`dk-button ${styles.big}`}
        disabled={code.length !== OTP_LENGTH || isLoading}
      >
        {t`Picked up`}
      </button>
    </form>
  );
}

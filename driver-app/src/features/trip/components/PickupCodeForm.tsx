import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { errorCode, errorMessage } from '@dakiya/shared';
import { OTP_LENGTH, type DriverTrip } from '@dakiya/domain';
import { digitsOnly } from '../../phone/digits';
import { useStartTripMutation } from '../api/trip-api';
import styles from './TripPage.module.css';

/**
 * At the pickup: the customer reads out the code on their screen, the driver types it, and the
 * parcel is on board. A refusal shows beside the code, which stays selected so that typing
 * replaces it; a code found wrong cannot be sent again, as each wrong try counts.
 */
export function PickupCodeForm({ trip }: { trip: DriverTrip }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  // The API's answer, not its text: said in the language shown at each render.
  const [refusal, setRefusal] = useState<Parameters<typeof errorMessage>[0] | null>(null);
  const [wrongCode, setWrongCode] = useState<string | null>(null);
  const [start, { isLoading }] = useStartTripMutation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();

  const submit = async () => {
    if (code.length !== OTP_LENGTH || code === wrongCode) return;
    const result = await start({ rideId: trip.id, otp: code });
    if ('error' in result) {
      setRefusal(result.error);
      if (errorCode(result.error) === 'otpInvalid') setWrongCode(code);
      input.current?.focus();
      input.current?.select();
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
          aria-describedby={refusal ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            setCode(digitsOnly(event.target.value, OTP_LENGTH));
            setRefusal(null);
          }}
        />
      </label>
      {refusal && (
        <p id={errorId} className="dk-error" role="alert">
          {errorMessage(refusal)}
        </p>
      )}
      <p id={hintId} className={styles.hint}>
        {t`Ask the customer for the ${OTP_LENGTH}-digit code on their screen.`}
      </p>
      <button
        type="submit"
        className={`dk-button ${styles.big}`}
        disabled={code.length !== OTP_LENGTH || code === wrongCode || isLoading}
      >
        {t`Picked up`}
      </button>
    </form>
  );
}

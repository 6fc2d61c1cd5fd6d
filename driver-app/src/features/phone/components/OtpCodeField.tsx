import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OTP_LENGTH } from '@dakiya/domain';
import { digitsOnly } from '../digits';
import styles from './PhoneFields.module.css';

/** The code texted to the phone: the phone's keyboard offers it (one-time-code), digits only. */
export function OtpCodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (digits: string) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="dk-field">
      <label htmlFor={id}>{t`Code texted to you`}</label>
      <input
        id={id}
        className={styles.otp}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${OTP_LENGTH}}`}
        maxLength={OTP_LENGTH}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(digitsOnly(event.target.value, OTP_LENGTH))}
      />
      {error && (
        <p id={errorId} className="dk-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PHONE_DIGITS, PHONE_PREFIX } from '@dakiya/domain';
import { digitsOnly } from '../digits';
import styles from './PhoneFields.module.css';

/** An Indian mobile number: +91 and 10 digits. */
export function PhoneNumberField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (digits: string) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="dk-field">
      <label htmlFor={id}>{t`Mobile number`}</label>
      <span className={styles.phone}>
        <span className={styles.prefix} aria-hidden="true">
          {PHONE_PREFIX}
        </span>
        <input
          id={id}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t`10-digit mobile number`}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(digitsOnly(event.target.value, PHONE_DIGITS))}
        />
      </span>
    </div>
  );
}

import { useId, useRef, useState, type ReactNode } from 'react';
import { errorCode, errorMessage } from '@dakiya/shared';
import { OTP_LENGTH } from '@dakiya/domain';
import { digitsOnly } from '../../phone/digits';
import styles from './TripPage.module.css';

type Refusal = Parameters<typeof errorMessage>[0];

/**
 * A step taken with a 4-digit code someone reads out (the customer's pickup code, the
 * recipient's delivery code). A refusal shows beside the code, which stays selected so that
 * typing replaces it; a code found wrong (`wrongCodeError`) cannot be sent again, as each wrong
 * try counts.
 */
export function CodeStepForm({
  label,
  name,
  hint,
  submitLabel,
  wrongCodeError,
  onSubmit,
  children,
}: {
  label: string;
  name: string;
  hint: string;
  submitLabel: string;
  wrongCodeError: string;
  onSubmit: (code: string) => Promise<{ error?: Refusal }>;
  /** Shown under the hint (another way to take the step). */
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  // The API's answer, not its text: said in the language shown at each render.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [wrongCode, setWrongCode] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();

  const submit = async () => {
    if (code.length !== OTP_LENGTH || code === wrongCode) return;
    setSending(true);
    const result = await onSubmit(code);
    setSending(false);
    if (result.error) {
      setRefusal(result.error);
      if (errorCode(result.error) === wrongCodeError) setWrongCode(code);
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
        <span>{label}</span>
        <input
          ref={input}
          className={styles.code}
          name={name}
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
        {hint}
      </p>
      {children}
      <button
        type="submit"
        className={`dk-button ${styles.big}`}
        disabled={code.length !== OTP_LENGTH || code === wrongCode || sending}
      >
        {submitLabel}
      </button>
    </form>
  );
}

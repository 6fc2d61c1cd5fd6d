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
  /** What to do, under the code (the label may say it all). */
  hint?: string;
  submitLabel: string;
  wrongCodeError: string;
  onSubmit: (code: string) => Promise<{ error?: Refusal }>;
  /** Beside the label (another way to take the step). */
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  // The API's answer, not its text: said in the language shown at each render.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [wrongCode, setWrongCode] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
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
      <div className={styles.codeLabel}>
        <label htmlFor={inputId}>{label}</label>
        {children}
      </div>
      {/* The code and its button side by side: the step's bar stays low on a small phone. */}
      <div className={styles.codeRow}>
        <input
          ref={input}
          id={inputId}
          className={styles.code}
          name={name}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d*"
          maxLength={OTP_LENGTH}
          value={code}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={
            [refusal && errorId, hint && hintId].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => {
            setCode(digitsOnly(event.target.value, OTP_LENGTH));
            setRefusal(null);
          }}
        />
        <button
          type="submit"
          className={`dk-button ${styles.big}`}
          disabled={code.length !== OTP_LENGTH || code === wrongCode || sending}
        >
          {submitLabel}
        </button>
      </div>
      {refusal && (
        <p id={errorId} className="dk-error" role="alert">
          {errorMessage(refusal)}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </form>
  );
}

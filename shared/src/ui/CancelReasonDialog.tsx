import { useState } from 'react';
import { Modal } from './Modal';
import styles from './CancelReasonDialog.module.css';

/** One choice: `value` is what the API is sent, `label` what the person reads (translated). */
export interface CancelReason<Value extends string> {
  value: Value;
  label: string;
}

interface CancelReasonDialogProps<Value extends string> {
  title: string;
  /** The fieldset's legend, e.g. 'Why are you cancelling?'. */
  question: string;
  reasons: readonly CancelReason<Value>[];
  /** The button that closes the dialog and cancels nothing. */
  keepLabel: string;
  confirmLabel: string;
  /** While the cancellation is on its way: the confirm button waits. */
  busy: boolean;
  open: boolean;
  onConfirm: (reason: Value) => void;
  onClose: () => void;
}

/**
 * 'Cancel this …?' with the reason the other side is shown, on Modal (focus kept inside, given
 * back to the opener). The texts come from the app: its catalogue holds them, where shared's rides
 * in every first load. No reason is chosen in advance: the other side reads the one picked, so
 * confirming waits for a choice. The choice lives here, outside Modal's content, so it stays
 * while the dialog is closed and opened again.
 */
export function CancelReasonDialog<Value extends string>({
  title,
  question,
  reasons,
  keepLabel,
  confirmLabel,
  busy,
  open,
  onConfirm,
  onClose,
}: CancelReasonDialogProps<Value>) {
  const [reason, setReason] = useState<Value | null>(null);

  return (
    <Modal title={title} open={open} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (reason !== null) onConfirm(reason);
        }}
      >
        <fieldset>
          <legend>{question}</legend>
          {reasons.map(({ value, label }) => (
            <label key={value} className={styles.reason}>
              <input
                type="radio"
                name="cancel-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <button type="button" className="dk-button dk-button--ghost" onClick={onClose}>
            {keepLabel}
          </button>
          <button type="submit" className="dk-button" disabled={busy || reason === null}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

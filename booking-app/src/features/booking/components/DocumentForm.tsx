import { useState } from 'react';
import { DOCUMENT_QUANTITY_MIN } from '@dakiya/domain';
import styles from './CategoryPanel.module.css';

/** 'Number Of Documents' counter; minus works only above 1. */
export function DocumentForm({
  busy,
  onContinue,
}: {
  busy: boolean;
  onContinue: (quantity: number) => void;
}) {
  const [quantity, setQuantity] = useState(DOCUMENT_QUANTITY_MIN);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onContinue(quantity);
      }}
    >
      <h3>Number Of Documents</h3>
      <div className={styles.counter}>
        <button
          type="button"
          aria-label="One document fewer"
          onClick={() => setQuantity((n) => (n > DOCUMENT_QUANTITY_MIN ? n - 1 : n))}
        >
          −
        </button>
        <output aria-live="polite">
          {quantity} {quantity === 1 ? 'Document' : "Document's"}
        </output>
        <button
          type="button"
          aria-label="One document more"
          onClick={() => setQuantity((n) => n + 1)}
        >
          +
        </button>
      </div>
      <button type="submit" className="dk-button" disabled={busy}>
        Continue
      </button>
    </form>
  );
}

import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DOCUMENT_QUANTITY_MIN } from '@dakiya/domain';
import type { Load } from '../booking-slice';
import styles from './CategoryPanel.module.css';

/**
 * 'Number Of Documents' counter; minus works only above 1. Once quoted, each change of the
 * count re-quotes at once (Continue is for the first price).
 */
export function DocumentForm({
  load,
  onLoad,
}: {
  load: Load | null;
  onLoad: (load: Load) => void;
}) {
  const quoted = load?.parcel_type === 'DOCUMENT' ? load.document_quantity : null;
  const [quantity, setQuantity] = useState(quoted ?? DOCUMENT_QUANTITY_MIN);
  const { t } = useLingui();
  const change = (next: number) => {
    setQuantity(next);
    if (quoted !== null && next !== quoted)
      onLoad({ parcel_type: 'DOCUMENT', document_quantity: next });
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onLoad({ parcel_type: 'DOCUMENT', document_quantity: quantity });
      }}
    >
      <h3>{t`Number Of Documents`}</h3>
      <p className={styles.fits}>{t`Papers and envelopes; a 2 or 3 wheeler carries them.`}</p>
      <div className={styles.counter}>
        <button
          type="button"
          aria-label={t`One document fewer`}
          onClick={() => change(quantity > DOCUMENT_QUANTITY_MIN ? quantity - 1 : quantity)}
        >
          −
        </button>
        <output aria-live="polite">
          {plural(quantity, { one: '# Document', other: "# Document's" })}
        </output>
        <button
          type="button"
          aria-label={t`One document more`}
          onClick={() => change(quantity + 1)}
        >
          +
        </button>
      </div>
      {quoted === null && (
        <button type="submit" className={`dk-button ${styles.wide}`}>
          {t`Continue`}
        </button>
      )}
    </form>
  );
}

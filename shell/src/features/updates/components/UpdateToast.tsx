import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ApplyUpdate } from '../update-offer';
import styles from './UpdateToast.module.css';

/**
 * "A new version of Dakiya is ready": Update reloads into it; dismissed, the new version starts
 * at the next visit. Shown inside UpdateRegion's live region.
 */
export function UpdateToast({ apply }: { apply: ApplyUpdate }) {
  const [dismissed, setDismissed] = useState(false);
  const { t } = useLingui();
  if (dismissed) return null;
  return (
    <div className={styles.toast} data-testid="update-toast">
      <span className={styles.text}>{t`A new version of Dakiya is ready.`}</span>
      <button type="button" className={styles.update} onClick={apply}>
        {t`Update`}
      </button>
      <button
        type="button"
        className={styles.close}
        aria-label={t`Not now`}
        onClick={() => setDismissed(true)}
      >
        ×
      </button>
    </div>
  );
}

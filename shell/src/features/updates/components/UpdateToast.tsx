import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useUpdateOffer } from '../update-offer';
import styles from './UpdateToast.module.css';

/**
 * "A new version of Dakiya is ready": offered when the service worker has one waiting. Update
 * reloads into it; dismissed, the new version starts at the next visit of every tab.
 */
export function UpdateToast() {
  const apply = useUpdateOffer();
  const [dismissed, setDismissed] = useState(false);
  const { t } = useLingui();
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {apply && !dismissed && (
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
      )}
    </div>
  );
}

import { useAppDispatch, useAppSelector } from '../hooks/store-hooks';
import { alertCleared, selectAlert } from '../alert/alert-slice';
import styles from './AlertToast.module.css';

/**
 * The global toast, top right. The live region is always in the page so screen readers announce
 * each new message; the alert listener clears it after its time-out.
 */
export function AlertToast() {
  const alert = useAppSelector(selectAlert);
  const dispatch = useAppDispatch();
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {alert && (
        <div className={styles.toast} key={alert.seq}>
          <span data-testid="toast">{alert.message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label="Dismiss message"
            onClick={() => dispatch(alertCleared())}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}

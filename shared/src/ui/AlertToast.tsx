import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '../hooks/store-hooks';
import { translateText } from '../i18n/message-texts';
import { useLocation } from '../routing/router';
import { alertCleared, screenShown, selectAlert } from '../alert/alert-slice';
import styles from './AlertToast.module.css';

/**
 * The global toast, a banner in the page's flow wherever the frame places it (under its header):
 * it covers nothing, it moves the screen down while it shows. The live region is always in the page so screen readers announce
 * each new message; the alert listener clears it after its time-out, and it goes at once when
 * the customer moves to another screen than the one it is for (a sign-up's welcome does not
 * follow them from /login onto the booking screen).
 */
export function AlertToast() {
  const alert = useAppSelector(selectAlert);
  const dispatch = useAppDispatch();
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(screenShown(pathname));
  }, [dispatch, pathname]);
  // A message raised in the language just left goes with it (texts with figures are made once).
  const shownIn = useRef(i18n.locale);
  useEffect(() => {
    if (shownIn.current === i18n.locale) return;
    shownIn.current = i18n.locale;
    dispatch(alertCleared());
  }, [dispatch, i18n.locale]);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {alert && (
        <div className={styles.toast} key={alert.seq}>
          <span className={styles.text} data-testid="toast">
            {translateText(i18n, alert.message)}
          </span>
          <button
            type="button"
            className={styles.close}
            aria-label={t`Dismiss message`}
            onClick={() => dispatch(alertCleared())}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}

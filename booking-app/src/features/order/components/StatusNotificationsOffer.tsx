import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notificationsSupported } from '../status-notifications';
import styles from './StatusNotificationsOffer.module.css';

/**
 * Asks, once the customer chooses to, for the browser's permission to notify them of the order's
 * changes while they are in another app. Says so once allowed (focus moves to that line, as the
 * button it replaces goes); nothing where the browser has no notifications or the customer
 * refused them (their browser's settings are the place to undo it).
 */
export function StatusNotificationsOffer() {
  const { t } = useLingui();
  const [permission, setPermission] = useState(() =>
    notificationsSupported() ? Notification.permission : 'denied',
  );
  const [asked, setAsked] = useState(false);
  const allowed = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asked && permission === 'granted') allowed.current?.focus();
  }, [asked, permission]);
  if (permission === 'denied') return null;
  if (permission === 'granted')
    return (
      <p ref={allowed} role="status" tabIndex={-1} className={styles.allowed}>
        {t`You will be notified when the order’s status changes.`}
      </p>
    );
  return (
    <button
      type="button"
      className={`dk-link ${styles.ask}`}
      onClick={() => {
        setAsked(true);
        void Notification.requestPermission().then(setPermission);
      }}
    >
      {t`Notify me when the status changes`}
    </button>
  );
}

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notificationsSupported } from '../status-notifications';

/**
 * Asks, once the customer chooses to, for the browser's permission to notify them of the order's
 * changes while they are in another app. Says so once allowed; nothing where the browser has no
 * notifications or the customer refused them (their browser's settings are the place to undo it).
 */
export function StatusNotificationsOffer() {
  const { t } = useLingui();
  const [permission, setPermission] = useState(() =>
    notificationsSupported() ? Notification.permission : 'denied',
  );
  if (permission === 'denied') return null;
  if (permission === 'granted')
    return <p role="status">{t`You will be notified when the order’s status changes.`}</p>;
  return (
    <p>
      <button
        type="button"
        className="dk-link"
        onClick={() => void Notification.requestPermission().then(setPermission)}
      >
        {t`Notify me when the status changes`}
      </button>
    </p>
  );
}

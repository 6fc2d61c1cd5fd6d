/** The installed app's icon (shell/public/icons), on the shell's origin where this page runs. */
const ICON = '/icons/icon-192.png';

/** Whether this browser can show system notifications at all. */
export const notificationsSupported = () =>
  typeof window !== 'undefined' && 'Notification' in window;

/** Whether the customer has allowed notifications. */
export const notificationsAllowed = () =>
  notificationsSupported() && Notification.permission === 'granted';

/**
 * Shows a system notification about order `orderId`, replacing the one before it (same tag).
 * Through the service worker where there is one: phone browsers refuse `new Notification()`.
 */
export async function showOrderNotification(
  orderId: number,
  title: string,
  body: string,
  lang: string,
): Promise<void> {
  const options: NotificationOptions = { body, lang, icon: ICON, tag: `order-${orderId}` };
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options);
}

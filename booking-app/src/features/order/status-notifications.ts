import { yourOrderPath } from '@dakiya/domain';

/** The installed app's icon (shell/public/icons), on the shell's origin where this page runs. */
const ICON = '/icons/icon-192.png';

/** Whether this browser can show system notifications at all. */
export const notificationsSupported = () =>
  typeof window !== 'undefined' && 'Notification' in window;

/** Whether the customer has allowed notifications. */
export const notificationsAllowed = () =>
  notificationsSupported() && Notification.permission === 'granted';

const tagOf = (orderId: number) => `order-${orderId}`;

/**
 * Shows a system notification about order `orderId`. It replaces the one before it (one per
 * order in the tray) yet sounds again (`renotify`), and a tap opens that order
 * (shell/public/notification-click.js reads `data.url`). Through the service worker where there
 * is one: phone browsers refuse `new Notification()`.
 */
export async function showOrderNotification(
  orderId: number,
  title: string,
  body: string,
  lang: string,
): Promise<void> {
  const options: NotificationOptions & { renotify: boolean } = {
    body,
    lang,
    icon: ICON,
    tag: tagOf(orderId),
    renotify: true,
    data: { url: yourOrderPath(orderId) },
  };
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options);
}

/** Takes the order's notification out of the tray: the customer is back on its screen. */
export async function clearOrderNotification(orderId: number): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const shown = (await registration?.getNotifications({ tag: tagOf(orderId) })) ?? [];
  shown.forEach((notification) => notification.close());
}

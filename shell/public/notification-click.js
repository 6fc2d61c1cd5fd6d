/* global self */
// Imported by the service worker (webpack/service-worker.js): a tap on an order's notification
// opens that order (its address in the notification's data, set by booking-app's
// status-notifications.ts): in a tab of the app, brought forward, else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then(async (tabs) => {
      const tab = tabs.find((each) => each.url === url) ?? tabs[0];
      if (!tab) return self.clients.openWindow(url);
      const focused = await tab.focus();
      return focused.url === url ? focused : focused.navigate(url);
    }),
  );
});

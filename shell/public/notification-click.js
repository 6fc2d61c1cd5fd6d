/* global self */
// Imported by the service worker (webpack/service-worker.js): a tap on an order's notification
// brings the customer back to the order, in the tab they left or, if it is gone, a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((each) => new URL(each.url).pathname === '/your-order') ?? tabs[0];
      return tab ? tab.focus() : self.clients.openWindow('/your-order');
    }),
  );
});

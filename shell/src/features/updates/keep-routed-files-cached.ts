import type { Workbox } from 'workbox-window';

/** What Chromium tells of a file a page controlled by a service worker asked for. */
type WorkerResourceTiming = PerformanceResourceTiming & {
  workerMatchedSourceType?: string;
  workerFinalSourceType?: string;
};

/**
 * The files a static route sent to the worker's caches (webpack/service-worker-routes.js) that
 * the caches did not have, so they came from the network: a remote deployed since the last
 * visit, a screen's chunk the customer had not opened before.
 */
export function missedByCacheRoute(entries: PerformanceEntryList): string[] {
  return (entries as WorkerResourceTiming[])
    .filter(
      (entry) =>
        entry.workerMatchedSourceType === 'cache' && entry.workerFinalSourceType !== 'cache',
    )
    .map((entry) => entry.name);
}

/**
 * A static route never hands the worker a file its caches lack (the browser fetches it itself),
 * so the page does: every such file this page loads, now and later, goes to the worker with
 * Workbox's CACHE_URLS message, which stores it by the worker's own cache-first rule from the
 * HTTP cache. The next visit then takes it from the cache too.
 */
export function keepRoutedFilesCached(worker: Pick<Workbox, 'messageSW'>): void {
  if (typeof PerformanceObserver === 'undefined') return;
  const hand = (entries: PerformanceEntryList) => {
    const urlsToCache = missedByCacheRoute(entries);
    if (urlsToCache.length === 0) return;
    void worker.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined);
  };
  // Buffered: the files loaded before the worker was registered come in the first call.
  new PerformanceObserver((list) => hand(list.getEntries())).observe({
    type: 'resource',
    buffered: true,
  });
}

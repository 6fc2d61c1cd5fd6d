import type { Workbox } from 'workbox-window';

type WorkerMessenger = Pick<Workbox, 'messageSW'>;

/**
 * Asks the worker to store `urls` from the HTTP cache: Workbox's CACHE_URLS message routes each
 * through the worker's own rules, so files no rule stores (API answers) are left alone.
 */
function handToWorker(worker: WorkerMessenger, urlsToCache: string[]): void {
  if (urlsToCache.length === 0) return;
  void worker.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined);
}

/**
 * Hands the worker the files this page loaded before it was there (all of them, on a first
 * visit), so the next visit needs none from the network.
 */
export function cacheFilesLoadedSoFar(worker: WorkerMessenger): void {
  handToWorker(
    worker,
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
}

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
 * so the page does: every such file this page loads, now and later, is handed to the worker, which
 * stores it by its own cache-first rule. The next visit then takes it from the cache too.
 */
export function keepRoutedFilesCached(worker: WorkerMessenger): void {
  if (typeof PerformanceObserver === 'undefined') return;
  // Buffered: the files loaded before the worker was registered come in the first call.
  new PerformanceObserver((list) =>
    handToWorker(worker, missedByCacheRoute(list.getEntries())),
  ).observe({
    type: 'resource',
    buffered: true,
  });
}

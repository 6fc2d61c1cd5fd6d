import { offerUpdate } from './update-offer';

/** The worker the shell's production build generates (webpack/service-worker.js). */
const SERVICE_WORKER_URL = '/service-worker.js';
/** A content-hashed script or style (webpack/index.js names them so): stored by the worker. */
const HASHED_CODE = /\.[0-9a-f]{8}\.(?:js|css)$/;

/**
 * The hashed files this page loaded before the worker was there (all of them, on a first visit):
 * handed to the worker to store (from the HTTP cache), so the next visit needs none from the
 * network (Workbox's CACHE_URLS message, routed through the worker's own caching rules).
 */
function filesLoadedSoFar(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => HASHED_CODE.test(new URL(url).pathname));
}

/**
 * Registers the service worker once the page has loaded, so its install (which stores the shell's
 * files) never competes with the first screen for a slow line. A newer worker, from a shell
 * deployed since, waits until the customer takes it from the update toast: a page never runs
 * two versions of the shell. Only the production build has a worker: a development server has no
 * such file, and the registration fails quietly.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const worker = new Workbox(SERVICE_WORKER_URL);
    worker.addEventListener('waiting', () =>
      offerUpdate(() => {
        worker.addEventListener('controlling', () => window.location.reload());
        worker.messageSkipWaiting();
      }),
    );
    worker.addEventListener('activated', (event) => {
      if (!event.isUpdate)
        void worker.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: filesLoadedSoFar() } });
    });
    await worker.register();
  };
  const registerQuietly = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') registerQuietly();
  else addEventListener('load', registerQuietly, { once: true });
}

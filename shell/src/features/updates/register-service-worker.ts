import { cacheFilesLoadedSoFar, keepRoutedFilesCached } from './cache-loaded-files';
import { offerUpdate } from './update-offer';

/** What index.html declares of itself (webpack/index.html; production builds only). */
const declared = (name: string, html: ParentNode = document) =>
  html.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;

/**
 * Whether the shell deployed now is another build than this page's: true, false, or null when
 * the page deployed now cannot be read (no network): nothing is done then.
 */
async function newerShellDeployed(): Promise<boolean | null> {
  try {
    const response = await fetch('/', { cache: 'no-store' });
    if (!response.ok) return null;
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const deployed = declared('dakiya-shell-build', page);
    return deployed === null ? null : deployed !== declared('dakiya-shell-build');
  } catch {
    return null;
  }
}

/**
 * Registers the service worker (webpack/service-worker.js). A newer worker waits. If this page already runs the shell it came with (the page was loaded
 * after the deploy), it takes over at once; if the page is older, the update is offered with a
 * toast: Update lets it take over and reloads; an open tab's cached shell is never replaced
 * under it. A page with no worker declared (a development server) removes any worker a
 * production build left at its address, which would otherwise serve that build's files.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const url = declared('dakiya-service-worker');
  if (!url) {
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => registrations.forEach((each) => void each.unregister()))
      .catch(() => undefined);
    return;
  }
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const worker = new Workbox(url);
    // Another tab may have let the new worker take over already: then a reload is all it takes.
    const apply = async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration?.waiting) return window.location.reload();
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    };
    const offerIfOlder = async (orElse?: () => void) => {
      const newer = await newerShellDeployed();
      if (newer) offerUpdate(() => void apply());
      else if (newer === false) orElse?.();
    };
    const onWaiting = () => void offerIfOlder(() => worker.messageSkipWaiting());
    worker.addEventListener('waiting', onWaiting);
    worker.addEventListener('controlling', (event) => {
      // From now on the worker sees this page's requests; what it missed before, it is handed.
      cacheFilesLoadedSoFar(worker);
      // Another tab let a newer worker take over: this tab may be the older shell.
      if (event.isExternal) void offerIfOlder();
    });
    const registration = await worker.register();
    keepRoutedFilesCached(worker);
    // A worker the browser installed while this page loaded may wait already.
    if (registration?.waiting) onWaiting();
    // A tab left open learns of a deploy when the customer comes back to it.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible')
        void registration?.update().catch(() => undefined);
    });
  };
  void register().catch(() => undefined);
}

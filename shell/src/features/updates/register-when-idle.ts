import { afterLoadWhenIdle } from '../../utils/when-idle';

/** How long after the page's load the worker is registered, so the first screen's late requests go first. */
const AFTER_LOAD_MS = 2000;

/**
 * Registers the service worker once the first screen is up and the browser is idle: neither its
 * code (Workbox's window library) nor its install, which fetches the shell's files, competes
 * with the first screen on a slow phone.
 */
export function registerServiceWorkerWhenIdle(): void {
  afterLoadWhenIdle(
    () =>
      void import('./register-service-worker').then(({ registerServiceWorker }) =>
        registerServiceWorker(),
      ),
    AFTER_LOAD_MS,
  );
}

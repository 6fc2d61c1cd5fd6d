import { REMOTE_NAMES } from './remote-names';
import { remoteAppPromise } from './remote-registry';

const PRELOAD_DELAY_MS = 2000;
let scheduled = false;

/**
 * Two seconds after the first screen has rendered and the page has loaded, when the browser is
 * idle, loads the remotes not yet in use, so that a click into another remote renders at once
 * instead of waiting for its code. A remote that is down fails here quietly; its area shows
 * the message and Retry when the customer goes there.
 */
export function preloadRemotesWhenIdle(): void {
  if (scheduled) return;
  scheduled = true;
  const preload = () => {
    for (const name of REMOTE_NAMES) void remoteAppPromise(name).catch(() => undefined);
  };
  // A pause first, so the first screen's own late requests (images, the map) go before.
  const whenIdle = () =>
    setTimeout(
      () =>
        'requestIdleCallback' in window
          ? requestIdleCallback(preload, { timeout: 2000 })
          : preload(),
      PRELOAD_DELAY_MS,
    );
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

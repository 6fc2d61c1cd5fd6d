import { preloadRemote } from '@module-federation/enhanced/runtime';
import { remoteForPath } from '../routing/route-table';
import { REMOTE_NAMES, type RemoteName } from './remote-names';
import { isRegistered } from './remote-registry';

const PRELOAD_DELAY_MS = 2000;
let scheduled = false;

/**
 * Fetches a remote's entry and the files of its App (from its mf-manifest.json) without running
 * them: the shell's shared modules may not be loaded yet, and running costs main-thread time the
 * current screen should have. A remote that is down fails here quietly; its area shows the
 * message and Retry when the customer goes there.
 */
function fetchRemoteCode(name: RemoteName): void {
  if (!isRegistered(name)) return;
  preloadRemote([
    {
      nameOrAlias: name,
      exposes: ['./App'],
      resourceCategory: 'sync',
      share: false,
      depsRemote: false,
    },
  ]).catch(() => undefined);
}

/** The remote that owns this address, fetched while the shell itself is still loading. */
export function preloadRemoteForPath(pathname: string): void {
  const remote = remoteForPath(pathname);
  if (remote) fetchRemoteCode(remote);
}

/**
 * Two seconds after the first screen has rendered and the page has loaded, when the browser is
 * idle, fetches the remotes not yet in use, so that a click into another remote renders at once
 * instead of waiting for the network.
 */
export function preloadRemotesWhenIdle(): void {
  if (scheduled) return;
  scheduled = true;
  const preload = () => REMOTE_NAMES.forEach(fetchRemoteCode);
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

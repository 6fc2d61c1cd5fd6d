import { remoteForPath } from '../routing/route-table';
import { remoteAppPromise } from './remote-registry';

/**
 * The first screen's remote, loaded before the first render so the page goes straight from the
 * splash to that screen. A failure is left to its area, which shows the message and Retry.
 */
export function loadFirstRemote(): Promise<unknown> {
  const remote = remoteForPath(window.location.pathname);
  return remote ? remoteAppPromise(remote).catch(() => undefined) : Promise.resolve();
}

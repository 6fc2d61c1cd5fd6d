import { Suspense } from 'react';
import { useLocation, LoadingScreen } from '@dakiya/shared';
import { RemoteArea } from '../../remotes/components/RemoteArea';
import { remoteForPath } from '../route-table';
import { NotFound } from './NotFound';

/** Hands the current URL to the remote that owns its prefix. */
export function RemoteSwitch() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFound />;
  // One boundary for all remotes, above the keyed area: a link into a remote not loaded yet is
  // a router transition, so React keeps the current screen until the new one is ready instead
  // of mounting a fresh boundary whose fallback it would hold for at least 300 ms. Each remote
  // decides which of its screens need a signed-in customer (booking-app's tracking page does
  // not).
  return (
    <Suspense fallback={<LoadingScreen />}>
      <RemoteArea key={remote} remote={remote} />
    </Suspense>
  );
}

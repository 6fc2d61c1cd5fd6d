import { Suspense, useEffect } from 'react';
import { useLocation, LoadingScreen, RequireCustomer } from '@dakiya/shared';
import { RemoteArea } from '../../remotes/components/RemoteArea';
import { remoteEntered } from '../../remotes/remote-registry';
import { needsCustomer, remoteForPath } from '../route-table';
import { NotFound } from './NotFound';

/** Hands the current URL to the remote that owns its prefix. */
export function RemoteSwitch() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  // Each way into another remote is when a new release of the others may be taken up.
  useEffect(() => void remoteEntered(), [remote]);
  if (!remote) return <NotFound />;
  // One boundary for all remotes, above the keyed area and above the sign-in check (so a link
  // from a visitor's remote to a customer's does not swap it for a new one): a link into a
  // remote not loaded yet is a router transition, so React keeps the current screen until the
  // new one is ready instead of mounting a fresh boundary whose fallback it would hold for at
  // least 300 ms.
  const area = <RemoteArea key={remote} remote={remote} />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      {needsCustomer(remote, pathname) ? <RequireCustomer>{area}</RequireCustomer> : area}
    </Suspense>
  );
}

import { useLocation } from 'react-router-dom';
import { RemoteArea } from '../../remotes/components/RemoteArea';
import { remoteForPath } from '../route-table';
import { NotFound } from './NotFound';

/** Hands the current URL to the remote that owns its prefix. */
export function RemoteSwitch() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFound />;
  return <RemoteArea key={remote} remote={remote} />;
}

// From domain, not shared: the shell's bootstrap reads this table before the shared singleton loads.
import { ROUTES } from '@dakiya/domain';
import type { RemoteName } from '../remotes/remote-names';
// JSON, so the static server can read it too (its preload hints: webpack/page-hints.js); a test
// holds every prefix to ROUTES.
import routeOwners from './route-owners.json';

/**
 * Which remote owns which route prefix. The shell knows nothing else of a remote's screens: the
 * remote's own <Routes> decide what renders under its prefixes.
 */
export const ROUTE_OWNERS: ReadonlyArray<{ remote: RemoteName; prefixes: readonly string[] }> =
  Object.entries(routeOwners).map(([remote, prefixes]) => ({
    remote: remote as RemoteName,
    prefixes,
  }));

/** Remotes whose every screen needs a signed-in customer (auth-app's screens are for visitors). */
const CUSTOMER_REMOTES: readonly RemoteName[] = ['booking_app', 'account_app'];

export function needsCustomer(remote: RemoteName): boolean {
  return CUSTOMER_REMOTES.includes(remote);
}

export function remoteForPath(pathname: string): RemoteName | null {
  for (const { remote, prefixes } of ROUTE_OWNERS) {
    if (prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return remote;
    }
  }
  return null;
}

/** Screens that draw their own way back (or have none): the frame shows no back arrow there. */
const NO_BACK_ARROW: readonly string[] = [ROUTES.tutorial, ROUTES.login, ROUTES.sendCourier];

export function showsBackArrow(pathname: string): boolean {
  return !NO_BACK_ARROW.includes(pathname);
}

/** Screens with the side illustration on wide windows. */
const WITH_SIDE_IMAGE: readonly string[] = [ROUTES.login, ROUTES.signup];

export function showsSideImage(pathname: string): boolean {
  return WITH_SIDE_IMAGE.includes(pathname);
}

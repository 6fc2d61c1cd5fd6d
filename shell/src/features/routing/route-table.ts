// From domain, not shared: the shell's bootstrap reads this table before the shared singleton loads.
import { ROUTES } from '@dakiya/domain';
import type { RemoteName } from '../remotes/remote-names';
/** Route prefix lists by remote, as route-owners.json writes them. */
type RouteOwnersFile = Record<RemoteName, string[]>;

function isRouteOwnersFile(value: unknown): value is RouteOwnersFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (prefixes) =>
        Array.isArray(prefixes) &&
        prefixes.every((prefix) => typeof prefix === 'string' && prefix.startsWith('/')),
    )
  );
}

type RouteOwners = ReadonlyArray<{ remote: RemoteName; prefixes: readonly string[] }>;

/**
 * Which remote owns which route prefix, from the route-owners.json the shell's server serves
 * (shell/src/features/routing/route-owners.json as built, then edited in place: a team adds its
 * remote there and in remotes.json, with no rebuild of the shell). The shell knows nothing else
 * of a remote's screens: the remote's own routes decide what renders under its prefixes.
 */
let owners: RouteOwners = [];

export function routeOwners(): RouteOwners {
  return owners;
}

/**
 * Takes the served route-owners.json (read at start-up by findRemotes, and again by a Retry); a
 * file that could not be read or is not a table of prefixes keeps the owners known so far, so a
 * failed re-read never takes the routes away.
 */
export function setRouteOwners(file: unknown): void {
  if (isRouteOwnersFile(file))
    owners = Object.entries(file).map(([remote, prefixes]) => ({ remote, prefixes }));
}

export function remoteForPath(pathname: string): RemoteName | null {
  for (const { remote, prefixes } of owners) {
    if (prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return remote;
    }
  }
  return null;
}

/** Remotes whose screens need a signed-in customer (auth-app's screens are for visitors)... */
const CUSTOMER_REMOTES: readonly RemoteName[] = ['booking_app', 'account_app'];
/** ...but for the recipient's tracking page, opened from a text by someone with no account. */
const PUBLIC_PREFIXES: readonly string[] = [ROUTES.track];

export function needsCustomer(remote: RemoteName, pathname: string): boolean {
  return (
    CUSTOMER_REMOTES.includes(remote) &&
    !PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(`${prefix}/`))
  );
}

/** Screens that draw their own way back (or have none): the frame shows no back arrow there. */
const NO_BACK_ARROW: readonly string[] = [ROUTES.tutorial, ROUTES.login, ROUTES.sendCourier];

export function showsBackArrow(pathname: string): boolean {
  // A recipient opens a tracking link from a text: there is nothing in the app to go back to.
  return !NO_BACK_ARROW.includes(pathname) && !pathname.startsWith(`${ROUTES.track}/`);
}

/** Screens with the side illustration on wide windows. */
const WITH_SIDE_IMAGE: readonly string[] = [ROUTES.login, ROUTES.signup];

export function showsSideImage(pathname: string): boolean {
  return WITH_SIDE_IMAGE.includes(pathname);
}

import { getInstance } from '@module-federation/enhanced/runtime';
import { afterLoadWhenIdle } from '../../utils/when-idle';
import { remoteForPath } from '../routing/route-table';
import { CUSTOMER_APP_REMOTES, isCustomerAppRemote, type RemoteName } from './remote-names';
import { isListed, remoteFiles } from './remote-registry';
import type { RemoteFiles } from './remote-manifest';

const PRELOAD_DELAY_MS = 2000;
let scheduled = false;
const hinted = new Set<string>();

/**
 * Asks the browser for a file without running it: `preload` for now, `prefetch` for later. A
 * script or a style, by its name (webpack names both by content: never anything else).
 */
function hint(rel: 'preload' | 'prefetch', href: string): void {
  if (hinted.has(href)) return;
  hinted.add(href);
  const link = document.createElement('link');
  link.rel = rel;
  link.as = href.endsWith('.css') ? 'style' : 'script';
  link.href = href;
  // As the remote's runtime will load it (`crossOriginLoading`, webpack/index.js): a hint in
  // another mode would be fetched twice.
  if (new URL(href, document.baseURI).origin !== window.location.origin)
    link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * The files a remote's App needs to render: its own, its own copies of the shared modules the
 * page has no copy of yet (`provided`: a singleton the page has is the one every remote uses),
 * and its catalogue in `language`. The same files as the page's Link header
 * (webpack/page-hints.js), for a host that sends the page without it.
 */
export function appFilesToHint({ app }: RemoteFiles, provided: Set<string>, language: string) {
  return [
    ...app.scripts,
    ...app.styles,
    ...app.sharedAtStart.flatMap(([key, files]) => (provided.has(key) ? [] : files)),
    ...app.catalogues.filter((href) => href.includes(`/catalogue-${language}.`)),
  ];
}

/**
 * Fetches the files of a remote's App (named in its mf-manifest.json) without running them:
 * the shell's shared modules may not be loaded yet, and running costs main-thread time the
 * current screen should have. A remote that is down fails here quietly; its area shows the
 * message and Retry when the customer goes there. The page's language is <html lang>, set
 * before any script by the first-paint script; the shared modules it has, the share keys its
 * federation runtime knows (the shell's own, and those of remotes loaded since).
 */
function fetchRemoteCode(name: RemoteName, rel: 'preload' | 'prefetch'): void {
  if (!isListed(name)) return;
  remoteFiles(name).then(
    (files) =>
      appFilesToHint(
        files,
        new Set(Object.keys(getInstance()?.options.shared ?? {})),
        document.documentElement.lang,
      ).forEach((href) => hint(rel, href)),
    () => undefined,
  );
}

/** The remote that owns this address, fetched while the shell itself is still loading. */
export function preloadRemoteForPath(pathname: string): void {
  const remote = remoteForPath(pathname);
  if (remote) fetchRemoteCode(remote, 'preload');
}

/**
 * Two seconds after the first screen has rendered and the page has loaded, when the browser is
 * idle, fetches the remotes not yet in use, so that a click into another remote renders at once
 * instead of waiting for the network. Only from a screen of the customer app, and only its remotes:
 * a driver's phone has no use for the customer's screens, nor a customer's for the driver's.
 */
export function preloadRemotesWhenIdle(current: RemoteName): void {
  if (scheduled || !isCustomerAppRemote(current)) return;
  scheduled = true;
  afterLoadWhenIdle(
    () => CUSTOMER_APP_REMOTES.forEach((name) => fetchRemoteCode(name, 'prefetch')),
    PRELOAD_DELAY_MS,
  );
}

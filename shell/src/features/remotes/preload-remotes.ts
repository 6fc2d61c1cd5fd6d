import { getInstance } from '@module-federation/enhanced/runtime';
import { afterLoadWhenIdle } from '../../utils/when-idle';
import { remoteForPath } from '../routing/route-table';
import { CUSTOMER_APP_REMOTES, isCustomerAppRemote, type RemoteName } from './remote-names';
import { isListed, remoteFiles } from './remote-registry';
import type { RemoteFiles } from './remote-manifest';

const PRELOAD_DELAY_MS = 2000;
let scheduled = false;
const hinted = new Set<string>();

/** Asks the browser for a file without running it: `preload` for now, `prefetch` for later. */
function hint(rel: 'preload' | 'prefetch', as: 'script' | 'style', href: string): void {
  if (hinted.has(href)) return;
  hinted.add(href);
  const link = document.createElement('link');
  link.rel = rel;
  link.as = as;
  link.href = href;
  // As the remote's runtime will load it (`crossOriginLoading`, webpack/index.js): a hint in
  // another mode would be fetched twice.
  if (new URL(href, document.baseURI).origin !== window.location.origin)
    link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * The share keys the shell's own build provides (its federation options): for those, the shell's
 * copy is the one every remote uses, so a remote's own copy is never loaded.
 */
function shellSharedKeys(): Set<string> {
  const shell = getInstance();
  if (!shell) return new Set();
  return new Set(
    Object.entries(shell.options.shared)
      .filter(([, versions]) => versions.some((shared) => shared.from === shell.name))
      .map(([key]) => key),
  );
}

/**
 * The files a remote's App needs to render: its own, its own copies of the shared modules the
 * shell does not provide, and its catalogue in the language of the page (<html lang>, set before
 * any script by the first-paint script). The same files as the page's Link header
 * (webpack/page-hints.js), for a host that sends the page without it.
 */
export function appFilesToHint({ app }: RemoteFiles, shellShared: Set<string>, language: string) {
  const shared = Object.entries(app.sharedAtStart)
    .filter(([key]) => !shellShared.has(key))
    .flatMap(([, files]) => files);
  const catalogue = app.catalogues[language];
  return {
    scripts: [
      ...app.scripts,
      ...shared.filter((href) => href.endsWith('.js')),
      ...(catalogue ? [catalogue] : []),
    ],
    styles: [...app.styles, ...shared.filter((href) => href.endsWith('.css'))],
  };
}

/**
 * Fetches the files of a remote's App (named in its mf-manifest.json) without running them:
 * the shell's shared modules may not be loaded yet, and running costs main-thread time the
 * current screen should have. A remote that is down fails here quietly; its area shows the
 * message and Retry when the customer goes there.
 */
function fetchRemoteCode(name: RemoteName, rel: 'preload' | 'prefetch'): void {
  if (!isListed(name)) return;
  remoteFiles(name).then(
    (files) => {
      const language = document.documentElement.lang;
      const { scripts, styles } = appFilesToHint(files, shellSharedKeys(), language);
      scripts.forEach((href) => hint(rel, 'script', href));
      styles.forEach((href) => hint(rel, 'style', href));
    },
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

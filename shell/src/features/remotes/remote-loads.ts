import type { ComponentType } from 'react';
import type { RemoteName } from './remote-names';
import type { RemoteFiles } from './remote-manifest';

export type RemoteAppLoad = Promise<{ default: ComponentType }>;

/** The current load of each remote's App (one per release, shared by every mount of its area). */
export const loads = new Map<RemoteName, RemoteAppLoad>();
/** Each remote's files, from its mf-manifest.json, read once per release (or Retry). */
export const files = new Map<RemoteName, Promise<RemoteFiles>>();
/** The release each remote's current load is of: its manifest, and its registry version. */
export const loadedReleases = new Map<RemoteName, { manifest: string; version?: string }>();
/** The release of each remote whose first screen rendered on this page. */
export const renderedVersions = new Map<RemoteName, string>();

/** Whether a remote's load has started and not finished. */
export function isLoading(name: RemoteName): boolean {
  // A finished load carries React's `status` mark (remoteAppPromise).
  const load = loads.get(name);
  return load !== undefined && !('status' in load);
}

function removeStylesUnder(base: string): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    if (link.href.startsWith(base)) link.remove();
}

/**
 * Forgets the release of a remote that was loaded (no area of it on the page), so that its next
 * area loads the new one whole: besides the load and the files, its chunk list (webpack's default
 * global for the uniqueName webpack/index.js gives, the federation name), from which a new entry
 * would otherwise take the old release's chunks, and the old release's styles.
 */
export function forgetRelease(name: RemoteName): void {
  const loaded = loadedReleases.get(name);
  loads.delete(name);
  files.delete(name);
  loadedReleases.delete(name);
  renderedVersions.delete(name);
  Reflect.deleteProperty(globalThis, `webpackChunk${name}`);
  if (loaded) removeStylesUnder(new URL('.', loaded.manifest).href);
}

import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { CatalogueLoader } from '@dakiya/shared';
import type { RemoteName } from './remote-names';
import { entryRetried } from './fresh-entry-plugin';
import { readRemoteManifest, type RemoteFiles } from './remote-manifest';
import { setRouteOwners } from '../routing/route-table';

export type RemotesManifest = Record<RemoteName, string>;

let manifest: RemotesManifest = {};

function isRemotesManifest(value: unknown): value is RemotesManifest {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON file of the shell's server, asked of the network each time; null when unreadable. */
async function readServedJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/**
 * Reads remotes.json (remote name -> URL of its mf-manifest.json) and route-owners.json (remote
 * name -> its route prefixes), side by side. Adding, moving or redeploying a remote is an edit of
 * those files, not a rebuild. A missing remotes.json leaves every remote unknown: their areas
 * then show the retry message.
 */
export async function findRemotes(): Promise<void> {
  const [remotes, owners] = await Promise.all([
    readServedJson('/remotes.json'),
    readServedJson('/route-owners.json'),
  ]);
  manifest = isRemotesManifest(remotes) ? remotes : {};
  setRouteOwners(owners);
}

const files = new Map<RemoteName, Promise<RemoteFiles>>();
/** Remotes the customer pressed Retry on. */
const retried = new Set<RemoteName>();
/** Remotes the federation runtime has been told where to find. */
const registered = new Set<RemoteName>();

/** A remote's files, from its mf-manifest.json, read once (until a Retry). */
export function remoteFiles(name: RemoteName): Promise<RemoteFiles> {
  let read = files.get(name);
  if (!read) {
    const url = manifest[name];
    // After a Retry the manifest is asked of the network again, not of the browser's cache.
    read = url
      ? readRemoteManifest(url, retried.has(name) ? { cache: 'reload' } : undefined)
      : Promise.reject(new Error(`${name} is not in remotes.json`));
    files.set(name, read);
    read.catch(() => files.delete(name));
  }
  return read;
}

async function register(name: RemoteName): Promise<void> {
  const { entry } = await remoteFiles(name);
  registerRemotes([{ name, entry }], { force: registered.has(name) });
  registered.add(name);
}

export class RemoteUnavailableError extends Error {
  constructor(
    public readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`The ${remote} app could not be loaded`, { cause });
  }
}

type RemoteAppModule = { default: ComponentType; loadCatalogue?: CatalogueLoader };

/**
 * Loads a remote's exposed App (its routes) and its strings in the active language, so its
 * first render is translated. Rejects with RemoteUnavailableError.
 */
export async function loadRemoteApp(name: RemoteName): Promise<{ default: ComponentType }> {
  if (!isListed(name)) throw new RemoteUnavailableError(name, 'not in remotes.json');
  try {
    await register(name);
    const module = await loadRemote<RemoteAppModule>(`${name}/App`);
    if (!module?.default) throw new Error('the remote exposes no App');
    if (module.loadCatalogue) {
      // Imported here, not at the top: this file runs before the shared singletons are settled.
      const { loadCatalogue, currentLanguage } = await import('@dakiya/shared');
      await loadCatalogue(module.loadCatalogue, currentLanguage());
    }
    return module;
  } catch (cause) {
    throw new RemoteUnavailableError(name, cause);
  }
}

type RemoteAppLoad = Promise<{ default: ComponentType }>;

const loads = new Map<RemoteName, RemoteAppLoad>();

/**
 * The current load of a remote's App, made once and shared by every render and every mount of
 * its area; only resetRemote() (the Retry button) starts a new one. A finished load is marked
 * the way React's use() reads it, so a screen whose remote is already here renders at once
 * instead of suspending for a tick.
 */
export function remoteAppPromise(name: RemoteName): RemoteAppLoad {
  let load = loads.get(name);
  if (!load) {
    const started: RemoteAppLoad = loadRemoteApp(name);
    started.then(
      (value) => Object.assign(started, { status: 'fulfilled', value }),
      () => undefined,
    );
    load = started;
    loads.set(name, load);
  }
  return load;
}

/** Whether remotes.json names this remote. */
export function isListed(name: RemoteName): boolean {
  return typeof manifest[name] === 'string';
}

/**
 * Forgets a failed remote so the next load fetches its manifest and entry again: the federation
 * runtime otherwise keeps the failed entry, and a retry would fail without asking the network.
 */
export async function resetRemote(name: RemoteName): Promise<void> {
  loads.delete(name);
  files.delete(name);
  retried.add(name);
  entryRetried(name);
  await findRemotes();
}

import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteApp, RuntimeConfig } from '@dakiya/shared';
import type { RemoteName } from './remote-names';
import { readRemoteManifest, type RemoteFiles } from './remote-manifest';
import { readRegistryReleases, type ChosenRelease } from './registry-releases';
import { reportLoad } from './load-reports';
import { files, loadedReleases, loads, renderedVersions, type RemoteAppLoad } from './remote-loads';
import { areaMounted, areaUnmounted, swapWhenUnused } from './release-swaps';
import { setRouteOwners } from '../routing/route-table';

export type RemotesManifest = Record<RemoteName, string>;

/** Remote name -> URL of its mf-manifest.json: remotes.json, with the registry's releases over it. */
let manifest: RemotesManifest = {};
/** The registry's releases this browser runs (none without a registry). */
let releases = new Map<RemoteName, ChosenRelease>();
/** The environment's registry (config.json `registryUrl`), or null: remotes.json alone. */
let registryUrl: string | null = null;
/** When the registry was last read (performance.now()). */
let registryReadAt = -Infinity;
/** A read of the registry this recent is used as it is (the registry's own max-age). */
const REGISTRY_FRESH_MS = 10_000;

function isRemotesManifest(value: unknown): value is RemotesManifest {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isConfiguredRegistry(value: unknown): value is { registryUrl: string } {
  const url = (value as { registryUrl?: unknown } | null)?.registryUrl;
  return typeof url === 'string' && url !== '';
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

/** Takes the served files, with the registry's releases (when there is one) over them. */
function takeRemotes(remotes: unknown, owners: unknown): void {
  const fromFiles = isRemotesManifest(remotes) ? remotes : {};
  const ownersFromFiles = isRemotesManifest(owners) ? owners : {};
  const before = manifest;
  manifest = { ...fromFiles };
  const routes: Record<RemoteName, unknown> = { ...ownersFromFiles };
  for (const [name, release] of releases) {
    manifest[name] = release.manifest;
    routes[name] = release.routes;
  }
  setRouteOwners(routes);
  // Files read ahead (the idle preloading) of a release no longer named are read again; a
  // release the page loaded is swapped instead (readRegistry).
  for (const name of files.keys())
    if (before[name] !== manifest[name] && !loadedReleases.has(name)) files.delete(name);
}

let servedFiles: { remotes: unknown; owners: unknown } = { remotes: null, owners: null };
let servedConfig: unknown = null;

/**
 * The shell's config.json as findRemotes read it, for shared's run-time configuration: read once
 * (the page's preload of it serves one request only). Only its text settings: an operator's
 * mistyped value keeps that setting's default rather than stopping the start.
 */
export function servedRuntimeConfig(): Partial<RuntimeConfig> {
  if (typeof servedConfig !== 'object' || servedConfig === null) return {};
  return Object.fromEntries(
    Object.entries(servedConfig).filter(([, value]) => typeof value === 'string'),
  ) as Partial<RuntimeConfig>;
}

/**
 * Reads remotes.json (remote name -> URL of its mf-manifest.json) and route-owners.json (remote
 * name -> its route prefixes), side by side, and, when config.json names the environment's
 * registry (docs/deploying-remotes.md), the release of each remote live there (or its canary,
 * for the browsers in its share), which takes precedence. Adding, moving or redeploying a remote
 * is then a deploy or an edit of those files, not a rebuild. A missing remotes.json and registry
 * leave every remote unknown: their areas then show the retry message.
 */
export async function findRemotes({ fresh = false } = {}): Promise<void> {
  const [remotes, owners, config] = await Promise.all([
    readServedJson('/remotes.json'),
    readServedJson('/route-owners.json'),
    readServedJson('/config.json'),
  ]);
  // A folder's URL, so that its reports/ resolves beside it.
  registryUrl = isConfiguredRegistry(config) ? config.registryUrl.replace(/\/?$/, '/') : null;
  servedConfig = config ?? servedConfig;
  // An unreadable route-owners.json keeps the owners known so far: a failed re-read (a Retry)
  // never takes the routes away.
  servedFiles = { remotes, owners: owners ?? servedFiles.owners };
  if (registryUrl) await readRegistry(registryUrl, fresh);
  else takeRemotes(servedFiles.remotes, servedFiles.owners);
}

/**
 * Reads the registry (`fresh`: asking it, not the browser's cache) and takes its releases; a
 * registry that could not be read keeps the releases known so far (none at start). Remotes the
 * page loaded whose release changed are swapped when no area of them is on the page.
 */
async function readRegistry(url: string, fresh: boolean): Promise<void> {
  const read = await readRegistryReleases(url, { fresh });
  if (read) {
    releases = read;
    registryReadAt = performance.now();
  }
  takeRemotes(servedFiles.remotes, servedFiles.owners);
  swapWhenUnused([...loadedReleases.keys()].filter(hasNewerRelease));
}

/** Whether the registry names another release of a remote than the one the page loaded. */
function hasNewerRelease(name: RemoteName): boolean {
  const loaded = loadedReleases.get(name);
  return loaded !== undefined && loaded.manifest !== manifest[name];
}

let checking: Promise<void> | null = null;

/** Asks the registry for new releases (one request at a time). */
function checkForNewReleases(): Promise<void> {
  if (!registryUrl) return Promise.resolve();
  checking ??= readRegistry(registryUrl, true).finally(() => {
    checking = null;
  });
  return checking;
}

/** Remotes the customer pressed Retry on. */
const retried = new Set<RemoteName>();
/** Remotes the federation runtime has been told where to find. */
const registered = new Set<RemoteName>();

/** A remote's files, from its mf-manifest.json, read once (until a Retry or a new release). */
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
  // A remote registered before (a Retry, a new release) is replaced: the runtime forgets its
  // entry and the modules it gave.
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

/** Where load reports go: the registry's, next to the registry. */
const reportsUrl = (registry: string) => new URL('reports/', registry).href;

/**
 * Tells the registry how this browser's release of a remote did (load-reports.ts); nothing for a
 * remote that did not come from the registry. `rendered` after its first screen is on the page,
 * `failed` when it could not load, `crashed` when a screen of it threw.
 */
export function reportRemote(
  name: RemoteName,
  event: 'rendered' | 'failed' | 'crashed',
  version = loadedReleases.get(name)?.version,
): void {
  if (!registryUrl || !version) return;
  const rendered = renderedVersions.get(name) === version;
  if (event === 'rendered') renderedVersions.set(name, version);
  const outcome = event === 'rendered' ? 'loaded' : rendered ? 'crashed' : 'failed';
  reportLoad(reportsUrl(registryUrl), name, version, outcome);
}

/**
 * Loads a remote's exposed App (its routes) and its strings in the active language, so its
 * first render is translated. Rejects with RemoteUnavailableError.
 */
export async function loadRemoteApp(name: RemoteName): Promise<{ default: ComponentType }> {
  // A remote's first load on a page that read the registry a while ago asks it again first: a
  // canary rolled back meanwhile is not loaded.
  if (registryUrl && performance.now() - registryReadAt > REGISTRY_FRESH_MS)
    await checkForNewReleases();
  if (!isListed(name)) throw new RemoteUnavailableError(name, 'not in remotes.json');
  const version = releases.get(name)?.version;
  loadedReleases.set(name, { manifest: manifest[name]!, version });
  try {
    await register(name);
    const module = await loadRemote<RemoteApp>(`${name}/App`);
    if (!module?.default) throw new Error('the remote exposes no App');
    if (module.loadCatalogue) {
      // Imported here, not at the top: this file runs before the shared singletons are settled.
      const { loadCatalogue, currentLanguage } = await import('@dakiya/shared');
      await loadCatalogue(module.loadCatalogue, currentLanguage());
    }
    return module;
  } catch (cause) {
    reportRemote(name, 'failed', version);
    throw new RemoteUnavailableError(name, cause);
  }
}

/**
 * The current load of a remote's App, made once and shared by every render and every mount of
 * its area; only resetRemote() (the Retry button) and a new release start a new one. A finished
 * load is marked the way React's use() reads it, so a screen whose remote is already here
 * renders at once instead of suspending for a tick.
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

/** Whether remotes.json or the registry names this remote. */
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
  await findRemotes({ fresh: true });
}

/**
 * Called at each navigation into a remote's area (null: a screen of the shell's own): with a
 * registry, asks it for new releases (docs/deploying-remotes.md).
 */
export function remoteEntered(): Promise<void> {
  return checkForNewReleases();
}

/** A remote's area is on the page: the release it runs stays until the area goes. */
export function remoteAreaMounted(name: RemoteName): void {
  areaMounted(name);
}

/** A remote's area left the page: a newer release waiting for that is taken up. */
export function remoteAreaUnmounted(name: RemoteName): void {
  areaUnmounted(name, () => hasNewerRelease(name));
}

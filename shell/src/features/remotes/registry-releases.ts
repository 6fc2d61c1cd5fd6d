import type { z } from 'zod';
import type { registrySchema } from '@dakiya/domain/schemas';
import { LOCAL_KEYS } from '@dakiya/domain';
import type { RemoteName } from './remote-names';

type Registry = z.infer<typeof registrySchema>;
type RemoteEntry = Registry['remotes'][string];

/** The release of a remote this browser runs: the live one, or the canary for its share. */
export interface ChosenRelease {
  version: string;
  manifest: string;
  routes: string[];
  canary: boolean;
}

function isRegistry(value: unknown): value is Registry {
  const registry = value as Partial<Registry> | null;
  return (
    typeof registry?.revision === 'number' &&
    typeof registry.remotes === 'object' &&
    registry.remotes !== null &&
    Object.values(registry.remotes).every(
      (entry) => typeof entry?.live?.manifest === 'string' && Array.isArray(entry.live.routes),
    )
  );
}

/** The place of a browser whose storage is blocked: drawn once for the page. */
let placeOfThisPage: number | null = null;

/**
 * This browser's place among all browsers (0–99), drawn once and kept: a canary at N % is served
 * to the browsers below N, so a browser stays on the same side of a canary from load to load.
 * The same place for every remote: the browsers that try one team's canary try the others', and
 * the rest never see one.
 */
export function canaryBucket(): number {
  try {
    const kept = localStorage.getItem(LOCAL_KEYS.canaryBucket);
    if (kept !== null && /^\d{1,2}$/.test(kept)) return Number(kept);
    const drawn = Math.floor(Math.random() * 100);
    localStorage.setItem(LOCAL_KEYS.canaryBucket, String(drawn));
    return drawn;
  } catch {
    placeOfThisPage ??= Math.floor(Math.random() * 100);
    return placeOfThisPage;
  }
}

/** The release of one remote for a browser in `bucket`. */
export function chooseRelease(entry: RemoteEntry, bucket: number): ChosenRelease {
  const { canary, live } = entry;
  const release = canary && bucket < canary.percent ? canary : live;
  return {
    version: release.version,
    manifest: release.manifest,
    routes: release.routes,
    canary: release === canary,
  };
}

/**
 * The environment's registry (docs/deploying-remotes.md), null when it cannot be read: the shell
 * then runs on remotes.json alone. At start the browser may answer from its cache (the registry
 * allows a few seconds); a check for new releases asks the registry itself (`fresh`).
 */
export async function readRegistryReleases(
  registryUrl: string,
  { fresh = false } = {},
): Promise<Map<RemoteName, ChosenRelease> | null> {
  try {
    const response = await fetch(registryUrl, fresh ? { cache: 'no-cache' } : undefined);
    const registry: unknown = response.ok ? await response.json() : null;
    if (!isRegistry(registry)) return null;
    const bucket = canaryBucket();
    return new Map(
      Object.entries(registry.remotes).map(([name, entry]) => [name, chooseRelease(entry, bucket)]),
    );
  } catch {
    return null;
  }
}

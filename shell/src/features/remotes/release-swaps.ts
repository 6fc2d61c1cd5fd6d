import type { RemoteName } from './remote-names';
import { forgetRelease, isLoading } from './remote-loads';

/** How many areas of each remote are on the page (one, but React may mount twice in dev). */
const mountedAreas = new Map<RemoteName, number>();
/** Remotes with a newer release, waiting for their area to leave the page. */
const waiting = new Set<RemoteName>();

/**
 * The registry named a new release of these remotes, which the page has loaded. One with no area
 * on the page and no load under way is forgotten at once, so its next area loads the new release;
 * one in use keeps the release it runs until its area goes (areaUnmounted). A page never runs two
 * releases of one remote.
 */
export function swapWhenUnused(changed: readonly RemoteName[]): void {
  for (const name of changed) {
    if ((mountedAreas.get(name) ?? 0) > 0 || isLoading(name)) waiting.add(name);
    else forgetRelease(name);
  }
}

export function areaMounted(name: RemoteName): void {
  mountedAreas.set(name, (mountedAreas.get(name) ?? 0) + 1);
}

export function areaUnmounted(name: RemoteName, stillWanted: () => boolean): void {
  mountedAreas.set(name, (mountedAreas.get(name) ?? 1) - 1);
  // After the task: a remount (React's development double mount, a quick way back) keeps it.
  setTimeout(() => {
    if ((mountedAreas.get(name) ?? 0) > 0 || !waiting.has(name)) return;
    waiting.delete(name);
    if (stillWanted()) forgetRelease(name);
  });
}

// @ts-check
/**
 * @typedef {import('./registry-client.mjs').Release} Release
 * @typedef {import('./registry-client.mjs').RemoteEntry} RemoteEntry
 */

/**
 * The remotes with `release` live for `app`: its canary goes, and the release it replaces is
 * kept as what a rollback goes back to (a deploy of the live version again changes nothing).
 * @param {Record<string, RemoteEntry>} remotes
 * @param {string} app
 * @param {Release} release
 * @returns {Record<string, RemoteEntry>}
 */
export function withLive(remotes, app, release) {
  const current = remotes[app];
  const previous =
    current && current.live.version !== release.version
      ? current.live
      : (current?.previous ?? null);
  return { ...remotes, [app]: { live: release, canary: null, previous } };
}

/**
 * The remotes with `release` as `app`'s canary for `percent` of browsers; the live release stays.
 * @param {Record<string, RemoteEntry>} remotes
 * @param {string} app
 * @param {Release} release
 * @param {number} percent
 * @returns {Record<string, RemoteEntry>}
 */
export function withCanary(remotes, app, release, percent) {
  const current = remotes[app];
  if (!current)
    throw new Error(
      `${app} has no live release to stand beside a canary: deploy it live first (without --canary).`,
    );
  return { ...remotes, [app]: { ...current, canary: { ...release, percent } } };
}

/**
 * The remotes with `app` back on its previous live release, and no canary.
 * @param {Record<string, RemoteEntry>} remotes
 * @param {string} app
 * @returns {Record<string, RemoteEntry>}
 */
export function rolledBack(remotes, app) {
  const current = remotes[app];
  if (!current) throw new Error(`${app} is not in this registry.`);
  if (!current.previous)
    throw new Error(
      `${app} has no earlier release to go back to (${current.live.version} is live).`,
    );
  return { ...remotes, [app]: { live: current.previous, canary: null, previous: null } };
}

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
 * A rollback of `app`: its canary withdrawn when it has one (the live release stays, for every
 * browser), else its previous live release live again.
 * @param {Record<string, RemoteEntry>} remotes
 * @param {string} app
 * @returns {{ remotes: Record<string, RemoteEntry>, summary: string }}
 */
export function rolledBack(remotes, app) {
  const current = remotes[app];
  if (!current) throw new Error(`${app} is not in this registry.`);
  if (current.canary)
    return {
      remotes: { ...remotes, [app]: { ...current, canary: null } },
      summary: `${app} canary ${current.canary.version} withdrawn; ${current.live.version} stays live`,
    };
  if (!current.previous)
    throw new Error(
      `${app} has no earlier release to go back to (${current.live.version} is live).`,
    );
  return {
    remotes: { ...remotes, [app]: { live: current.previous, canary: null, previous: null } },
    summary: `${app} rolled back to ${current.previous.version}`,
  };
}

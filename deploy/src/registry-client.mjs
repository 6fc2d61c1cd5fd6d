// @ts-check

/**
 * The registry's own types, from the API's contract (domain's zod schemas).
 * @typedef {import('zod').infer<typeof import('@dakiya/domain/schemas').releaseSchema>} Release
 * @typedef {import('zod').infer<typeof import('@dakiya/domain/schemas').remoteEntrySchema>} RemoteEntry
 * @typedef {import('zod').infer<typeof import('@dakiya/domain/schemas').registrySchema>} Registry
 */

/** Another deploy (or a rollback) wrote the registry after this one read it: nothing changed. */
export class RegistryMovedError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'RegistryMovedError';
  }
}

/**
 * @param {string} registryUrl the registry's root (…/registry)
 * @param {string} env
 */
const envUrl = (registryUrl, env) => `${registryUrl.replace(/\/$/, '')}/${env}/`;

/**
 * An environment's registry as it is now (never from a cache: a deploy changes what it read).
 * @param {string} registryUrl
 * @param {string} env
 * @returns {Promise<Registry>}
 */
export async function readRegistry(registryUrl, env) {
  const response = await fetch(envUrl(registryUrl, env), { cache: 'no-store' });
  if (!response.ok) throw new Error(`The registry answered ${response.status} to a read`);
  return /** @type {Promise<Registry>} */ (response.json());
}

/**
 * Writes the remotes over the revision read (If-Match). A 412 is a RegistryMovedError: another
 * change came first, and this one wrote nothing.
 * @param {{ registryUrl: string, env: string, token: string }} target
 * @param {Registry} read the registry as read before the change
 * @param {{ remotes: Record<string, RemoteEntry>, actor: string, source: string, summary: string }} change
 * @returns {Promise<Registry>}
 */
export async function writeRegistry({ registryUrl, env, token }, read, change) {
  const response = await fetch(envUrl(registryUrl, env), {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'if-match': `"${read.revision}"`,
    },
    body: JSON.stringify(change),
  });
  if (response.status === 412)
    throw new RegistryMovedError(
      `Another deploy or a rollback changed ${env}'s registry after this one read it (revision ${read.revision}): nothing was switched. Run the command again.`,
    );
  if (!response.ok) {
    const { message } = /** @type {{ message?: string }} */ (
      await response.json().catch(() => ({}))
    );
    throw new Error(`The registry refused the change (${response.status}): ${message ?? ''}`);
  }
  return /** @type {Promise<Registry>} */ (response.json());
}

/**
 * The registry's latest changes, newest first (the deploy token's holders only).
 * @param {{ registryUrl: string, env: string, token: string }} target
 * @returns {Promise<Array<{ revision: number, actor: string, source: string, summary: string, at: string }>>}
 */
export async function readChanges({ registryUrl, env, token }) {
  const response = await fetch(`${envUrl(registryUrl, env)}changes/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`The registry answered ${response.status} to its changes`);
  return /** @type {{ changes: any[] }} */ (await response.json()).changes;
}

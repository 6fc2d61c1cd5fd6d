// @ts-check
import os from 'node:os';
import path from 'node:path';
import { DEVELOPMENT_DEPLOY_TOKEN, readEnvironment } from '@dakiya/environment';
import { apiUrl, cdnUrl, shellUrl } from '@dakiya/local-system';
import { folderStore, s3Store } from './stores.mjs';

/**
 * What a deploy talks to, from the environment (docs/operations.md, "Deploying remotes"): the
 * registry and its token, the store uploads go to, the live shell the gate checks against, and
 * who deploys.
 * @param {import('@dakiya/environment').Variables} [variables]
 */
export function deploySettings(variables) {
  const env = readEnvironment('deploy', variables);
  // A registry elsewhere than the local API is a real environment: nothing of it is guessed
  // from this machine (its shell, where browsers fetch uploads, its token).
  if (env.DEPLOY_REGISTRY_URL) {
    const missing = ['DEPLOY_TOKEN', 'DEPLOY_SHELL_URL', 'DEPLOY_PUBLIC_URL'].filter(
      (name) =>
        !env[/** @type {'DEPLOY_TOKEN' | 'DEPLOY_SHELL_URL' | 'DEPLOY_PUBLIC_URL'} */ (name)],
    );
    if (missing.length > 0)
      throw new Error(
        `DEPLOY_REGISTRY_URL names a registry other than the local one: set ${missing.join(', ')} for that environment too.`,
      );
  }
  const publicUrl = env.DEPLOY_PUBLIC_URL ?? cdnUrl();
  /** @type {import('./stores.mjs').Store} */
  let store;
  if (env.DEPLOY_STORE === 's3') {
    const { DEPLOY_S3_BUCKET, DEPLOY_S3_ENDPOINT, DEPLOY_S3_REGION } = env;
    const { DEPLOY_S3_ACCESS_KEY_ID, DEPLOY_S3_SECRET_ACCESS_KEY } = env;
    if (
      !DEPLOY_S3_BUCKET ||
      !DEPLOY_S3_ENDPOINT ||
      !DEPLOY_S3_REGION ||
      !DEPLOY_S3_ACCESS_KEY_ID ||
      !DEPLOY_S3_SECRET_ACCESS_KEY ||
      !env.DEPLOY_PUBLIC_URL
    )
      throw new Error(
        'DEPLOY_STORE=s3 needs DEPLOY_S3_BUCKET, DEPLOY_S3_ENDPOINT, DEPLOY_S3_REGION, DEPLOY_S3_ACCESS_KEY_ID, DEPLOY_S3_SECRET_ACCESS_KEY and DEPLOY_PUBLIC_URL (where browsers fetch the bucket).',
      );
    store = s3Store({
      s3: {
        bucket: DEPLOY_S3_BUCKET,
        endpoint: DEPLOY_S3_ENDPOINT,
        region: DEPLOY_S3_REGION,
        accessKeyId: DEPLOY_S3_ACCESS_KEY_ID,
        secretAccessKey: DEPLOY_S3_SECRET_ACCESS_KEY,
      },
      publicUrl,
    });
  } else {
    // A relative folder is where npm was run from (npm runs the command in the app's folder).
    const dir = path.resolve(env.INIT_CWD ?? process.cwd(), env.DEPLOY_DIR);
    store = folderStore({ dir, publicUrl });
  }
  return {
    registryUrl: env.DEPLOY_REGISTRY_URL ?? apiUrl('/registry'),
    token: env.DEPLOY_TOKEN ?? DEVELOPMENT_DEPLOY_TOKEN,
    store,
    shellUrl: env.DEPLOY_SHELL_URL ?? shellUrl(),
    actor: env.DEPLOY_ACTOR ?? env.USER ?? os.userInfo().username,
  };
}

// @ts-check
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '@dakiya/local-system';
import { contentVersion } from './content-version.mjs';
import {
  contractProblems,
  contractTypeProblems,
  originProblems,
  releaseProblems,
  sharedProblems,
} from './gate.mjs';
import { RegistryMovedError, readRegistry, writeRegistry } from './registry-client.mjs';
import { withCanary, withLive } from './releases.mjs';

/** The gate refused the deploy: nothing was uploaded as live, nothing switched. */
export class GateRefusal extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`Refused by the compatibility gate:\n- ${problems.join('\n- ')}`);
    this.name = 'GateRefusal';
    this.problems = problems;
  }
}

/**
 * @param {string} file
 * @returns {any}
 */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * A JSON file of the live shell.
 * @param {string} url
 * @returns {Promise<any>}
 */
async function fetchJson(url) {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The route prefixes each remote owns (the shell's route-owners.json, their one list). */
const routeOwners = () =>
  /** @type {Record<string, string[]>} */ (
    readJson(path.join(REPO_ROOT, 'shell', 'src', 'features', 'routing', 'route-owners.json'))
  );

/**
 * @typedef {object} DeployOptions
 * @property {string} app the remote's federation name (account_app)
 * @property {string} appDir its folder in the repository
 * @property {string} env
 * @property {number | null} canary a percentage of browsers, or null: live for all
 * @property {string | null} from a built dist to deploy instead of building one
 * @property {number | null} [ifRevision] switch only if the registry is still at this revision
 *   (what the pipeline planned against); null: over whatever revision is read just before
 * @property {string} source what the deploy is made from (a commit, a pipeline)
 * @property {ReturnType<typeof import('./settings.mjs').deploySettings>} settings
 * @property {(line: string) => void} [say]
 */

/**
 * One remote's deploy: build (unless given a build), upload to /<app>/<version>/ (immutable),
 * check it against the live shell, and only then switch the environment's registry to it, live
 * or as a canary, over the revision read (a racing deploy makes this one a RegistryMovedError).
 * @param {DeployOptions} options
 */
export async function deployRemote(options) {
  const { from } = options;
  if (from) return deployBuild(options, from);
  // A build of its own, beside the app's dist/ (which a dev server or a test may be serving).
  const dist = mkdtempSync(path.join(os.tmpdir(), `dakiya-${path.basename(options.appDir)}-`));
  try {
    options.say?.(`Building ${options.app}…`);
    // The app's build extracts and compiles its texts first: a text without Hindi fails it.
    const build = spawnSync('npm', ['run', 'build', '--', '--output-path', dist], {
      cwd: options.appDir,
      stdio: 'inherit',
    });
    if (build.status !== 0)
      throw new Error(`The build of ${options.app} failed: nothing was deployed.`);
    return await deployBuild(options, dist);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

/**
 * @param {DeployOptions} options
 * @param {string} dist the build to deploy
 */
async function deployBuild(options, dist) {
  const { app, appDir, env, canary, source, settings } = options;
  const say = options.say ?? (() => {});
  const version = contentVersion(dist);
  const base = settings.store.baseUrl(app, version);
  say(`${app} ${version}: checking it against the live shell (${settings.shellUrl})…`);
  const [shellManifest, shellRelease, shellConfig] = await Promise.all([
    fetchJson(`${settings.shellUrl}/mf-manifest.json`),
    fetchJson(`${settings.shellUrl}/release.json`),
    fetchJson(`${settings.shellUrl}/config.json`),
  ]);
  const built = readJson(path.join(dist, 'release.json'));
  const problems = [
    ...releaseProblems(built, app, canary),
    ...originProblems(base, shellConfig),
    ...sharedProblems(readJson(path.join(dist, 'mf-manifest.json')), shellManifest, app),
    ...contractProblems(built, shellRelease, app),
    // The types of the source this deploy built (a build given with --from was checked where
    // it was made; its release.json says which contract it implements).
    ...(options.from ? [] : contractTypeProblems(appDir)),
  ];
  if (problems.length > 0) throw new GateRefusal(problems);

  const { uploaded } = await settings.store.upload(app, version, dist);
  say(uploaded ? `Uploaded to ${base}` : `Already uploaded at ${base}`);
  // Browsers fetch it from there: it must answer before the registry sends them.
  const served = await fetch(`${base}mf-manifest.json`, { cache: 'no-store' }).catch(() => null);
  if (!served?.ok)
    throw new Error(
      `${base}mf-manifest.json is not served (${served ? served.status : 'no answer'}): is the CDN (DEPLOY_PUBLIC_URL) up? Nothing was switched.`,
    );

  const read = await readRegistry(settings.registryUrl, env);
  const planned = options.ifRevision ?? null;
  if (planned !== null && read.revision !== planned)
    throw new RegistryMovedError(
      `${env}'s registry is at revision ${read.revision}, not ${planned} as planned: another deploy or a rollback came first, and nothing was switched. Look again (npm run deploy:status -- --env ${env}) and retry.`,
    );
  const routes = routeOwners()[app] ?? read.remotes[app]?.live.routes ?? [];
  const release = { version, manifest: `${base}mf-manifest.json`, routes };
  const remotes =
    canary === null
      ? withLive(read.remotes, app, release)
      : withCanary(read.remotes, app, release, canary);
  const summary =
    canary === null ? `${app} ${version} live` : `${app} ${version} canary at ${canary} %`;
  const written = await writeRegistry(
    { registryUrl: settings.registryUrl, env, token: settings.token },
    read,
    { remotes, actor: settings.actor, source, summary },
  );
  say(`${summary} in ${env} (registry revision ${written.revision}).`);
  return { version, release, registry: written };
}

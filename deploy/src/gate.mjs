// @ts-check
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { REPO_ROOT } from '@dakiya/local-system';

/**
 * The packages a remote must share with the shell, one copy each: React, React DOM and
 * @dakiya/shared (which carries the router, Redux, React-Redux and RTK Query, so their versions
 * are its version's).
 */
export const SINGLETON_PACKAGES = ['react', 'react-dom', '@dakiya/shared'];

/**
 * The package a shared module belongs to ('react-dom/client' -> 'react-dom').
 * @param {string} name
 */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * @typedef {{ name: string, version?: string, requiredVersion?: string | false }} SharedModule
 * @typedef {{ shared: SharedModule[] }} FederationManifest
 * @typedef {{ name: string, contract: number, carried?: Record<string, string>, faultInjection?: string }} Release
 */

/**
 * What keeps a remote from running in the live shell, from the two builds' mf-manifest.json:
 * every version range the remote asks of a singleton that the shell's copy does not meet.
 * Each problem says what to do.
 * @param {FederationManifest} remote
 * @param {FederationManifest} shell
 * @param {string} app
 * @returns {string[]}
 */
export function sharedProblems(remote, shell, app) {
  /** @type {Map<string, string>} */
  const provided = new Map();
  for (const module of shell.shared)
    if (module.version) provided.set(packageOf(module.name), module.version);
  const problems = new Set();
  for (const module of remote.shared) {
    const pkg = packageOf(module.name);
    if (!SINGLETON_PACKAGES.includes(pkg) || !module.requiredVersion) continue;
    const shellVersion = provided.get(pkg);
    if (!shellVersion)
      problems.add(
        `${app} shares ${pkg}, which the live shell does not provide: deploy a shell that shares it first.`,
      );
    else if (!semver.satisfies(shellVersion, module.requiredVersion))
      problems.add(
        `${app} needs ${pkg} ${module.requiredVersion}, but the live shell provides ${shellVersion}: build ${app} against ${pkg} ${shellVersion}, or deploy a shell with a fitting ${pkg} first.`,
      );
  }
  return [...problems];
}

/**
 * The build must be this remote's, and a rehearsal build (one made to fail, DAKIYA_FAULT_INJECTION)
 * goes out only as a canary, never live for every browser.
 * @param {Release} built its release.json
 * @param {string} app
 * @param {number | null} canary
 * @returns {string[]}
 */
export function releaseProblems(built, app, canary) {
  const problems = [];
  if (built.name !== app)
    problems.push(
      `This build is ${built.name}'s, not ${app}'s: deploy it from its own folder (npm run deploy -w <its folder>).`,
    );
  if (built.faultInjection && built.faultInjection !== 'none' && canary === null)
    problems.push(
      `This build was made to fail (DAKIYA_FAULT_INJECTION=${built.faultInjection}): it may go out only as a canary (--canary <percent>), to rehearse a rollback.`,
    );
  return problems;
}

/**
 * Browsers may load the remote from where it is uploaded only if the live shell's CSP allows that
 * origin (its config.json `remoteOrigins`).
 * @param {string} base where the build will be served
 * @param {{ remoteOrigins?: unknown }} shellConfig the live shell's config.json
 * @returns {string[]}
 */
export function originProblems(base, shellConfig) {
  const origin = new URL(base).origin;
  const allowed = Array.isArray(shellConfig.remoteOrigins) ? shellConfig.remoteOrigins : [];
  if (
    allowed.some(
      (url) => typeof url === 'string' && URL.canParse(url) && new URL(url).origin === origin,
    )
  )
    return [];
  return [
    `The live shell's CSP does not allow ${origin}, where this build would be served: add it to the shell's config.json remoteOrigins (DAKIYA_REMOTE_ORIGINS), or upload where it allows (DEPLOY_PUBLIC_URL).`,
  ];
}

/**
 * The remote's build and the live shell's must implement the same version of the contract the
 * shell calls `./App` with, and have been built with the same majors of what @dakiya/shared
 * carries (the router, Redux, React-Redux, RTK: the remote runs in the shell's copies). Both
 * are in the release.json every build writes.
 * @param {Release} remote
 * @param {Release} shell
 * @param {string} app
 * @returns {string[]}
 */
export function contractProblems(remote, shell, app) {
  const problems = [];
  if (remote.contract !== shell.contract)
    problems.push(
      `${app} was built for contract ${remote.contract} of the shell's ./App call, but the live shell speaks contract ${shell.contract}: ${remote.contract > shell.contract ? 'deploy the new shell first' : `update ${app} to contract ${shell.contract}`}.`,
    );
  for (const [pkg, shellVersion] of Object.entries(shell.carried ?? {})) {
    const built = remote.carried?.[pkg];
    if (built && semver.major(built) !== semver.major(shellVersion))
      problems.push(
        `${app} was built with ${pkg} ${built}, but the live shell's @dakiya/shared carries ${pkg} ${shellVersion}, which ${app} runs with: build ${app} from the shell's @dakiya/shared (${pkg} ${semver.major(shellVersion)}.x), or deploy a shell with ${pkg} ${semver.major(built)}.x first.`,
      );
  }
  return problems;
}

/**
 * Type-checks the remote's exposed `./App` against the contract (`RemoteApp`, in @dakiya/shared):
 * tsc over the app's remote-contract.check.ts and what it imports. Its errors, or none.
 * @param {string} appDir the remote's folder in the repository
 * @returns {string[]}
 */
export function contractTypeProblems(appDir) {
  const dir = mkdtempSync(path.join(REPO_ROOT, '.contract-check-'));
  try {
    const config = path.join(dir, 'tsconfig.json');
    writeFileSync(
      config,
      JSON.stringify({
        extends: path.join(REPO_ROOT, 'tsconfig.json'),
        include: [path.join(REPO_ROOT, 'types')],
        files: [path.join(appDir, 'src', 'app', 'remote-contract.check.ts')],
      }),
    );
    const tsc = spawnSync(
      process.execPath,
      [path.join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', config],
      { encoding: 'utf8' },
    );
    if (tsc.status === 0) return [];
    return [
      `${path.basename(appDir)}'s ./App does not fit the contract the shell calls it with (fix these, then deploy again):\n${tsc.stdout}${tsc.stderr}`.trim(),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

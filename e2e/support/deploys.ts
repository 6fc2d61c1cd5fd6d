import { execFile } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PORTS, REPO_ROOT, cdnUrl, registryUrl } from '@dakiya/local-system';
import { startNginx } from '@dakiya/cluster';
import { childEnvironment } from '@dakiya/environment';

// What a feature team runs to ship its remote alone (docs/deploying-remotes.md), run here as it
// would be from a terminal: the deploy tool's commands against the e2e API's registry, uploads
// into a folder Debian's nginx serves on the CDN port.

/** The folder the e2e deploys upload into (DEPLOY_DIR), served by nginx. */
export const DEPLOY_DIR = mkdtempSync(path.join(os.tmpdir(), 'dakiya-e2e-deploys-'));
// Readable by nginx's workers, as a folder a web server serves is.
chmodSync(DEPLOY_DIR, 0o755);

/** nginx serving DEPLOY_DIR on CDN_PORT, as `npm run start:cluster` serves `.deploy/`. */
export async function startCdn() {
  return startNginx({ root: DEPLOY_DIR, port: PORTS.cdn });
}

interface CommandResult {
  code: number;
  output: string;
}

/**
 * `npm run <script> -w <workspace> -- <args>` in the repository, with the deploy variables of
 * these tests; resolves with its exit code and everything it printed.
 */
function npmRun(
  script: string,
  workspace: string | null,
  args: string[],
  env: Record<string, string> = {},
): Promise<CommandResult> {
  const npmArgs = ['run', script, ...(workspace ? ['-w', workspace] : []), '--', ...args];
  return new Promise((resolve) => {
    execFile(
      'npm',
      npmArgs,
      {
        cwd: REPO_ROOT,
        maxBuffer: 64 * 1024 * 1024,
        env: childEnvironment({
          DEPLOY_DIR,
          DEPLOY_PUBLIC_URL: cdnUrl(),
          DEPLOY_ACTOR: 'e2e feature team',
          ...env,
        }),
      },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          output: `${stdout}${stderr}`,
        }),
    );
  });
}

/** `npm run deploy -w account-app -- --env <env> ...` */
export function deployAccountApp(
  env: string,
  args: string[] = [],
  variables: Record<string, string> = {},
): Promise<CommandResult> {
  return npmRun('deploy', 'account-app', ['--env', env, ...args], variables);
}

/** `npm run rollback -w account-app -- --env <env>` */
export function rollBackAccountApp(env: string): Promise<CommandResult> {
  return npmRun('rollback', 'account-app', ['--env', env]);
}

/** `npm run deploy:status -- --env <env>` */
export function deployStatus(env: string): Promise<CommandResult> {
  return npmRun('deploy:status', null, ['--env', env]);
}

export interface Registry {
  revision: number;
  remotes: Record<
    string,
    { live: { version: string }; canary: { version: string; percent: number } | null }
  >;
}

/** The environment's registry as the API has it now. */
export async function readRegistry(env: string): Promise<Registry> {
  const response = await fetch(registryUrl(env), { cache: 'no-store' });
  return (await response.json()) as Registry;
}

/** The part of a build's mf-manifest.json the tests change. */
interface FederationManifest {
  shared: Array<{ name: string; requiredVersion?: string }>;
}

/** The account-app build the e2e run serves (npm run build made it). */
export const ACCOUNT_APP_BUILD = path.join(REPO_ROOT, 'account-app', 'dist');

/**
 * A copy of a build with some of its texts changed in its scripts, as a rebuild with those
 * texts edited would give (its precompressed copies made again: nginx sends the .gz files as
 * they are). `manifest` edits its mf-manifest.json.
 */
export function changedBuild(
  from: string,
  {
    texts = {},
    manifest,
  }: { texts?: Record<string, string>; manifest?: (json: FederationManifest) => void },
): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-e2e-build-'));
  cpSync(from, dir, { recursive: true });
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(dir, file);
    const before = readFileSync(full, 'utf8');
    let after = before;
    for (const [text, replacement] of Object.entries(texts))
      after = after.split(text).join(replacement);
    if (after === before) continue;
    writeFileSync(full, after);
    writeFileSync(`${full}.gz`, gzipSync(after));
    rmSync(`${full}.br`, { force: true });
  }
  if (manifest) {
    const file = path.join(dir, 'mf-manifest.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
    manifest(json);
    writeFileSync(file, JSON.stringify(json));
  }
  return dir;
}

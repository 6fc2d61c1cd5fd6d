// @ts-check
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_APPS } from '@dakiya/local-system';
import { RegistryMovedError } from './registry-client.mjs';
import { GateRefusal } from './deploy.mjs';

/** An environment's name, as the registry takes it (domain's registry schema). */
const ENV_NAME = /^[a-z][a-z0-9_-]{0,39}$/;

/** Exit codes a pipeline can tell apart. */
export const EXIT = { refused: 3, raced: 4, failed: 1 };

/**
 * The remote whose folder the command runs in (`npm run deploy -w account-app` runs there).
 * @param {string} cwd
 */
export function remoteAt(cwd) {
  const dir = path.basename(cwd);
  const app = REMOTE_APPS.find((remote) => remote.dir === dir);
  if (!app)
    throw new Error(
      `Run this in a remote's workspace: npm run deploy -w <${REMOTE_APPS.map((a) => a.dir).join('|')}> -- --env <name>`,
    );
  return { app: app.name, appDir: cwd };
}

/** What the deploy is made from: the commit, and whether the tree had changes beside it. */
export function gitSource() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  const dirty = spawnSync('git', ['status', '--porcelain'], { encoding: 'utf8' });
  if (head.status !== 0) return 'a working tree without git';
  return `commit ${head.stdout.trim()}${dirty.stdout.trim() ? ' with local changes' : ''}`;
}

/**
 * The command's string options; --env is required.
 * @param {string[]} names the options beside --env
 * @returns {{ env: string } & Record<string, string | undefined>}
 */
export function commandOptions(names) {
  const { values } = parseArgs({
    options: Object.fromEntries(
      ['env', ...names].map((name) => [name, { type: /** @type {const} */ ('string') }]),
    ),
  });
  const env = values.env;
  if (typeof env !== 'string' || !env)
    throw new Error('Name the environment: --env <name> (e.g. --env local)');
  if (!ENV_NAME.test(env))
    throw new Error(
      `--env ${env}: an environment's name is lowercase letters, digits, - and _ (e.g. production)`,
    );
  return { ...values, env };
}

/**
 * Runs a command, saying its failure in a line and exiting with a code a pipeline can read:
 * 3 refused by the gate, 4 another deploy came first (run it again), 1 anything else.
 * @param {() => Promise<void>} command
 */
export async function runCommand(command) {
  try {
    await command();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n${message}\n`);
    process.exit(
      error instanceof GateRefusal
        ? EXIT.refused
        : error instanceof RegistryMovedError
          ? EXIT.raced
          : EXIT.failed,
    );
  }
}

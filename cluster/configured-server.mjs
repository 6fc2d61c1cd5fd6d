// @ts-check
// A Debian server program (HAProxy, nginx) run from a configuration of our own in a throwaway
// folder, in the foreground as our child, on loopback.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { spawnServer, stopServer } from './child-process.mjs';
import { waitForPort } from './ports.mjs';

/**
 * @typedef {object} RunningServer
 * @property {string} url
 * @property {import('./child-process.mjs').ServerProcess} server
 * @property {() => Promise<void>} stop
 * @property {() => void} killNow For an exit handler: kill at once, synchronously.
 */

/**
 * Waits until `server`, just spawned, listens on `port`. If it exits first, it is killed, `cleanUp`
 * runs, and the error carries its last lines.
 * @param {import('./child-process.mjs').ServerProcess} server
 * @param {number} port
 * @param {string} label how the error names it
 * @param {() => void} cleanUp
 */
export async function untilListening(server, port, label, cleanUp) {
  try {
    await Promise.race([
      waitForPort(port),
      server.exited.then(() => {
        throw new Error(`${label} stopped at start:\n${server.recent.join('\n')}`);
      }),
    ]);
  } catch (error) {
    server.signal('SIGKILL');
    cleanUp();
    throw error;
  }
}

/**
 * Starts `program` with the configuration `config` (written to `file` in a new folder, which
 * `config` may use for its own files), after the program's own check of it; resolves once it
 * listens on `port`.
 * @param {object} options
 * @param {string} options.program
 * @param {string} options.label its name in messages ('HAProxy')
 * @param {string} options.aptPackage the Debian package that installs it
 * @param {string} options.file the configuration's file name
 * @param {(dir: string) => string} options.config
 * @param {(file: string, dir: string) => string[]} options.checkArgs
 * @param {(file: string, dir: string) => string[]} options.runArgs in the foreground
 * @param {number} options.port
 * @returns {Promise<RunningServer>}
 */
export async function startConfiguredServer(options) {
  const { program, label, aptPackage, port } = options;
  if (!existsSync(program))
    throw new Error(
      `${label} is not installed at ${program}. Install it with: sudo apt-get install -y ${aptPackage}`,
    );
  const dir = mkdtempSync(path.join(os.tmpdir(), `dakiya-${aptPackage}-`));
  const file = path.join(dir, options.file);
  writeFileSync(file, options.config(dir));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const check = spawnSync(program, options.checkArgs(file, dir), { encoding: 'utf8' });
  if (check.status !== 0) {
    removeDir();
    throw new Error(`${label} refused its configuration:\n${check.stdout}${check.stderr}`);
  }
  const server = spawnServer(program, options.runArgs(file, dir));
  await untilListening(server, port, label, removeDir);
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    stop: async () => {
      await stopServer(server, 2000);
      removeDir();
    },
    killNow: () => {
      server.signal('SIGKILL');
      removeDir();
    },
  };
}

// @ts-check
// A server child process in its own process group (so a signal reaches everything beneath it),
// its last output lines kept for when it fails.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { childEnvironment } from '@dakiya/environment';

const KEEP_LINES = 60;

/** @typedef {{ code: number | null, signal: NodeJS.Signals | null }} ServerExit */

/**
 * @typedef {object} ServerProcess
 * @property {import('node:child_process').ChildProcess} child
 * @property {string[]} recent Its last output lines.
 * @property {Promise<ServerExit>} exited
 * @property {boolean} running
 * @property {(name: NodeJS.Signals) => boolean} signal Sends `name` to the child's whole process
 *   group; false when it is gone already.
 */

/**
 * Spawns `command` detached with piped output; `onLine(line)` sees every line. Returns the child
 * with `recent` (last lines), `exited` (a promise of {code, signal}), `signal(name)` to the group.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, onLine?: (line: string) => void }} [options]
 * @returns {ServerProcess}
 */
export function spawnServer(command, args, { env, cwd, onLine } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: childEnvironment(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  /** @type {string[]} */
  const recent = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      recent.push(line);
      if (recent.length > KEEP_LINES) recent.shift();
      onLine?.(line);
    });
  }
  let done = false;
  /** @type {Promise<ServerExit>} */
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      done = true;
      resolve({ code, signal });
    });
    child.on('error', (error) => {
      done = true;
      recent.push(String(error));
      resolve({ code: 1, signal: null });
    });
  });
  return {
    child,
    recent,
    exited,
    get running() {
      return !done;
    },
    /** Sends `name` to the child's whole process group; false when it is gone already. */
    signal(name) {
      if (done || child.pid === undefined) return false;
      try {
        process.kill(-child.pid, name);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * SIGTERM, then SIGKILL after `graceMs` if it is still there; resolves when it has exited.
 * @param {ServerProcess} server
 */
export async function stopServer(server, graceMs = 4000) {
  if (!server.signal('SIGTERM')) return;
  const timer = setTimeout(() => server.signal('SIGKILL'), graceMs);
  await server.exited;
  clearTimeout(timer);
}

const LOG_NOISE = /wait until bundle finished|^\s*$|webpack.*compiled|\[webpack-dev-server\]/i;
const LOG_TROUBLE = /error|failed|cannot|EADDRINUSE|exception/i;

/**
 * Whether a server's output line is worth showing while the local system runs quietly: errors,
 * not the dev servers' progress lines.
 * @param {string} line
 */
export function isTroubleLine(line) {
  return !LOG_NOISE.test(line) && LOG_TROUBLE.test(line);
}

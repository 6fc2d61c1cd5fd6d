// @ts-check
// A throwaway Redis (Debian's redis-server) on loopback: no persistence, its folder temporary.
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readEnvironment } from '@dakiya/environment';
import { spawnServer, stopServer } from './child-process.mjs';
import { freePort, waitForPort } from './ports.mjs';
import { untilListening } from './configured-server.mjs';

export const { REDIS_SERVER } = readEnvironment('tools');

/**
 * @typedef {object} RunningRedis
 * @property {string} url
 * @property {number} port
 * @property {import('./child-process.mjs').ServerProcess} server The redis-server running now.
 * @property {(downMs: number) => Promise<void>} crashAndRestart SIGKILL, then after `downMs` a
 *   new, empty Redis on the same port.
 * @property {() => Promise<void>} stop
 * @property {() => void} killNow For an exit handler: kill at once, synchronously.
 */

/**
 * Starts redis-server on `port` (default: a free one); resolves once it listens.
 * @param {{ port?: number }} [options]
 * @returns {Promise<RunningRedis>}
 */
export async function startRedis({ port } = {}) {
  if (!existsSync(REDIS_SERVER))
    throw new Error(
      `Redis is not installed at ${REDIS_SERVER}. Install it with: sudo apt-get install -y redis-server`,
    );
  const redisPort = port ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-redis-'));
  const spawn = () =>
    spawnServer(REDIS_SERVER, [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--protected-mode',
      'yes',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
    ]);
  let server = spawn();
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  await untilListening(server, redisPort, 'redis-server', removeDir);
  return {
    url: `redis://127.0.0.1:${redisPort}`,
    port: redisPort,
    get server() {
      return server;
    },
    /**
     * A crash and a restart: SIGKILL, then after `downMs` a new Redis on the same port, empty as
     * a Redis without persistence comes back.
     */
    crashAndRestart: async (downMs) => {
      server.signal('SIGKILL');
      await server.exited;
      await new Promise((resolve) => setTimeout(resolve, downMs));
      server = spawn();
      await waitForPort(redisPort);
    },
    stop: async () => {
      await stopServer(server, 2000);
      removeDir();
    },
    /** For an exit handler: kill at once, synchronously. */
    killNow: () => {
      server.signal('SIGKILL');
      removeDir();
    },
  };
}

// @ts-check
// The cluster on loopback: a throwaway PostgreSQL, Redis, N API processes and HAProxy in front
// of them on the API port. `npm run start:cluster` (scripts/start-cluster.mjs), the cluster
// tests (api/test/cluster) and the API benchmarks all start it through `startCluster`; the API
// tests on PostgreSQL or Redis start just those.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readEnvironment } from '@dakiya/environment';
import { PORTS, REPO_ROOT } from '@dakiya/local-system';
import { spawnServer, stopServer } from './child-process.mjs';
import { startHaproxy } from './haproxy.mjs';
import { freePort } from './ports.mjs';
import { startPostgres } from './postgres.mjs';
import { startRedis } from './redis.mjs';

export { isTroubleLine, spawnServer, stopServer } from './child-process.mjs';
export { PostgresMissingError, startPostgres } from './postgres.mjs';
export { startRedis } from './redis.mjs';
export { nginxConfig, startNginx } from './nginx.mjs';

const API_DIR = path.join(REPO_ROOT, 'api');
const START_TIMEOUT_MS = 90_000;

/**
 * @param {string} url
 * @param {import('./child-process.mjs').ServerProcess} server
 * @param {number} timeoutMs
 * @param {AbortSignal} [signal]
 */
async function waitForHealth(url, server, timeoutMs, signal) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    signal?.throwIfAborted();
    if (!server.running)
      throw new Error(`an API process stopped at start:\n${server.recent.join('\n')}`);
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline)
      throw new Error(`an API process did not answer ${url}/health:\n${server.recent.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * @typedef {object} ClusterOptions
 * @property {number} [processes] API processes (default `API_PROCESSES` or 3).
 * @property {boolean} [simulate] The driver simulator (default: SIMULATE_DRIVERS of this
 *   environment, else true; it runs in one process at a time).
 * @property {number} [apiPort] HAProxy's port (default: the API's port in local-system, `API_PORT`
 *   or 4000; 0 = a free one).
 * @property {number} [redisPort] Redis's port (default `REDIS_PORT` or a free one).
 * @property {Record<string, string>} [env] More environment for every API process (e.g.
 *   `{ AUTH_RATE_LIMIT: '30' }`).
 * @property {(line: string, index: number) => void} [onLog] Every output line of the API
 *   processes (default: error lines to stderr).
 * @property {AbortSignal} [signal] Cancels a start under way; what was started is stopped.
 */

/**
 * @typedef {object} Cluster
 * @property {string} apiUrl HAProxy.
 * @property {string[]} processUrls Each API process directly, by index.
 * @property {string} databaseUrl
 * @property {string} redisUrl
 * @property {(index: number) => Promise<void>} kill SIGKILL to API process `index` (0-based): a
 *   crash, with no goodbye; resolves once it has exited.
 * @property {(index: number) => Promise<void>} terminate SIGTERM to API process `index` (a
 *   deploy's stop); resolves once it has exited.
 * @property {(index: number) => Promise<void>} restart Starts API process `index` again on its
 *   port; resolves once it answers /health.
 * @property {(index: number) => boolean} running
 * @property {(downMs: number) => Promise<void>} crashRedis Redis crashes (SIGKILL) and comes back
 *   empty on its port `downMs` later.
 * @property {() => Promise<void>} restartPostgres PostgreSQL restarted (fast: sessions cut);
 *   resolves once it takes connections again.
 * @property {(index: number) => string[]} logs API process `index`'s last output lines.
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the cluster and resolves once HAProxy answers /health on `apiPort`. Everything it starts
 * goes with `stop()`, or with this process's exit.
 * @param {ClusterOptions} [options]
 * @returns {Promise<Cluster>}
 */
export async function startCluster(options = {}) {
  const tools = readEnvironment('tools');
  const api = readEnvironment('api');
  const count = options.processes ?? tools.API_PROCESSES;
  // `SIMULATE_DRIVERS=false npm run start:cluster`: real drivers only, as with `npm start`.
  const simulate = options.simulate ?? api.SIMULATE_DRIVERS ?? true;
  const apiPort = options.apiPort === 0 ? await freePort() : (options.apiPort ?? PORTS.api);
  /** @type {(line: string, index: number) => void} */
  const onLog =
    options.onLog ??
    ((line, index) => {
      if (/"level":(50|60)|error|exception/i.test(line))
        console.error(`  api${index + 1}: ${line}`);
    });

  /** @type {{ stop: () => Promise<void>, killNow: () => void }[]} */
  const cleanups = [];
  /** @type {{ server: import('./child-process.mjs').ServerProcess, url: string }[]} */
  const apis = [];
  /** @param {number} index */
  const apiProcess = (index) => {
    const found = apis[index];
    if (!found) throw new Error(`there is no API process ${index} (0-based, of ${count})`);
    return found;
  };
  let stopped = false;
  const killNow = () => {
    for (const api of apis) api?.server.signal('SIGKILL');
    for (const cleanup of [...cleanups].reverse()) cleanup.killNow();
  };
  process.on('exit', killNow);
  // A signal this process does not handle ends it without 'exit' handlers (a bench stopped by
  // `timeout`, say), which would leave the detached servers running: exit properly instead.
  for (const [name, code] of /** @type {const} */ ([
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ])) {
    if (process.listenerCount(name) === 0) process.once(name, () => process.exit(code));
  }

  const { signal } = options;
  try {
    signal?.throwIfAborted();
    // Skips by itself when the index file was built from the same inputs.
    spawnSync('npm', ['run', 'build:places', '-w', 'api'], { cwd: REPO_ROOT, stdio: 'ignore' });
    const postgres = await startPostgres();
    cleanups.push({ stop: async () => postgres.stop(), killNow: postgres.stop });
    signal?.throwIfAborted();
    const redis = await startRedis({
      port: options.redisPort ?? tools.REDIS_PORT,
    });
    cleanups.push(redis);
    signal?.throwIfAborted();
    const filesDir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-cluster-'));
    const removeFiles = () => rmSync(filesDir, { recursive: true, force: true });
    cleanups.push({ stop: async () => removeFiles(), killNow: removeFiles });

    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const env = {
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      // HAProxy connects from 127.0.0.1 and sets X-Forwarded-For to the client's address.
      TRUST_PROXY: '127.0.0.1',
      SIMULATE_DRIVERS: String(simulate),
      DATA_DIR: filesDir,
      IMAGE_DIR: path.join(filesDir, 'images'),
      LOG_LEVEL: api.LOG_LEVEL ?? 'warn',
      ...options.env,
    };
    /** @param {number} index */
    const spawnApi = (index) => {
      const server = spawnServer(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: API_DIR,
        env: { ...env, PORT: String(ports[index]), API_PROCESS_NAME: `api${index + 1}` },
        onLine: (line) => onLog(line, index),
      });
      apis[index] = { server, url: `http://127.0.0.1:${ports[index]}` };
      return apis[index];
    };
    // All together, as a deploy would: the migrations and the seeding take a lock of their own.
    for (let i = 0; i < count; i++) spawnApi(i);
    await Promise.all(
      apis.map((api) => waitForHealth(api.url, api.server, START_TIMEOUT_MS, signal)),
    );

    const haproxy = await startHaproxy({ port: apiPort, backends: ports });
    cleanups.push(haproxy);
    await waitForHealth(haproxy.url, haproxy.server, 10_000, signal);

    return {
      apiUrl: haproxy.url,
      processUrls: apis.map((api) => api.url),
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      kill: async (index) => {
        apiProcess(index).server.signal('SIGKILL');
        await apiProcess(index).server.exited;
      },
      terminate: async (index) => {
        await stopServer(apiProcess(index).server, 10_000);
      },
      restart: async (index) => {
        const restarted = spawnApi(index);
        await waitForHealth(restarted.url, restarted.server, START_TIMEOUT_MS);
      },
      running: (index) => apiProcess(index).server.running,
      crashRedis: (downMs) => redis.crashAndRestart(downMs),
      restartPostgres: () => postgres.restart(),
      logs: (index) => [...apiProcess(index).server.recent],
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await haproxy.stop();
        await Promise.all(apis.map(({ server }) => stopServer(server, 5000)));
        for (const cleanup of [...cleanups].reverse())
          if (cleanup !== haproxy) await cleanup.stop();
        process.off('exit', killNow);
      },
    };
  } catch (error) {
    killNow();
    process.off('exit', killNow);
    throw error;
  }
}

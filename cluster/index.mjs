// The cluster on loopback: a throwaway PostgreSQL, Redis, N API processes and HAProxy in front
// of them on the API port. `npm run start:cluster` (scripts/start-cluster.mjs), the cluster
// tests (api/test/cluster) and the API benchmark all start it through `startCluster`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PORTS } from '@dakiya/local-system';
import { spawnServer, stopServer } from './child-process.mjs';
import { startHaproxy } from './haproxy.mjs';
import { freePort } from './ports.mjs';
import { startPostgres } from './postgres.mjs';
import { startRedis } from './redis.mjs';

const API_DIR = path.resolve(import.meta.dirname, '..', '..', 'api');
const PLACE_INDEX = path.join(API_DIR, 'generated', 'place-index.bin');
const START_TIMEOUT_MS = 90_000;

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
 * Starts the cluster and resolves once HAProxy answers /health on `apiPort`.
 *
 * options:
 * - `processes`: API processes (default `API_PROCESSES` or 3)
 * - `simulate`: the driver simulator (default: SIMULATE_DRIVERS of this environment, else true;
 *   it runs in one process at a time)
 * - `apiPort`: HAProxy's port (default @dakiya/local-system's, `API_PORT`, 4000; 0 = a free one)
 * - `redisPort`: Redis's port (default `REDIS_PORT` or a free one)
 * - `env`: more environment for every API process (e.g. { AUTH_RATE_LIMIT: '30' })
 * - `onLog(line, index)`: every output line of the API processes (default: errors to stderr)
 * - `signal`: an AbortSignal that cancels a start under way (what was started is stopped)
 *
 * Returns { apiUrl, processUrls, databaseUrl, redisUrl, kill(i), restart(i), running(i),
 * logs(i), stop() }. Everything it starts goes with `stop()`, or with this process's exit.
 */
export async function startCluster(options = {}) {
  const count = options.processes ?? Number(process.env.API_PROCESSES ?? 3);
  // `SIMULATE_DRIVERS=false npm run start:cluster`: real drivers only, as with `npm start`.
  const simulate =
    options.simulate ??
    (process.env.SIMULATE_DRIVERS ? process.env.SIMULATE_DRIVERS === 'true' : true);
  const apiPort = options.apiPort === 0 ? await freePort() : (options.apiPort ?? PORTS.api);
  const onLog =
    options.onLog ??
    ((line, index) => {
      if (/"level":(50|60)|error|exception/i.test(line))
        console.error(`  api${index + 1}: ${line}`);
    });

  const cleanups = [];
  const apis = [];
  let stopped = false;
  const killNow = () => {
    for (const api of apis) api?.server.signal('SIGKILL');
    for (const cleanup of [...cleanups].reverse()) cleanup.killNow();
  };
  process.on('exit', killNow);
  // A signal this process does not handle ends it without 'exit' handlers (a bench stopped by
  // `timeout`, say), which would leave the detached servers running: exit properly instead.
  for (const [name, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    if (process.listenerCount(name) === 0) process.once(name, () => process.exit(code));
  }

  const { signal } = options;
  try {
    signal?.throwIfAborted();
    if (!existsSync(PLACE_INDEX))
      spawnSync('npm', ['run', 'build:places', '-w', 'api'], {
        cwd: path.dirname(API_DIR),
        stdio: 'ignore',
      });
    const postgres = await startPostgres();
    cleanups.push({ stop: async () => postgres.stop(), killNow: postgres.stop });
    signal?.throwIfAborted();
    const redis = await startRedis({
      port:
        options.redisPort ?? (process.env.REDIS_PORT ? Number(process.env.REDIS_PORT) : undefined),
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
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...options.env,
    };
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
      /** SIGKILL to API process `index` (0-based): a crash, with no goodbye. */
      kill: async (index) => {
        apis[index].server.signal('SIGKILL');
        await apis[index].server.exited;
      },
      /** SIGTERM to API process `index` (a deploy's stop); resolves once it has exited. */
      terminate: async (index) => {
        await stopServer(apis[index].server, 10_000);
      },
      /** Starts API process `index` again on its port; resolves once it answers /health. */
      restart: async (index) => {
        const api = spawnApi(index);
        await waitForHealth(api.url, api.server, START_TIMEOUT_MS);
      },
      running: (index) => apis[index].server.running,
      /** Redis crashes (SIGKILL) and comes back empty on its port `downMs` later. */
      crashRedis: (downMs) => redis.crashAndRestart(downMs),
      /** PostgreSQL restarted (fast: sessions cut); resolves once it takes connections again. */
      restartPostgres: () => postgres.restart(),
      logs: (index) => [...apis[index].server.recent],
      stop: async () => {
        if (stopped) return;
        stopped = true;
        const [haproxyCleanup, ...rest] = [...cleanups].reverse();
        await haproxyCleanup.stop();
        await Promise.all(apis.map((api) => stopServer(api.server, 5000)));
        for (const cleanup of rest) await cleanup.stop();
        process.off('exit', killNow);
      },
    };
  } catch (error) {
    killNow();
    process.off('exit', killNow);
    throw error;
  }
}

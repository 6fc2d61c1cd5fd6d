import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnvironment } from '@dakiya/environment';
import { HOST, PORTS, REPO_ROOT, readyUrl } from '@dakiya/local-system';
import { waitUntilUp } from '@dakiya/local-system/wait-until-up';

export { waitUntilUp };

/** A server process of the local system: how to start it and how to tell it is up. */
export interface LocalServer {
  name: string;
  /** A shell command, run in the repository's root. */
  command: string;
  env: Record<string, string>;
  /** Answers 200 once the server is ready. */
  readyUrl: string;
  timeoutMs: number;
}

/**
 * What e2e and bench run against: the production build as `npm run serve` serves it, and the
 * real API on a fresh embedded database, with its driver simulator and no auth rate limit
 * (a suite signs up more customers a minute than the limit lets one client).
 * Run `npm run build` first.
 */
export function productionSystem(): LocalServer[] {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-system-'));
  return [
    {
      name: 'the API',
      command: 'npm start -w api',
      env: {
        PORT: String(PORTS.api),
        HOST,
        DATA_DIR: dataDir,
        AUTH_RATE_LIMIT: '100000',
        PLACE_RATE_LIMIT: '100000',
        // A canary is judged after 2 loads: e2e's rehearsal of a rollback has two browsers on it.
        CANARY_MIN_LOADS: '2',
        NODE_ENV: 'test',
      },
      readyUrl: readyUrl('api'),
      timeoutMs: 60_000,
    },
    {
      name: 'the production build',
      command: 'node scripts/serve.mjs',
      env: {},
      readyUrl: readyUrl('shell'),
      timeoutMs: 30_000,
    },
  ];
}

/**
 * Starts productionSystem() and resolves once every server answers, with a function that stops
 * them all. (Playwright starts the same servers itself, from its config's `webServer`.)
 */
export async function startProductionSystem(): Promise<() => Promise<void>> {
  const servers = productionSystem();
  const children = servers.map((server) =>
    spawn(server.command, {
      cwd: REPO_ROOT,
      env: childEnvironment(server.env),
      shell: true,
      stdio: 'ignore',
      // Its own process group, so that stopping it also stops what npm started.
      detached: true,
    }),
  );
  const stop = async () => {
    for (const child of children) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  };
  try {
    for (const server of servers)
      await waitUntilUp([server.readyUrl], { timeoutMs: server.timeoutMs });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

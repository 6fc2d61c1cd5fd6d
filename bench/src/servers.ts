import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SHELL = 'http://127.0.0.1:3000';
export const API = 'http://127.0.0.1:4000';

async function waitFor(url: string, what: string) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start (${url})`);
}

/** The production build served as `npm run serve` does, and the real API on a fresh database. */
export async function startSystem(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-bench-'));
  const children: ChildProcess[] = [
    spawn('npm', ['start', '-w', 'api'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '4000', DATA_DIR: dataDir, AUTH_RATE_LIMIT: '100000' },
      stdio: 'ignore',
      detached: true,
    }),
    spawn(process.execPath, ['scripts/serve.mjs'], { cwd: ROOT, stdio: 'ignore', detached: true }),
  ];
  await waitFor(`${API}/health`, 'the API');
  await waitFor(`${SHELL}/remotes.json`, 'the static servers');
  return async () => {
    for (const child of children) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  };
}

// One API process on a throwaway PGlite folder (or a given PostgreSQL database), as the single-process benchmarks start it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localUrl } from '@dakiya/local-system';
import { waitUntilUp } from '@dakiya/test-kit/servers';
import { childEnvironment } from '@dakiya/environment';

export interface OneApiProcess {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts `src/main.ts` on `port` (Node flags in `nodeFlags`, the simulator as `simulate` says,
 * no rate limit on logins); resolves once /health answers.
 */
export async function startOneApiProcess(options: {
  port: number;
  simulate: boolean;
  nodeFlags?: string[];
  /** The process's own output shown (e.g. --trace-gc's lines). */
  showOutput?: boolean;
  /** A PostgreSQL database to use instead of the throwaway PGlite folder. */
  databaseUrl?: string;
}): Promise<OneApiProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-bench-'));
  const base = localUrl(options.port);
  const api = spawn(
    process.execPath,
    [...(options.nodeFlags ?? []), '--import', 'tsx', 'src/main.ts'],
    {
      cwd: path.join(import.meta.dirname, '..', '..'),
      env: childEnvironment({
        PORT: String(options.port),
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        REDIS_URL: '',
        SIMULATE_DRIVERS: String(options.simulate),
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        AUTH_RATE_LIMIT: '1000000',
      }),
      stdio: ['ignore', options.showOutput ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  const stop = async () => {
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp([`${base}/health`]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

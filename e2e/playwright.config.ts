import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

// The composed production build on the standard ports, against the real API on a fresh
// embedded database with its driver simulator, in Debian's Chromium.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-e2e-'));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:3000',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'npm start -w api',
      cwd: '..',
      url: 'http://127.0.0.1:4000/health',
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: '4000', DATA_DIR: dataDir, AUTH_RATE_LIMIT: '10000', NODE_ENV: 'test' },
    },
    {
      command: 'node scripts/serve.mjs',
      cwd: '..',
      url: 'http://127.0.0.1:3000/remotes.json',
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});

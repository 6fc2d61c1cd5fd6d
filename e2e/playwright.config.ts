import { defineConfig } from '@playwright/test';
import { REPO_ROOT, shellUrl } from '@dakiya/local-system';
import { chromiumLaunchOptions } from '@dakiya/test-kit/browser';
import { productionSystem } from '@dakiya/test-kit/servers';

// The composed production build on the local system's ports, against the real API on a fresh
// embedded database with its driver simulator, in Debian's Chromium.
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
    baseURL: shellUrl(),
    launchOptions: chromiumLaunchOptions(),
    // The service worker is tested on its own (service-worker.spec.ts); the other suites check the
    // app against the live network, with their fault injection on the page's own requests.
    serviceWorkers: 'block',
    // Recording a trace costs every test a tenth to a fifth of its time on two cores, also when
    // it passes and the trace is thrown away: `--trace retain-on-failure` turns it on to debug.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: productionSystem().map((server) => ({
    name: server.name,
    command: server.command,
    cwd: REPO_ROOT,
    url: server.readyUrl,
    env: server.env,
    timeout: server.timeoutMs,
    reuseExistingServer: false,
  })),
});

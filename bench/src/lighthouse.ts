import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { signUpAndLogIn } from '../../e2e/support/customer';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { SHELL } from './servers';

export interface LighthouseResult {
  route: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const DEBUG_PORT = 9333;

/**
 * Lighthouse 12's default mobile run (simulated slow 4G and 4x CPU slowdown), performance only,
 * in Debian's Chromium. A signed-in session is put into the profile first, and Lighthouse told
 * to keep it, so /send-courier is measured as a customer sees it.
 */
export async function runLighthouse(routes: string[]): Promise<LighthouseResult[]> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'dakiya-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    const { tokens, customer } = await signUpAndLogIn();
    const page = await context.newPage();
    await page.goto(`${SHELL}/remotes.json`);
    await page.evaluate(
      ([access, refresh, name]) => {
        localStorage.setItem('access', access!);
        localStorage.setItem('refresh', refresh!);
        localStorage.setItem('name', name!);
      },
      [tokens.access, tokens.refresh, `${customer.first_name} ${customer.last_name}`],
    );
    const results: LighthouseResult[] = [];
    for (const route of routes) {
      const runner = await lighthouse(SHELL + route, {
        port: DEBUG_PORT,
        onlyCategories: ['performance'],
        disableStorageReset: true,
        logLevel: 'error',
        output: 'json',
      });
      const lhr = runner!.lhr;
      results.push({
        route,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      });
    }
    return results;
  } finally {
    await context.close();
  }
}

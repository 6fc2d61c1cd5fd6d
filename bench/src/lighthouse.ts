import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { shellUrl } from '@dakiya/local-system';
import { SCREEN_READY_MARK } from '@dakiya/domain';
import { signUpCustomer } from '@dakiya/test-kit';
import { chromiumLaunchOptions, seedSessionInPage } from '@dakiya/test-kit/browser';

export interface LighthouseResult {
  route: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What the LCP was, as Lighthouse names the element. */
  lcpElement: string;
  /** The score of every run; the figures above are those of the median run. */
  runScores: number[];
  /** From navigation start to the screen's SCREEN_READY_MARK (median), and every run's. */
  readyMs: number;
  readyRunsMs: number[];
}

/**
 * Runs per page. One run's TBT swings widely on a 2-core machine (the page, Chromium and the
 * servers share it), so like Lighthouse's own docs advise we take the median of five.
 */
const RUNS = 5;

const DEBUG_PORT = 9333;

interface LcpElementDetails {
  items?: { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[];
}

interface UserTimingDetails {
  items?: { name?: string; startTime?: number; timingType?: string }[];
}

/**
 * When the screen accepted input: the mark the screen sets, under the same mobile throttling
 * applied to the page for real (Lighthouse's 'devtools' method). The simulated method of the
 * scored runs computes its own metrics only; a page's own marks it reports unthrottled.
 */
async function readyOnce(route: string): Promise<number> {
  const runner = await lighthouse(shellUrl(route), {
    port: DEBUG_PORT,
    onlyAudits: ['user-timings'],
    throttlingMethod: 'devtools',
    disableStorageReset: true,
    logLevel: 'error',
    output: 'json',
  });
  const items =
    (runner!.lhr.audits['user-timings']?.details as UserTimingDetails | undefined)?.items ?? [];
  const mark = items.find((item) => item.name === SCREEN_READY_MARK);
  return Math.round(mark?.startTime ?? NaN);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function runOnce(
  route: string,
): Promise<Omit<LighthouseResult, 'runScores' | 'readyMs' | 'readyRunsMs'>> {
  const runner = await lighthouse(shellUrl(route), {
    port: DEBUG_PORT,
    onlyCategories: ['performance'],
    disableStorageReset: true,
    logLevel: 'error',
    output: 'json',
  });
  const lhr = runner!.lhr;
  const lcpNode = (lhr.audits['largest-contentful-paint-element']?.details as LcpElementDetails)
    ?.items?.[0]?.items?.[0]?.node;
  return {
    route,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    lcpElement: lcpNode?.snippet?.startsWith('<img src="data:')
      ? 'splash logo (img)'
      : (lcpNode?.nodeLabel ?? '?'),
  };
}

/**
 * Lighthouse 12's default mobile run (simulated slow 4G and 4x CPU slowdown), performance only,
 * in Debian's Chromium. A signed-in session is put into the profile first, and Lighthouse told
 * to keep it, so /send-courier is measured as a customer sees it.
 */
export async function runLighthouse(routes: string[]): Promise<LighthouseResult[]> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'dakiya-lh-'));
  const context = await chromium.launchPersistentContext(
    profile,
    chromiumLaunchOptions([`--remote-debugging-port=${DEBUG_PORT}`]),
  );
  try {
    const page = await context.newPage();
    await page.goto(shellUrl('/remotes.json'));
    const customer = await signUpCustomer();
    // Before every run: arriving at /login signs the customer out (it clears the storage), and a
    // signed-out visitor's /send-courier is a redirect to /login, not the booking screen.
    const signedIn = async () => seedSessionInPage(page, customer);
    const results: LighthouseResult[] = [];
    for (const route of routes) {
      const runs: Omit<LighthouseResult, 'runScores' | 'readyMs' | 'readyRunsMs'>[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        await signedIn();
        runs.push(await runOnce(route));
      }
      const byScore = [...runs].sort((a, b) => a.performance - b.performance);
      const middle = byScore[Math.floor(RUNS / 2)]!;
      const readyRunsMs: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        await signedIn();
        readyRunsMs.push(await readyOnce(route));
      }
      results.push({
        ...middle,
        runScores: runs.map((run) => run.performance),
        readyMs: median(readyRunsMs),
        readyRunsMs,
      });
    }
    return results;
  } finally {
    await context.close();
  }
}

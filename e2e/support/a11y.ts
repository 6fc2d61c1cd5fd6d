import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The axe-core the builder itself depends on (another package of the repository has a newer one).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { source: axeCore } = require(
  require.resolve('axe-core', { paths: [require.resolve('@axe-core/playwright')] }),
) as { source: string };

const BLOCKING = new Set(['serious', 'critical']);

// axe-core's half a megabyte of script runs once per page: the builder evaluates its source at
// every analysis, and a test checks a page's screens one after another.
const axeOncePerPage = `if (typeof window.axe === 'undefined') {\n${axeCore}\n}`;

/** Runs axe-core on what the page shows now; fails on any serious or critical violation. */
export async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page, axeSource: axeOncePerPage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // The app has no frames of other origins to reach: axe runs in the page itself, with no
    // blank page opened per analysis to merge frames' results in.
    .setLegacyMode()
    .analyze();
  const blocking = violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('; ')})`,
    );
  expect(blocking, `axe on ${screen}`).toEqual([]);
}

import { LOGIN_FIRST_LOAD_BUDGET_BYTES } from '@dakiya/test-kit';
import type { LighthouseResult } from './lighthouse';
import type { RouteSize } from './js-sizes';
import type { PushToScreenResult } from './push-to-screen';

/** api/bench/order-push.ts: following a live order by server push. */
export interface OrderPushResult {
  delay: { p50: number; p99: number };
  cost: {
    windowSeconds: number;
    opening: { requests: number; reads: number };
    push: { requests: number; reads: number };
    polling: { requests: number; reads: number };
  };
}

export interface BenchResults {
  date: string;
  machine: string;
  buildSeconds: number;
  routes: RouteSize[];
  lighthouse: LighthouseResult[];
  driverListInp: { medianMs: number; runsMs: number[] };
  remoteFirstRender: { medianMs: number; runsMs: number[] };
  pushToScreen: PushToScreenResult;
  orderPush: OrderPushResult | null;
}

/**
 * Sections other benchmarks write between `<!-- name:start -->` and `<!-- name:end -->` markers
 * (`npm run bench -w api`, `npm run bench:positions -w api`, and those measured by hand): this
 * report carries each over from the last results.md as it is.
 */
const MARKED_SECTION = /<!-- ([\w-]+):start -->[\s\S]*?<!-- \1:end -->/g;
const API_POLLING_MARKERS = '<!-- api-polling:start -->\n<!-- api-polling:end -->';

/**
 * Every complete marked section of `previous` (the results.md being replaced), in its order;
 * empty API polling markers when it has none, so that benchmark has a place to write.
 */
export function keptMarkedSections(previous: string | null): string {
  const sections: string[] = [...(previous?.match(MARKED_SECTION) ?? [])];
  if (!sections.some((section) => section.startsWith('<!-- api-polling:start -->')))
    sections.unshift(API_POLLING_MARKERS);
  return sections.join('\n\n');
}

/** Time from navigation start until the screen accepts input, per route (docs/performance.md). */
const READY_BUDGET_MS: Record<string, number> = { '/login': 2000, '/send-courier': 2500 };

const LANGUAGE_NAMES = { en: 'English', hi: 'Hindi' } as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

/** The budgets of docs/performance.md ("Budgets"), each checked against this run. */
export function budgets(r: BenchResults) {
  const logins = r.routes.filter((x) => x.route === '/login');
  return [
    ...(logins.length ? logins : [null]).map(
      (login) =>
        [
          `First load of /login ≤ ${LOGIN_FIRST_LOAD_BUDGET_BYTES / 1024} KB gzipped JS${login ? ` (${LANGUAGE_NAMES[login.language]})` : ''}`,
          login
            ? `${kb(login.firstLoad.bytes)} (plain gzip -6: ${kb(login.firstLoad.plainGzip)}; brotli: ${kb(login.firstLoad.brotli)})`
            : 'n/a',
          !!login && login.firstLoad.bytes <= LOGIN_FIRST_LOAD_BUDGET_BYTES,
        ] as const,
    ),
    ...r.lighthouse.map(
      (l) =>
        [
          `Lighthouse mobile performance ≥ 95 on ${l.route}`,
          String(l.performance),
          l.performance >= 95,
        ] as const,
    ),
    ...r.lighthouse.map(
      (l) =>
        [`LCP < 1.5 s (mobile throttling) on ${l.route}`, `${l.lcpMs} ms`, l.lcpMs < 1500] as const,
    ),
    ...r.lighthouse.map((l) => {
      const budgetMs = READY_BUDGET_MS[l.route] ?? 2000;
      return [
        `Screen accepts input < ${budgetMs / 1000} s (mobile throttling) on ${l.route}`,
        `${l.readyMs} ms`,
        l.readyMs < budgetMs,
      ] as const;
    }),
    [
      'Remote first render < 300 ms on localhost',
      `${r.remoteFirstRender.medianMs} ms`,
      r.remoteFirstRender.medianMs < 300,
    ],
    [
      `Driver's position to the customer's screen p99 < 1 s (${r.pushToScreen.updates} updates, Chromium)`,
      `${r.pushToScreen.p99} ms (p50 ${r.pushToScreen.p50} ms${r.pushToScreen.missed ? `; ${r.pushToScreen.missed} never shown` : ''})`,
      r.pushToScreen.p99 < 1000 && r.pushToScreen.missed === 0,
    ],
    [
      'Following an order ≤ 3 requests and ≤ 3 database reads a minute',
      r.orderPush
        ? `${r.orderPush.cost.push.requests} and ${r.orderPush.cost.push.reads} (1 s polling: ${r.orderPush.cost.polling.requests} and ${r.orderPush.cost.polling.reads})`
        : 'n/a',
      !!r.orderPush && r.orderPush.cost.push.requests <= 3 && r.orderPush.cost.push.reads <= 3,
    ],
  ] as const;
}

function pushToScreenSection({ p50, p99, updates, missed }: PushToScreenResult): string[] {
  return [
    "## A driver's position on the customer's screen (bench/src/push-to-screen.ts)",
    '',
    'A signed-in customer on /your-order of an assigned order in Chromium (390x844, the',
    'production build, the real API); a test driver PUTs a position, waits until it shows, and',
    `PUTs the next, ${updates} times. Each is timed from sending the PUT to the frame in which the`,
    "driver's pin (or the minutes away) changed on the page: p50 " +
      `${p50} ms, p99 ${p99} ms${missed ? ` (${missed} never shown within 5 s)` : ''}.`,
    '',
  ];
}

function orderPushSection({ delay, cost }: OrderPushResult): string[] {
  return [
    '## Following a live order (api/bench/order-push.ts, PostgreSQL)',
    '',
    "Delay from a driver's position update (PUT sent) to a client (no browser) receiving it on",
    `the order's event stream, over 100 updates: p50 ${delay.p50} ms, p99 ${delay.p99} ms.`,
    '',
    `One customer following a trip while its driver posts every 3 s (measured over ${cost.windowSeconds} s,`,
    "per minute; reads are the API's SELECTs beyond those of the driver's own posts):",
    '',
    '| | HTTP requests | database reads |',
    '|---|---|---|',
    `| opening /your-order (order, stream token, stream), once | ${cost.opening.requests} | ${cost.opening.reads} |`,
    `| each minute on the push stream | ${cost.push.requests} | ${cost.push.reads} |`,
    `| each minute polling GET /bargaining/orders/{id}/ every 1 s | ${cost.polling.requests} | ${cost.polling.reads} |`,
    '',
  ];
}

/** results.md for `r`; `previous` is the file it replaces (its API polling section is kept). */
export function toMarkdown(r: BenchResults, previous: string | null): string {
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${r.date}, ${r.machine}. Production build, served by`,
    '`npm run serve`, real API on a fresh embedded database, Debian Chromium, no network.',
    '',
    '## Budgets',
    '',
    '| budget | this run | |',
    '|---|---|---|',
    ...budgets(r).map(([what, value, ok]) => `| ${what} | ${value} | ${verdict(ok)} |`),
    '',
    '## JavaScript per route (empty cache, 390x844)',
    '',
    'Bytes as `npm run serve` sends them: gzip to a client that takes only gzip (the budget), and',
    'brotli, which every current browser takes; both precompressed by the build (zopfli for',
    'gzip). Plain gzip -6: the same files compressed on the fly, for comparison. First load: what',
    'the screen needs before it renders. Preloaded: the other remotes, fetched once the browser is',
    'idle. After navigation: an in-app link from the given screen (gzip).',
    '',
    '| route | first load, gzip | brotli | plain gzip -6 | files | preloaded when idle | after in-app navigation | from |',
    '|---|---|---|---|---|---|---|---|',
    ...r.routes.map(
      (x) =>
        `| ${x.route}${x.language === 'en' ? '' : ` (${LANGUAGE_NAMES[x.language]})`} | ${kb(x.firstLoad.bytes)} | ${kb(x.firstLoad.brotli)} | ${kb(x.firstLoad.plainGzip)} | ${x.firstLoad.files} | ${kb(x.firstLoad.preloaded.bytes)} | ${kb(x.afterNavigation.bytes)} | ${x.afterNavigation.from} |`,
    ),
    '',
    '## Lighthouse 12, mobile (simulated slow 4G, 4x CPU), performance',
    '',
    'Median of five runs per page (scores of all five in the last column). The LCP element is',
    'the splash logo index.html paints before any script runs; the screen itself replaces it',
    'once its remote is in, no sooner than 500 ms after the start (docs/product.md).',
    '',
    '| route | score | LCP | LCP element | TBT | CLS | scores of the runs |',
    '|---|---|---|---|---|---|---|',
    ...r.lighthouse.map(
      (l) =>
        `| ${l.route} | ${l.performance} | ${l.lcpMs} ms | ${l.lcpElement} | ${l.tbtMs} ms | ${l.cls} | ${l.runScores.join(', ')} |`,
    ),
    '',
    'Time until the screen accepts input: from navigation start to the mark the screen sets once',
    'its form is on the page (the Sign In form; the send-courier panel), with the same mobile',
    "throttling applied to the page for real (Lighthouse's devtools method), median of five.",
    '',
    '| route | accepts input | runs |',
    '|---|---|---|',
    ...r.lighthouse.map((l) => `| ${l.route} | ${l.readyMs} ms | ${l.readyRunsMs.join(', ')} ms |`),
    '',
    '## Interactions',
    '',
    '| measure | median | runs |',
    '|---|---|---|',
    `| INP of Find a Driver (opens the drivers' list; 0 = under 16 ms) | ${r.driverListInp.medianMs} ms | ${r.driverListInp.runsMs.join(', ')} |`,
    `| In-app link from /tutorial to a not-yet-loaded remote (/order-history), to first render | ${r.remoteFirstRender.medianMs} ms | ${r.remoteFirstRender.runsMs.join(', ')} |`,
    '',
    keptMarkedSections(previous),
    '',
    ...pushToScreenSection(r.pushToScreen),
    ...(r.orderPush ? orderPushSection(r.orderPush) : []),
    '## Build',
    '',
    `Production build of the four apps (\`npm run build\`): ${r.buildSeconds} s.`,
    '',
  ];
  return lines.join('\n');
}

// `npm run bench -w api`: what waiting customers cost the API. K customers each poll THEIR OWN
// ride's offers (GET /bargaining/RideGet/{id}/) once a second, as the drivers' list does while its
// stream is down, with If-None-Match like a browser, while new rides and drivers' offers arrive.
// Configurations:
// - cluster: HAProxy → 3 API processes → PostgreSQL + Redis (@dakiya/cluster), K = 2,000 and
//   K = 5,000, each measured BENCH_RUNS times (at least twice). Each run, at the same rate through
//   the same HAProxy: the bare route (GET /health) and the poll, both without writes (the cost
//   ratio, which holds across machines where milliseconds do not); then the poll with offers and
//   new rides arriving (the latency budget); then the same customers following their offers on
//   the ride's event stream instead (the drivers' list while its stream is up);
// - single: one API process on PGlite with the driver simulator on (the development default),
//   K = 500.
// `--only=cluster|single`, BENCH_SECONDS (60), BENCH_RUNS, BENCH_K_CLUSTER, BENCH_K_CLUSTER_HIGH,
// BENCH_K_SINGLE.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { DRIVER_POLL_MS } from '@dakiya/domain';
import { registerOnlineDriver, type OnlineDriver } from '@dakiya/test-kit';
import { startCluster } from '@dakiya/cluster';
import { readEnvironment } from '@dakiya/environment';
import { benchFeed, feedTable, type FeedResult } from './feed.js';
import { LeanHttpPool } from './support/lean-http.js';
import { runPhase, type PhaseOptions, type PhaseResult } from './support/load-phase.js';
import { inParallel } from './support/parallel.js';
import { startOneApiProcess } from './support/one-api-process.js';
import { clusterProcessGroups, cpuDuring, pidOnPort, portPid, rssMb } from './support/processes.js';
import { PushedOffers } from './support/pushed-offers.js';
import { writeResultsSection } from './support/results-md.js';
import { waitingCustomers, type WaitingCustomer } from './support/waiting-customers.js';

const bench = readEnvironment('bench');
const SECONDS = bench.BENCH_SECONDS ?? 60;
/** The bare route and the poll without writes: long enough for a stable CPU figure. */
const RATIO_SECONDS = Math.max(10, Math.round(SECONDS / 2));
const RUNS = Math.max(2, bench.BENCH_RUNS);
/**
 * Unmeasured first: the steady state has every list cached and the simulator past the offers of
 * the rides just seeded (its last comes 11 s after a request).
 */
const WARM_UP_SECONDS = bench.BENCH_WARM_UP_SECONDS;
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
/**
 * A waiting customer gets an offer every ~30 s and asks for a new ride every ~90 s: 3 offers a
 * request, as the simulator makes 2-4 (BENCH_OFFER_EVERY_S, BENCH_NEW_RIDE_EVERY_S).
 */
const OFFER_EVERY_S = bench.BENCH_OFFER_EVERY_S;
const NEW_RIDE_EVERY_S = bench.BENCH_NEW_RIDE_EVERY_S;
/** Drivers making the offers: one per this many customers (each offers every ~2 s at most). */
const CUSTOMERS_PER_DRIVER = 30;
const SINGLE_PORT = 4311;
/** Keep-alive connections the generator holds to HAProxy (or the single process). */
const CONNECTIONS = 256;

async function seed(base: string, k: number, drivers: number) {
  const started = performance.now();
  const customers = await waitingCustomers(base, k);
  const fleet = await inParallel(Array.from({ length: drivers }), 6, () =>
    registerOnlineDriver({}, base),
  );
  console.log(
    `  seeded ${k} waiting customers and ${drivers} drivers in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return { customers, fleet };
}

const writesOf = (fleet: OnlineDriver[]): NonNullable<PhaseOptions['writes']> => ({
  fleet,
  offerEveryS: OFFER_EVERY_S,
  newRideEveryS: NEW_RIDE_EVERY_S,
});

/** Microseconds of CPU a request, from cores used at `perSecond` requests a second. */
const perRequestUs = (cores: number | string, perSecond: number) =>
  typeof cores === 'number' ? Math.round((cores * 1e6) / perSecond) : NaN;
const refusedText = (refused: Map<string, number>) =>
  [...refused].map(([why, n]) => `${n}× ${why}`).join('; ') || 'none';

interface ClusterRun {
  k: number;
  run: number;
  bare: PhaseResult & { apiUs: number; machineUs: number };
  bareCores: Record<string, number | string>;
  polled: PhaseResult & { apiUs: number; machineUs: number };
  ratioApi: number;
  ratioMachine: number;
  live: PhaseResult;
  liveCores: Record<string, number | string>;
  liveMachine: number;
  liveApiUs: number;
  offerListReadsPerPoll: number;
  pushed: {
    result: PhaseResult;
    cores: Record<string, number | string>;
    machine: number;
    requestsPerMinute: number;
    delays: ReturnType<PushedOffers['takeDelays']>;
    refusedStreams: number;
  };
}

async function benchCluster(k: number): Promise<{ runs: ClusterRun[]; rss: string }> {
  console.log(`cluster: HAProxy → 3 API processes → PostgreSQL + Redis, K = ${k}`);
  const cluster = await startCluster({
    processes: 3,
    simulate: false,
    apiPort: 0,
    env: {
      AUTH_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
      // The seeded requests stay open for the whole benchmark (a real customer would ask again
      // after an expiry, as the bench's new rides do): offers keep arriving at the same rate.
      RIDE_SEARCH_TTL_MINUTES: '240',
    },
  });
  const pool = new LeanHttpPool(cluster.apiUrl, CONNECTIONS);
  const stats = new pg.Client({ connectionString: cluster.databaseUrl });
  try {
    const { customers, fleet } = await seed(
      cluster.apiUrl,
      k,
      Math.max(60, Math.ceil(k / CUSTOMERS_PER_DRIVER)),
    );
    await stats.connect();
    const groups = clusterProcessGroups(cluster);
    const phase = (options: Omit<PhaseOptions, 'pool' | 'customers'>) =>
      cpuDuring(groups, () => runPhase({ pool, customers, ...options }));
    await runPhase({
      pool,
      customers,
      target: 'poll',
      seconds: WARM_UP_SECONDS,
      writes: writesOf(fleet),
    });
    const runs: ClusterRun[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const bare = await phase({ target: 'health', seconds: RATIO_SECONDS, writes: null });
      const polled = await phase({ target: 'poll', seconds: RATIO_SECONDS, writes: null });
      await stats.query('select pg_stat_statements_reset()');
      const live = await phase({ target: 'poll', seconds: SECONDS, writes: writesOf(fleet) });
      const lists = await stats.query<{ calls: string }>(
        `select coalesce(sum(calls), 0) as calls from pg_stat_statements
          where query ilike 'select%' and query ilike '%left join "offers"%'`,
      );
      const pushed = await followPushed(cluster.apiUrl, customers, fleet, groups);
      const bareApiUs = perRequestUs(bare.cores.api!, k);
      const polledApiUs = perRequestUs(polled.cores.api!, k);
      const bareMachineUs = perRequestUs(bare.machine, k);
      const polledMachineUs = perRequestUs(polled.machine, k);
      runs.push({
        k,
        run,
        bare: { ...bare.result, apiUs: bareApiUs, machineUs: bareMachineUs },
        bareCores: bare.cores,
        polled: { ...polled.result, apiUs: polledApiUs, machineUs: polledMachineUs },
        ratioApi: Number((polledApiUs / bareApiUs).toFixed(2)),
        ratioMachine: Number((polledMachineUs / bareMachineUs).toFixed(2)),
        live: live.result,
        liveCores: live.cores,
        liveMachine: live.machine,
        liveApiUs: perRequestUs(live.cores.api!, k),
        offerListReadsPerPoll: Number(
          (Number(lists.rows[0]!.calls) / live.result.requests).toFixed(4),
        ),
        pushed,
      });
      const last = runs.at(-1)!;
      console.log(
        `  run ${run}: bare p99 ${last.bare.p99} ms, ${last.bare.apiUs} µs API; poll p99 ${last.polled.p99} ms, ${last.polled.apiUs} µs API (×${last.ratioApi}); live p99 ${live.result.p99} ms, ${live.result.errors} errors, refused ${refusedText(live.result.refused)}; pushed: ${pushed.delays.p99} ms p99 offer to screen, ${pushed.requestsPerMinute} requests a customer a minute`,
      );
    }
    const pids = cluster.processUrls.flatMap((url) => pidOnPort(url) ?? []);
    return { runs, rss: pids.map(rssMb).join(' / ') || 'n/a' };
  } finally {
    pool.close();
    await stats.end().catch(() => {});
    await cluster.stop();
  }
}

/**
 * The same customers with their drivers' lists on the offer stream: no polls; each opens a
 * stream (ticket and stream) for its open ride and for each new one. Measures the time from a
 * driver's offer to its list on the customer's stream, and what the customers sent.
 */
async function followPushed(
  base: string,
  customers: WaitingCustomer[],
  fleet: OnlineDriver[],
  groups: Record<string, number[]>,
) {
  const pushed = new PushedOffers(base);
  await pushed.openAll(customers);
  const opened = pushed.requests;
  const { result, cores, machine } = await cpuDuring(groups, () =>
    runPhase({
      pool: null,
      customers,
      target: 'none',
      seconds: SECONDS,
      writes: {
        ...writesOf(fleet),
        onOffer: (code, askedAt) => pushed.offered(code, askedAt),
        onNewRide: (waiting) => pushed.follow(waiting),
      },
    }),
  );
  // Two requests a customer to start following: counted over the whole wait of a request
  // (NEW_RIDE_EVERY_S), as the new rides' streams are during the run.
  const duringRun = pushed.requests - opened;
  const perMinute =
    ((duringRun + opened * Math.min(1, SECONDS / NEW_RIDE_EVERY_S)) / customers.length) *
    (60 / SECONDS);
  const delays = pushed.takeDelays();
  const refusedStreams = pushed.refusedStreams;
  pushed.closeAll();
  return {
    result,
    cores,
    machine,
    requestsPerMinute: Number(perMinute.toFixed(2)),
    delays,
    refusedStreams,
  };
}

/** The driver feed on the cluster's PostgreSQL server, in a database of its own. */
async function benchFeedOnPostgres(databaseUrl: string): Promise<FeedResult> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query('drop database if exists dakiya_feed_bench');
  await admin.query('create database dakiya_feed_bench');
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = '/dakiya_feed_bench';
  return benchFeed('postgres', url.toString());
}

async function benchSingle(k: number) {
  console.log(`single: one API process on PGlite with the driver simulator, K = ${k}`);
  const api = await startOneApiProcess({ port: SINGLE_PORT, simulate: bench.BENCH_SIMULATE });
  const { base } = api;
  const pool = new LeanHttpPool(base, CONNECTIONS);
  try {
    const { customers, fleet } = await seed(base, k, 20);
    const live = { pool, customers, target: 'poll' as const, writes: writesOf(fleet) };
    await runPhase({ ...live, seconds: WARM_UP_SECONDS });
    const apiPid = portPid(base);
    const { result, cores } = await cpuDuring({ api: [apiPid], generator: [process.pid] }, () =>
      runPhase({ ...live, seconds: SECONDS }),
    );
    return { k, result, cores, rss: rssMb(apiPid) };
  } finally {
    pool.close();
    await api.stop();
  }
}

const range = (values: number[]) =>
  values.length === 0
    ? 'n/a'
    : `${Math.min(...values)}–${Math.max(...values)}`.replace(/^(.+)–\1$/, '$1');
const cores = (c: Record<string, number | string>, machine?: number) =>
  `${Object.entries(c)
    .map(([name, used]) => `${name} ${used}`)
    .join(', ')}${machine === undefined ? '' : `; machine ${machine}`}`;

function clusterLines(results: { runs: ClusterRun[]; rss: string }[]): string[] {
  const all = results.flatMap(({ runs }) => runs);
  const day = new Date().toISOString().slice(0, 10);
  return [
    `## Waiting customers on the cluster (\`npm run bench -w api -- --only=cluster\`, ${day})`,
    '',
    `HAProxy → 3 API processes → PostgreSQL + Redis, simulator off, on ${os.cpus().length} cores shared by everything (the API processes, PostgreSQL, Redis, HAProxy and the load generator). K customers each have an open ride and send one request a second at their own phase, through HAProxy; every latency counts from when the request was due (no coordinated omission). Each configuration ran ${RUNS} times on the same cluster after ${WARM_UP_SECONDS} s unmeasured; each run has four phases:`,
    '',
    `1. **bare**: GET /health (no token, nothing read), ${RATIO_SECONDS} s, no writes;`,
    `2. **poll**: GET /bargaining/RideGet/{id}/ with the customer's token and If-None-Match, ${RATIO_SECONDS} s, no writes. Its API CPU per request over the bare route's is **the ratio**: both measured in the same run, at the same rate, through the same HAProxy. Milliseconds differ up to 10× between machines of this size; the ratio is what holds across them;`,
    `3. **live**: the poll for ${SECONDS} s while drivers offer on random waiting rides (one every ${OFFER_EVERY_S} s per customer, ₹200–240 against the customer's ₹200) and customers ask for new rides (one every ${NEW_RIDE_EVERY_S} s per customer): the latency budget (K = 2,000 p99 < 50 ms, K = 5,000 p99 < 100 ms, 0 errors);`,
    `4. **pushed**: the same customers and writes for ${SECONDS} s, with the drivers' lists on the ride's offer stream (GET /bargaining/RideGet/{id}/events/) instead of polling, as the booking app does while the stream is up.`,
    '',
    'CPU from /proc (user + system) over each phase, as cores and as microseconds per request (cores ÷ requests a second); "machine" is every process on it.',
    '',
    '| K | run | bare: p99 (ms), API µs a request | poll: p99 (ms), API µs a request | ratio poll ÷ bare (API; whole machine) | live: polls, p50 / p99 / max (ms), errors, 304 | live: offers / new rides made (refused) | live: offer lists read from the DB per poll | live: CPU (cores), API µs a poll | generator lag p99 (ms) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...all.map(
      (r) =>
        `| ${r.k} | ${r.run} | ${r.bare.p99}, ${r.bare.apiUs} | ${r.polled.p99}, ${r.polled.apiUs} | **${r.ratioApi}**; ${r.ratioMachine} | ${r.live.requests}, ${r.live.p50} / **${r.live.p99}** / ${r.live.max}, ${r.live.errors}, ${Math.round((100 * r.live.notModified) / r.live.requests)} % | ${r.live.offers} / ${r.live.newRides} (${refusedText(r.live.refused)}) | ${r.offerListReadsPerPoll} | ${cores(r.liveCores, r.liveMachine)}; ${r.liveApiUs} | ${r.live.lagP99Ms} |`,
    ),
    '',
    ...results.map(({ runs, rss }) => {
      const k = runs[0]!.k;
      return `K = ${k}, over ${runs.length} runs: live p99 **${range(runs.map((r) => r.live.p99))} ms**, errors ${range(runs.map((r) => r.live.errors))}; the ratio ${range(runs.map((r) => r.ratioApi))} (API), ${range(runs.map((r) => r.ratioMachine))} (whole machine); API CPU a poll ${range(runs.map((r) => r.polled.apiUs))} µs against ${range(runs.map((r) => r.bare.apiUs))} µs for the bare route. API RSS after the runs: ${rss} MB.`;
    }),
    '',
    `Requests a waiting customer sends a minute for the drivers' list (the ride's status, read every 5 s either way, left out): polling, ${60_000 / DRIVER_POLL_MS} (one a second); on the offer stream, measured in the pushed phase:`,
    '',
    "| K | run | requests a customer a minute | offer to the customer's stream p50 / p99 (ms) | offers seen (never seen) | streams refused | CPU (cores) | API CPU a waiting customer a second, polled ÷ pushed |",
    '|---|---|---|---|---|---|---|---|',
    ...all.map((r) => {
      const p = r.pushed;
      const apiPushed = typeof p.cores.api === 'number' ? p.cores.api : NaN;
      const apiLive = typeof r.liveCores.api === 'number' ? r.liveCores.api : NaN;
      return `| ${r.k} | ${r.run} | ${p.requestsPerMinute} | ${p.delays.p50} / ${p.delays.p99} | ${p.delays.seen} (${p.delays.missing}) | ${p.refusedStreams} | ${cores(p.cores, p.machine)} | ${(apiLive / apiPushed).toFixed(1)} |`;
    }),
  ];
}

function singleLines(
  single: Awaited<ReturnType<typeof benchSingle>> | null,
  feeds: FeedResult[],
): string[] {
  const day = new Date().toISOString().slice(0, 10);
  const lines = [
    `## One API process and the driver feed (\`npm run bench -w api -- --only=single\`, ${day})`,
    '',
  ];
  if (single) {
    const r = single.result;
    lines.push(
      `One API process on PGlite with the driver simulator on (the development default): K = ${single.k} customers poll their own ride's offers once a second for ${SECONDS} s with writes as in the live phase above, after ${WARM_UP_SECONDS} s unmeasured.`,
      '',
      '| K | polls | p50 (ms) | p99 (ms) | max (ms) | errors | 304 | offers / new rides made (refused) | API RSS (MB) | CPU (cores) | generator lag p99 (ms) |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      `| ${single.k} | ${r.requests} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} | ${r.notModified} | ${r.offers} / ${r.newRides} (${refusedText(r.refused)}) | ${single.rss} | ${cores(single.cores)} (PGlite inside the API) | ${r.lagP99Ms} |`,
      '',
    );
  }
  return [...lines, ...feedTable(feeds)];
}

const clusterResults = [];
const feeds: FeedResult[] = [];
if (ONLY !== 'single') {
  for (const k of [bench.BENCH_K_CLUSTER, bench.BENCH_K_CLUSTER_HIGH])
    clusterResults.push(await benchCluster(k));
}
let single = null;
if (ONLY !== 'cluster') {
  single = await benchSingle(bench.BENCH_K_SINGLE);
  feeds.push(await benchFeed('pglite', null));
  const cluster = await startCluster({ processes: 1, simulate: false, apiPort: 0 });
  try {
    feeds.push(await benchFeedOnPostgres(cluster.databaseUrl));
  } finally {
    await cluster.stop();
  }
}

if (clusterResults.length > 0) {
  const lines = clusterLines(clusterResults);
  console.log(`\n${lines.join('\n')}`);
  if (!bench.BENCH_NO_WRITE) writeResultsSection('api-polling', lines.join('\n'));
}
if (single) {
  const lines = singleLines(single, feeds);
  console.log(`\n${lines.join('\n')}`);
  if (!bench.BENCH_NO_WRITE) writeResultsSection('api-polling-single', lines.join('\n'));
}
if (bench.BENCH_OUT)
  writeFileSync(
    bench.BENCH_OUT,
    JSON.stringify(
      { cluster: clusterResults, single, feeds },
      (_key, value: unknown) => (value instanceof Map ? Object.fromEntries(value) : value),
      2,
    ),
  );

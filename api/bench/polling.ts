// `npm run bench -w api`: what waiting customers cost the API. K customers each poll THEIR OWN
// ride's offers (GET /bargaining/RideGet/{id}/) once a second, as the drivers' list does, with
// If-None-Match like a browser, while new rides and drivers' offers arrive. Each request is
// timed from the moment it was due (no coordinated omission: a server that stalls cannot hide
// it by holding the sender back). Two configurations:
// - cluster: HAProxy → 3 API processes → PostgreSQL + Redis (@dakiya/cluster), K = 2,000, with
//   the database reads per poll from pg_stat_statements (reset before, read after);
// - single: one API process on PGlite with the driver simulator on (the development default),
//   K = 500.
// `--only=cluster|single`, BENCH_SECONDS (60), BENCH_K_CLUSTER, BENCH_K_SINGLE.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { Pool } from 'undici';
import { localUrl } from '@dakiya/local-system';
import { registerOnlineDriver, type OnlineDriver } from '@dakiya/test-kit';
import { waitUntilUp } from '@dakiya/test-kit/servers';
import { startCluster } from '@dakiya/cluster';
import { childEnvironment, readEnvironment } from '@dakiya/environment';
import { benchFeed, feedTable, type FeedResult } from './feed.js';
import { inParallel, percentile as at } from './support/parallel.js';
import {
  openRide,
  pollOffers,
  waitingCustomers,
  type WaitingCustomer,
} from './support/waiting-customers.js';
import { cpuDuring, pidOnPort, portPid, rssMb } from './support/processes.js';
import { writeResultsSection } from './support/results-md.js';

const bench = readEnvironment('bench');
const SECONDS = bench.BENCH_SECONDS ?? 60;
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
const OFFERS_PER_CUSTOMER_S = 1 / bench.BENCH_OFFER_EVERY_S;
const NEW_RIDES_PER_CUSTOMER_S = 1 / bench.BENCH_NEW_RIDE_EVERY_S;
const SINGLE_PORT = 4311;

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

/**
 * The customers poll for SECONDS, each once a second at its own phase, while offers and new
 * rides arrive at the rates above. Answers latencies from due time, statuses, writes done and
 * the load generator's own event-loop lag.
 */
async function drive(
  base: string,
  customers: WaitingCustomer[],
  fleet: OnlineDriver[],
  seconds = SECONDS,
) {
  const origin = new URL(base).origin;
  const pool = new Pool(origin, { connections: 128, pipelining: 1, keepAliveTimeout: 30_000 });
  const lag = monitorEventLoopDelay({ resolution: 10 });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let offers = 0;
  let newRides = 0;
  let writeErrors = 0;

  const poll = async (waiting: WaitingCustomer, dueAt: number) => {
    const status = await pollOffers(pool, waiting);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status === 200 || status === 304) latencies.push(performance.now() - dueAt);
    else errors += 1;
  };

  const offerTimes: number[] = [];
  const refusals = new Map<string, number>();
  const offer = async () => {
    const started = performance.now();
    const waiting = customers[Math.floor(Math.random() * customers.length)]!;
    const driver = fleet[Math.floor(Math.random() * fleet.length)]!;
    const made = await driver.client
      .post(`/drivers/me/rides/${waiting.rideId}/offers/`, {
        fare: 180 + Math.round(Math.random() * 8) * 5,
      })
      .catch(() => null);
    offerTimes.push(performance.now() - started);
    if (made?.status === 201) offers += 1;
    else {
      writeErrors += 1;
      const why = `${made?.status ?? 'no answer'} ${made?.body?.message ?? ''}`.trim();
      refusals.set(why, (refusals.get(why) ?? 0) + 1);
    }
  };
  const replaceRide = async () => {
    // The customer asks again (a new request replaces the open one): their list starts afresh.
    const waiting = customers[Math.floor(Math.random() * customers.length)]!;
    try {
      waiting.rideId = await openRide(waiting.customer);
      waiting.etag = null;
      newRides += 1;
    } catch {
      writeErrors += 1;
    }
  };

  const k = customers.length;
  let inFlight = 0;
  const track = (work: Promise<void>) => {
    inFlight += 1;
    void work.finally(() => (inFlight -= 1));
  };
  const start = performance.now();
  const end = start + seconds * 1000;
  let sent = 0;
  let offersDue = 0;
  let ridesDue = 0;
  lag.enable();
  while (performance.now() < end) {
    const now = performance.now();
    // Customer i is due at start + i/k s, then every second.
    const due = Math.min(Math.floor(((now - start) * k) / 1000), seconds * k);
    while (sent < due) {
      const dueAt = start + (sent * 1000) / k;
      track(poll(customers[sent % k]!, dueAt));
      sent += 1;
    }
    const elapsedS = (now - start) / 1000;
    while (offersDue < Math.floor(elapsedS * k * OFFERS_PER_CUSTOMER_S)) {
      offersDue += 1;
      track(offer());
    }
    while (ridesDue < Math.floor(elapsedS * k * NEW_RIDES_PER_CUSTOMER_S)) {
      ridesDue += 1;
      track(replaceRide());
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  lag.disable();
  await pool.close();
  latencies.sort((a, b) => a - b);
  offerTimes.sort((a, b) => a - b);
  if (bench.BENCH_DEBUG)
    console.log('  offers p50/p99 ms', at(offerTimes, 0.5), at(offerTimes, 0.99), refusals);
  return {
    polls: sent,
    p50: Number(at(latencies, 0.5).toFixed(1)),
    p99: Number(at(latencies, 0.99).toFixed(1)),
    max: Number(at(latencies, 1).toFixed(1)),
    errors,
    notModified: statuses.get(304) ?? 0,
    offers,
    newRides,
    writeErrors,
    lagP99Ms: Number((lag.percentile(99) / 1e6).toFixed(1)),
  };
}

async function benchCluster(k: number) {
  console.log(`cluster: HAProxy → 3 API processes → PostgreSQL + Redis, K = ${k}`);
  const cluster = await startCluster({
    processes: 3,
    simulate: false,
    apiPort: 0,
    env: { AUTH_RATE_LIMIT: '1000000', LOG_LEVEL: 'error', NODE_ENV: 'test' },
  });
  try {
    const { customers, fleet } = await seed(cluster.apiUrl, k, 60);
    const stats = new pg.Client({ connectionString: cluster.databaseUrl });
    await stats.connect();
    await drive(cluster.apiUrl, customers, fleet, WARM_UP_SECONDS);
    await stats.query('select pg_stat_statements_reset()');
    const apiPids = cluster.processUrls.map(portPid);
    const { result, cores } = await cpuDuring(
      {
        api: apiPids,
        redis: [portPid(cluster.redisUrl.replace('redis:', 'http:'))],
        haproxy: [portPid(cluster.apiUrl)],
        generator: [process.pid],
      },
      () => drive(cluster.apiUrl, customers, fleet),
    );
    // Every SELECT the API processes ran during the run (this session's own left out), and
    // those a poll can cause: the offer list's load and the session check.
    const reads = await stats.query<{ all: string; polls: string; lists: string }>(
      `select coalesce(sum(calls), 0) as all,
              coalesce(sum(calls) filter (where query ilike '%left join "offers"%'
                                             or query ilike '%from "sessions"%'), 0) as polls,
              coalesce(sum(calls) filter (where query ilike '%left join "offers"%'), 0) as lists
         from pg_stat_statements
        where query ilike 'select%' and query not ilike '%pg_stat_statements%'`,
    );
    await stats.end();
    const pids = cluster.processUrls.flatMap((url) => pidOnPort(url) ?? []);
    const rss = pids.map(rssMb).join(' / ');
    const perPoll = (calls: string) => Number((Number(calls) / result.polls).toFixed(3));
    const row = reads.rows[0]!;
    return {
      polling: {
        config: 'HAProxy → 3 processes → PostgreSQL + Redis, simulator off',
        k,
        ...result,
        reads: `${perPoll(row.polls)} (offer lists ${perPoll(row.lists)}; all SELECTs ${perPoll(row.all)})`,
        rssMb: rss || 'n/a',
        cores: Object.entries(cores)
          .map(([name, used]) => `${name} ${used}`)
          .join(', '),
      },
      feed: await benchFeedOnPostgres(cluster.databaseUrl),
    };
  } finally {
    await cluster.stop();
  }
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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-bench-'));
  const base = localUrl(SINGLE_PORT);
  const api: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(import.meta.dirname, '..'),
    env: childEnvironment({
      PORT: String(SINGLE_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SIMULATE_DRIVERS: String(bench.BENCH_SIMULATE),
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT: '1000000',
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilUp([`${base}/health`]);
    const { customers, fleet } = await seed(base, k, 20);
    await drive(base, customers, fleet, WARM_UP_SECONDS);
    const apiPid = portPid(base);
    const { result, cores } = await cpuDuring({ api: [apiPid], generator: [process.pid] }, () =>
      drive(base, customers, fleet),
    );
    return {
      config: 'one process, PGlite, simulator on',
      k,
      ...result,
      reads: 'n/a',
      rssMb: String(rssMb(apiPid)),
      cores: `api ${cores.api} (PGlite inside), generator ${cores.generator}`,
    };
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const polling = [];
const feeds: FeedResult[] = [];
if (ONLY !== 'single') {
  const cluster = await benchCluster(bench.BENCH_K_CLUSTER);
  polling.push(cluster.polling);
  feeds.push(cluster.feed);
}
if (ONLY !== 'cluster') {
  polling.push(await benchSingle(bench.BENCH_K_SINGLE));
  feeds.unshift(await benchFeed('pglite', null));
}

const day = new Date().toISOString().slice(0, 10);
const lines = [
  `## API polling and the driver feed (\`npm run bench -w api\`, ${day})`,
  '',
  `K customers each poll their own ride's offers once a second for ${SECONDS} s, with If-None-Match as a browser does, while a driver makes an offer on a random waiting ride (one every ${1 / OFFERS_PER_CUSTOMER_S} s per customer) and customers ask for new rides (one every ${1 / NEW_RIDES_PER_CUSTOMER_S} s per customer). After ${WARM_UP_SECONDS} s unmeasured (lists cached, the simulator past the seeded rides), latency counts from when each poll was due (no coordinated omission); errors are answers other than 200 and 304. Everything shares ${os.cpus().length} cores: the API processes, PostgreSQL, Redis, HAProxy and the load generator (undici, keep-alive pool; its own event-loop lag in the last column). Database reads per poll from pg_stat_statements, reset before the run.`,
  '',
  '| configuration | K | polls | p50 (ms) | p99 (ms) | max (ms) | errors | 304 | offers / new rides made | DB reads per poll | API RSS after the run (MB) | CPU used (cores) | generator lag p99 (ms) |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...polling.map(
    (r) =>
      `| ${r.config} | ${r.k} | ${r.polls} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} | ${r.notModified} | ${r.offers} / ${r.newRides} (${r.writeErrors} refused) | ${r.reads} | ${r.rssMb} | ${r.cores} | ${r.lagP99Ms} |`,
  ),
  '',
  ...feedTable(feeds),
];
console.log(`\n${lines.join('\n')}`);
if (!ONLY) writeResultsSection('api-polling', lines.join('\n'));
if (bench.BENCH_OUT) writeFileSync(bench.BENCH_OUT, JSON.stringify({ polling, feeds }, null, 2));

// `npm run bench:positions -w api`: issue 25's second target. DRIVERS drivers online around one
// city each PUT their phone's position (PUT /drivers/me/position/) every 3 s, moving as a
// two-wheeler in traffic does, through the cluster (HAProxy → 3 API processes → PostgreSQL +
// Redis), while K customers poll their own ride's offers once a second beside them. Each request
// is timed from the moment it was due (no coordinated omission). First the customers' polling
// alone (the baseline of the same run), then RUNS measured rounds of SECONDS with both.
// POSITION_DRIVERS (5000), POSITION_K (2000), BENCH_SECONDS (30), BENCH_RUNS (3).
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { registerOnlineDriver, type OnlineDriver } from '@dakiya/test-kit';
import { startCluster } from '@dakiya/cluster';
import { readEnvironment } from '@dakiya/environment';
import { inParallel, percentile } from './support/parallel.js';
import { clusterProcessGroups, cpuDuring } from './support/processes.js';
import { writeResultsSection } from './support/results-md.js';
import { pollOffers, waitingCustomers, type WaitingCustomer } from './support/waiting-customers.js';
import { LeanHttpPool } from './support/lean-http.js';

const bench = readEnvironment('bench');
const DRIVERS = bench.POSITION_DRIVERS;
const K = bench.POSITION_K;
const SECONDS = bench.BENCH_SECONDS ?? 30;
const RUNS = bench.BENCH_RUNS;
const WARM_UP_SECONDS = 10;
const REPORT_EVERY_MS = 3000;
/** 30 km/h: how far a driver moves between two reports. */
const STEP_KM = (30 / 3600) * (REPORT_EVERY_MS / 1000);
const CITY = { lat: 12.9716, lng: 77.5946 };
const KM_PER_DEG_LAT = 111;
const KM_PER_DEG_LNG = 111 * Math.cos((CITY.lat * Math.PI) / 180);

interface MovingDriver {
  online: OnlineDriver;
  lat: number;
  lng: number;
  /** Radians; turns a little at every report. */
  heading: number;
}

/** A point within `km` of the city centre (uniform over the disc). */
function around(km: number) {
  const r = km * Math.sqrt(Math.random());
  const angle = 2 * Math.PI * Math.random();
  return {
    lat: CITY.lat + (r * Math.sin(angle)) / KM_PER_DEG_LAT,
    lng: CITY.lng + (r * Math.cos(angle)) / KM_PER_DEG_LNG,
  };
}

/** The driver's next position: a step along a heading that wanders. */
function move(driver: MovingDriver) {
  driver.heading += (Math.random() - 0.5) * 0.6;
  driver.lat += (STEP_KM * Math.sin(driver.heading)) / KM_PER_DEG_LAT;
  driver.lng += (STEP_KM * Math.cos(driver.heading)) / KM_PER_DEG_LNG;
  return { lat: Number(driver.lat.toFixed(6)), lng: Number(driver.lng.toFixed(6)) };
}

interface Latencies {
  sent: number;
  ok: number[];
  errors: Map<number, number>;
}

const newLatencies = (): Latencies => ({ sent: 0, ok: [], errors: new Map() });

function summary({ sent, ok, errors }: Latencies) {
  const sorted = [...ok].sort((a, b) => a - b);
  const ms = (q: number) => Number(percentile(sorted, q).toFixed(1));
  const failed = [...errors.values()].reduce((sum, n) => sum + n, 0);
  return {
    sent,
    p50: ms(0.5),
    p99: ms(0.99),
    max: ms(1),
    errors: failed
      ? [...errors].map(([status, n]) => `${n}× ${status || 'no answer'}`).join(', ')
      : '0',
  };
}

/**
 * For `seconds`: customer i polls at start + i/K s and every second after; driver j reports at
 * start + j·3/DRIVERS s and every 3 s after (none when `drivers` is empty).
 */
async function drive(
  { reporting, polling }: { reporting: LeanHttpPool; polling: LeanHttpPool },
  customers: WaitingCustomer[],
  drivers: MovingDriver[],
  seconds: number,
) {
  const polls = newLatencies();
  const positions = newLatencies();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  let inFlight = 0;
  const track = (work: Promise<void>) => {
    inFlight += 1;
    void work.finally(() => (inFlight -= 1));
  };
  const record = (into: Latencies, status: number, dueAt: number) => {
    if (status === 200 || status === 304) into.ok.push(performance.now() - dueAt);
    else into.errors.set(status, (into.errors.get(status) ?? 0) + 1);
  };
  const poll = async (waiting: WaitingCustomer, dueAt: number) =>
    record(polls, await pollOffers(polling, waiting), dueAt);
  const report = async (driver: MovingDriver, dueAt: number) => {
    const { status } = await reporting.put(
      '/drivers/me/position/',
      { authorization: `Bearer ${driver.online.access}` },
      JSON.stringify(move(driver)),
    );
    record(positions, status, dueAt);
  };

  const start = performance.now();
  const end = start + seconds * 1000;
  lag.enable();
  while (performance.now() < end) {
    const elapsed = performance.now() - start;
    const pollsDue = Math.min(
      Math.floor((elapsed * customers.length) / 1000),
      seconds * customers.length,
    );
    while (polls.sent < pollsDue) {
      const dueAt = start + (polls.sent * 1000) / customers.length;
      track(poll(customers[polls.sent % customers.length]!, dueAt));
      polls.sent += 1;
    }
    const perSecond = (drivers.length * 1000) / REPORT_EVERY_MS;
    const reportsDue = Math.min(Math.floor((elapsed * perSecond) / 1000), seconds * perSecond);
    while (positions.sent < reportsDue) {
      const dueAt = start + (positions.sent * 1000) / perSecond;
      track(report(drivers[positions.sent % drivers.length]!, dueAt));
      positions.sent += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  lag.disable();
  return {
    polls: summary(polls),
    positions: summary(positions),
    lagP99Ms: Number((lag.percentile(99) / 1e6).toFixed(1)),
  };
}

console.log(`positions: ${DRIVERS} drivers every 3 s, ${K} customers polling every 1 s`);
const cluster = await startCluster({
  processes: 3,
  simulate: false,
  apiPort: 0,
  env: { AUTH_RATE_LIMIT: '1000000', LOG_LEVEL: 'error', NODE_ENV: 'test' },
});
const rows: string[] = [];
try {
  const seeded = performance.now();
  const customers = await waitingCustomers(cluster.apiUrl, K);
  const drivers = await inParallel(Array.from({ length: DRIVERS }), 12, async () => {
    const at = around(12);
    const online = await registerOnlineDriver({ position: at }, cluster.apiUrl);
    return { online, ...at, heading: Math.random() * 2 * Math.PI };
  });
  console.log(
    `  seeded ${K} customers and ${DRIVERS} drivers in ${((performance.now() - seeded) / 1000).toFixed(0)} s`,
  );
  const clients = {
    reporting: new LeanHttpPool(cluster.apiUrl, 256),
    polling: new LeanHttpPool(cluster.apiUrl, 256),
  };
  const stats = new pg.Client({ connectionString: cluster.databaseUrl });
  await stats.connect();
  const groups = clusterProcessGroups(cluster);
  const cpu = (cores: Record<string, number | string>, machine: number) =>
    `${Object.entries(cores)
      .map(([name, used]) => `${name} ${used}`)
      .join(', ')}; machine ${machine}`;

  await drive(clients, customers, drivers, WARM_UP_SECONDS);
  const baseline = await cpuDuring(groups, () => drive(clients, customers, [], SECONDS));
  rows.push(
    `| customers' polling alone (baseline) | — | ${baseline.result.polls.sent} · p50 ${baseline.result.polls.p50} · **p99 ${baseline.result.polls.p99}** · max ${baseline.result.polls.max} · errors ${baseline.result.polls.errors} | — | ${cpu(baseline.cores, baseline.machine)} | ${baseline.result.lagP99Ms} |`,
  );
  // The drivers' connections sat idle through the baseline (HAProxy closed them): the rounds
  // measure drivers reporting steadily, so they come back before the first round, unmeasured.
  await drive(clients, customers, drivers, WARM_UP_SECONDS);
  for (let run = 1; run <= RUNS; run += 1) {
    await stats.query('select pg_stat_statements_reset()');
    const { result, cores, machine } = await cpuDuring(groups, () =>
      drive(clients, customers, drivers, SECONDS),
    );
    const reads = await stats.query<{ calls: string }>(
      `select coalesce(sum(calls), 0) as calls from pg_stat_statements
        where query ilike 'select%' and query not ilike '%pg_stat_statements%'`,
    );
    const perRequest = Number(
      (Number(reads.rows[0]!.calls) / (result.positions.sent + result.polls.sent)).toFixed(2),
    );
    const p = result.positions;
    const q = result.polls;
    rows.push(
      `| round ${run} | ${p.sent} · p50 ${p.p50} · **p99 ${p.p99}** · max ${p.max} · errors ${p.errors} | ${q.sent} · p50 ${q.p50} · p99 ${q.p99} (×${(q.p99 / baseline.result.polls.p99).toFixed(1)} the baseline) · errors ${q.errors} | ${perRequest} | ${cpu(cores, machine)} | ${result.lagP99Ms} |`,
    );
    console.log(rows.at(-1));
  }
  await stats.end();
  clients.reporting.close();
  clients.polling.close();
} finally {
  await cluster.stop();
}

const day = new Date().toISOString().slice(0, 10);
const lines = [
  `## Drivers' positions through the cluster (\`npm run bench:positions -w api\`, ${day})`,
  '',
  `${DRIVERS} drivers online within 12 km of Bengaluru's centre each PUT their position every 3 s (a step of ${Math.round(STEP_KM * 1000)} m along a wandering heading, 30 km/h), ${((DRIVERS * 1000) / REPORT_EVERY_MS).toFixed(0)} a second, through HAProxy → 3 API processes → PostgreSQL + Redis, while ${K} customers each poll their own ride's offers once a second with If-None-Match. Latency counts from when each request was due (no coordinated omission). ${WARM_UP_SECONDS} s of both unmeasured, then the customers' polling alone for ${SECONDS} s (the baseline), then ${WARM_UP_SECONDS} s of both again, unmeasured, and ${RUNS} rounds of ${SECONDS} s with both. Everything shares ${os.cpus().length} cores: API processes, PostgreSQL, Redis, HAProxy and the load generator (two pools of 256 keep-alive connections, drivers' and customers', of a lean HTTP/1.1 client; its event-loop lag in the last column). Times in ms.`,
  '',
  "| phase | positions: sent · latency | customers' polls: sent · latency | DB reads per request | CPU (cores) | generator lag p99 |",
  '|---|---|---|---|---|---|',
  ...rows,
];
console.log(`\n${lines.join('\n')}`);
if (!bench.BENCH_NO_WRITE) writeResultsSection('position-ingest', lines.join('\n'));

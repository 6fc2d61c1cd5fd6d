// `npm run bench:places -w api`: place search under bursts, on loopback. One API
// process (PGlite, simulator off); per run, /health alone, then while /health is still probed:
// waves of 32 searches sent at once, 32 clients searching back to back, and the same 32 asking for
// /health instead; p50/p99 of each, several runs. Also how long the process takes to answer
// /health and then a first wave of 32 searches, and its RSS. Probes and waves are sent on a clock and timed
// from when they were due, so a stalled server cannot hide behind a waiting sender.
// BENCH_RUNS (3), BENCH_SECONDS (3, each phase), BENCH_API_DIR (the api/ of another checkout).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { childEnvironment, readEnvironment } from '@dakiya/environment';

const bench = readEnvironment('bench');
const RUNS = bench.BENCH_RUNS;
const SECONDS = bench.BENCH_SECONDS ?? 3;
const CLIENTS = 32;
const HEALTH_EVERY_MS = 10;
const WAVE_EVERY_MS = 100;
/** A request unanswered this long counts as failed (and at this latency): every phase ends. */
const REQUEST_TIMEOUT_MS = 10_000;
const API_DIR = path.resolve(bench.BENCH_API_DIR ?? path.join(import.meta.dirname, '..'));

/** What people type: every prefix of these, as a suggestion box sends them. */
const TYPED = [
  'Koramangala',
  'Indiranagar',
  'Bengaluru',
  'Banglore',
  'Andheri West',
  'Connaught Place',
  'MG Road',
  'Whitefield',
  'Hosur',
  'Mumbai',
  'Navi Mumbai',
  'दिल्ली',
  'बैंगलोर',
  'Hyderabad',
  'Secunderabad',
  'Chennai',
  'Salt Lake',
  'Pune',
  'Gandhinagar',
  'Rampur',
];
const SEARCHES = TYPED.flatMap((text) =>
  Array.from(
    { length: text.length },
    (_, n) => `/places/search/?q=${encodeURIComponent(text.slice(0, n + 1))}`,
  ),
);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** CPU time a process has used, user and system (ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
};
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : NaN;
}

function summary({ times, failed }: Timed) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    failed,
    p50: Number(percentile(sorted, 0.5).toFixed(2)),
    p99: Number(percentile(sorted, 0.99).toFixed(2)),
    max: Number((sorted.at(-1) ?? NaN).toFixed(2)),
  };
}

/** GET, read the body; its status, 0 when there was no answer (REQUEST_TIMEOUT_MS). */
async function get(pool: Pool, url: string): Promise<number> {
  try {
    const { statusCode, body } = await pool.request({
      method: 'GET',
      path: url,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await body.arrayBuffer();
    return statusCode;
  } catch {
    return 0;
  }
}

/** Latencies, and how many requests got no answer or not a 200. */
interface Timed {
  times: number[];
  failed: number;
}

/** `paths` in turn, `each` at a time, every `everyMs`, each timed from when it was due. */
async function onClock(
  pool: Pool,
  paths: string[],
  each: number,
  everyMs: number,
  until: () => boolean,
): Promise<Timed> {
  const timed: Timed = { times: [], failed: 0 };
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let next = 0;
  for (let tick = 0; !until(); tick += 1) {
    const due = started + tick * everyMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    for (let i = 0; i < each; i += 1) {
      const url = paths[next++ % paths.length]!;
      pending.push(
        get(pool, url).then((status) => {
          if (status !== 200) timed.failed += 1;
          timed.times.push(performance.now() - due);
        }),
      );
    }
  }
  await Promise.all(pending);
  return timed;
}

/** /health every HEALTH_EVERY_MS. */
const probeHealth = (pool: Pool, until: () => boolean) =>
  onClock(pool, ['/health'], 1, HEALTH_EVERY_MS, until);

/** Every WAVE_EVERY_MS, CLIENTS searches sent at once. */
const waves = (pool: Pool, until: () => boolean) =>
  onClock(pool, SEARCHES, CLIENTS, WAVE_EVERY_MS, until);

/** CLIENTS clients, each asking for the next of `paths` as soon as its last answer came. */
async function backToBack(pool: Pool, paths: string[], until: () => boolean): Promise<Timed> {
  const timed: Timed = { times: [], failed: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (!until()) {
        const url = paths[next++ % paths.length]!;
        const sent = performance.now();
        if ((await get(pool, url)) !== 200) timed.failed += 1;
        timed.times.push(performance.now() - sent);
      }
    }),
  );
  return timed;
}

/** An `until` that lets one tick of onClock through. */
const afterOneTick = () => {
  let ticks = 0;
  return () => ticks++ > 0;
};

const forSeconds = (seconds: number) => {
  const end = performance.now() + seconds * 1000;
  return () => performance.now() >= end;
};

/** `load` for SECONDS with /health probed meanwhile: both summed up. */
async function withProbe(
  apiPid: number,
  health: Pool,
  load: (until: () => boolean) => Promise<Timed>,
) {
  const done = forSeconds(SECONDS);
  const cpuBefore = cpuMs(apiPid);
  const [timed, probes] = await Promise.all([load(done), probeHealth(health, done)]);
  const answered = timed.times.length + probes.times.length;
  return {
    load: summary(timed),
    perS: Math.round(timed.times.length / SECONDS),
    health: summary(probes),
    apiCpuMsEach: Number(((cpuMs(apiPid) - cpuBefore) / answered).toFixed(3)),
  };
}

/**
 * One run: /health probed alone; then during waves of CLIENTS searches at once; then during
 * CLIENTS clients searching back to back (the API's whole capacity); then during as many asking
 * for /health instead (the floor: the cheapest route at the same concurrency).
 */
async function measureRun(run: number, apiPid: number, health: Pool, clients: Pool) {
  const alone = summary(await probeHealth(health, forSeconds(SECONDS)));
  const inWaves = await withProbe(apiPid, health, (until) => waves(clients, until));
  const saturated = await withProbe(apiPid, health, (until) =>
    backToBack(clients, SEARCHES, until),
  );
  const floor = await withProbe(apiPid, health, (until) => backToBack(clients, ['/health'], until));
  const ratio = (during: { p99: number }) => Number((during.p99 / alone.p99).toFixed(1));
  return {
    run,
    healthAlone: alone,
    waves: { search: inWaves.load, health: inWaves.health, healthRatio: ratio(inWaves.health) },
    backToBack: {
      search: saturated.load,
      perS: saturated.perS,
      apiCpuMsEach: saturated.apiCpuMsEach,
      health: saturated.health,
      healthRatio: ratio(saturated.health),
    },
    healthBackToBack: {
      perS: floor.perS,
      apiCpuMsEach: floor.apiCpuMsEach,
      health: floor.health,
      healthRatio: ratio(floor.health),
    },
  };
}

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-place-bench-'));
  const spawned = performance.now();
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: childEnvironment({
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SIMULATE_DRIVERS: 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      PLACE_RATE_LIMIT: '100000000',
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const health = new Pool(base, { connections: 8 });
  const clients = new Pool(base, { connections: CLIENTS });
  try {
    for (;;) {
      if (api.exitCode !== null) throw new Error('the API stopped');
      if ((await get(health, '/health')) === 200) break;
      await sleep(20);
    }
    const upMs = performance.now() - spawned;
    const rssStarted = rssMb(api.pid!);
    // The first customers after a start: one wave of CLIENTS searches at once.
    const firstWave = summary(
      await onClock(clients, SEARCHES, CLIENTS, WAVE_EVERY_MS, afterOneTick()),
    );
    const rssLoaded = rssMb(api.pid!);
    console.log(
      `${API_DIR}: /health answered ${upMs.toFixed(0)} ms after spawn, then a first wave of ${CLIENTS} searches took p50 ${firstWave.p50} ms, p99 ${firstWave.p99} ms; RSS ${rssStarted} MB started, ${rssLoaded} MB after it`,
    );
    await backToBack(clients, SEARCHES, forSeconds(1)); // warm-up, not counted

    const runs: Awaited<ReturnType<typeof measureRun>>[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      runs.push(await measureRun(run, api.pid!, health, clients));
      console.log(JSON.stringify(runs.at(-1)));
    }
    const range = (pick: (row: (typeof runs)[number]) => number) => {
      const values = runs.map(pick);
      return `${Math.min(...values)}–${Math.max(...values)}`;
    };
    const failed = runs
      .flatMap((r) => [
        r.healthAlone,
        r.waves.search,
        r.waves.health,
        r.backToBack.search,
        r.backToBack.health,
        r.healthBackToBack.health,
      ])
      .reduce((sum, phase) => sum + phase.failed, 0);
    console.log(
      [
        `${RUNS} runs of ${SECONDS} s a phase, ${CLIENTS} clients, ${os.cpus().length} cores (ranges over the runs):`,
        `  /health alone: p50 ${range((r) => r.healthAlone.p50)} ms, p99 ${range((r) => r.healthAlone.p99)} ms`,
        `  waves of ${CLIENTS} searches at once every ${WAVE_EVERY_MS} ms: search p50 ${range((r) => r.waves.search.p50)} ms, p99 ${range((r) => r.waves.search.p99)} ms; /health p50 ${range((r) => r.waves.health.p50)} ms, p99 ${range((r) => r.waves.health.p99)} ms (×${range((r) => r.waves.healthRatio)} alone)`,
        `  ${CLIENTS} searching back to back: ${range((r) => r.backToBack.perS)} searches/s (API CPU ${range((r) => r.backToBack.apiCpuMsEach)} ms each), search p50 ${range((r) => r.backToBack.search.p50)} ms, p99 ${range((r) => r.backToBack.search.p99)} ms; /health p50 ${range((r) => r.backToBack.health.p50)} ms, p99 ${range((r) => r.backToBack.health.p99)} ms (×${range((r) => r.backToBack.healthRatio)} alone)`,
        `  ${CLIENTS} asking /health back to back: ${range((r) => r.healthBackToBack.perS)}/s (API CPU ${range((r) => r.healthBackToBack.apiCpuMsEach)} ms each); /health p50 ${range((r) => r.healthBackToBack.health.p50)} ms, p99 ${range((r) => r.healthBackToBack.health.p99)} ms (×${range((r) => r.healthBackToBack.healthRatio)} alone)`,
        `  answers other than 200 (or none within ${REQUEST_TIMEOUT_MS / 1000} s): ${failed}`,
        `  RSS after the runs ${rssMb(api.pid!)} MB`,
      ].join('\n'),
    );
  } finally {
    await Promise.all([health.close(), clients.close()]);
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

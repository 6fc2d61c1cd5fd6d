// `npm run bench -w api`: requests/s and p99 of the polling endpoint (GET /bargaining/RideGet/{id}/),
// the hot path every waiting customer calls each second. The API runs as its own process; this
// one only drives load. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set
// (the script wraps itself in scripts/with-postgres.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { localUrl } from '@dakiya/local-system';
import { expectStatus, registerOnlineDriver, signUpCustomer } from '@dakiya/test-kit';
import { waitUntilUp } from '@dakiya/test-kit/servers';

// A port of its own, so that a running `npm start` does not answer in its place.
const PORT = 4310;
const BASE = localUrl(PORT);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

/** A customer with a ride that has four offers, as a waiting customer would poll. */
async function seed() {
  const { client: customer, userId, access } = await signUpCustomer(BASE);
  const ride = await customer.post(`/bargaining/${userId}/`, {
    type: 'Parcel',
    pickup_location: 'MG Road',
    drop_location: 'Koramangala',
    offer_fare: 200,
    pickup_lat: 12.975,
    pickup_lng: 77.605,
  });
  expectStatus(ride, 201, 'ask for a ride');
  for (let i = 0; i < 4; i += 1) {
    const { client: driver } = await registerOnlineDriver({}, BASE);
    const offer = await driver.post(`/drivers/me/rides/${ride.body.id}/offers/`, {
      fare: 200 + i * 10,
    });
    expectStatus(offer, 201, 'make an offer');
  }
  return { token: access, rideId: ride.body.id as number };
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

interface PacedResult {
  rps: number;
  p99: number;
  errors: number;
}

/**
 * GETs `url` at a steady `rate` per second for DURATION_S, each request timed from the moment
 * it was due, so a server that stalls cannot hide it by holding the sender back. autocannon's
 * own rate limit is not steady: each connection sends its share for the second at the start of
 * the second and then waits (mcollina/autocannon#174), so `overallRate: 1000` is a burst of a
 * thousand requests at full speed once a second, not 1,000 req/s.
 */
async function paced(url: string, headers: Record<string, string>, rate: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const latencies: number[] = [];
  let errors = 0;
  const getOnce = (dueAt: number) =>
    new Promise<void>((resolve) => {
      http
        .get(url, { agent, headers }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) latencies.push(performance.now() - dueAt);
            else errors += 1;
            resolve();
          });
        })
        .on('error', () => {
          errors += 1;
          resolve();
        });
    });
  const total = rate * DURATION_S;
  const requests: Promise<void>[] = [];
  const start = performance.now();
  while (requests.length < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000));
    while (requests.length < due) requests.push(getOnce(start + (requests.length * 1000) / rate));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(requests);
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1] ?? NaN;
  return {
    rps: Math.round(latencies.length / seconds),
    p99: Number(p99.toFixed(1)),
    errors,
  } satisfies PacedResult;
}

async function benchOne(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-bench-'));
  const api: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SIMULATE_DRIVERS: 'false',
      // Not production: the bench signs its driver up with the OTP from the development outbox.
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilUp([`${BASE}/health`]);
    const { token, rideId } = await seed();
    const request = {
      url: `${BASE}/bargaining/RideGet/${rideId}/`,
      headers: { authorization: `Bearer ${token}` },
    };
    await run({ ...request, connections: 10, duration: 2 }); // warm-up
    const max = await run({ ...request, connections: 50, duration: DURATION_S });
    const fixed = await paced(request.url, request.headers, 1000);
    return {
      kind,
      maxRps: Math.round(max.requests.average),
      maxP99: max.latency.p99,
      fixedRps: fixed.rps,
      fixedP99: fixed.p99,
      errors: max.errors + max.non2xx + fixed.errors,
    };
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await benchOne('pglite')];
if (process.env.TEST_DATABASE_URL)
  results.push(await benchOne('postgres', process.env.TEST_DATABASE_URL));

console.log(
  `\nPolling endpoint GET /bargaining/RideGet/{id}/ (4 offers), ${os.cpus().length} cores, ${DURATION_S} s per run`,
);
console.log(
  '| database | max req/s (50 conns) | p99 at max (ms) | req/s at a steady 1,000 | p99 at a steady 1,000 req/s (ms) | errors |',
);
console.log('|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.kind} | ${r.maxRps} | ${r.maxP99} | ${r.fixedRps} | ${r.fixedP99} | ${r.errors} |`,
  );
// The root benchmark (`npm run bench`) reads the figures from here.
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(results, null, 2));

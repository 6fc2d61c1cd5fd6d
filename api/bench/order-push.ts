// `npm run bench:push -w api`: what following a live order costs. The delay from a driver's
// position update to the customer's client (p50/p99 over 100 updates), and, per minute of one
// customer following a trip while its driver posts a position every 3 s, the HTTP requests the
// app makes and the database reads they cost: on the push stream, and with 1 s polling for
// comparison. The API runs in this process on PostgreSQL (the script wraps itself in
// scripts/with-postgres.mjs), so every SELECT it sends can be counted.
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { registerOnlineDriver, signUpCustomer, expectStatus } from '@dakiya/test-kit';
import { readEnvironment } from '@dakiya/environment';
import { readConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { buildApp } from '../src/app.js';

const bench = readEnvironment('bench');
const WINDOW_S = bench.BENCH_FOLLOW_SECONDS;
const UPDATES = 100;
const POSITION_EVERY_MS = 3000;

// Every statement the API sends goes through pg.Client#query: count the reads.
let selects = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: string })?.text;
  if (text && /^\s*select/i.test(text)) selects += 1;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const databaseUrl = readEnvironment('tools').TEST_DATABASE_URL;
if (!databaseUrl) throw new Error('run through scripts/with-postgres.mjs');
const database = await openDatabase({ databaseUrl, dataDir: null });
const { app } = await buildApp(
  { ...readConfig({ NODE_ENV: 'test' }), authRateLimit: 100_000, simulateDrivers: false },
  database.db,
);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const BASE = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** A customer's accepted order with a test driver near MG Road. */
async function order() {
  const customer = await signUpCustomer(BASE);
  const driver = await registerOnlineDriver({}, BASE);
  const ride = await customer.client.post(`/bargaining/${customer.userId}/`, {
    type: 'Parcel',
    pickup_location: 'MG Road',
    drop_location: 'Koramangala',
    offer_fare: 200,
    pickup_lat: 12.975,
    pickup_lng: 77.605,
    drop_lat: 12.935,
    drop_lng: 77.624,
  });
  const offer = await driver.client.post(`/drivers/me/rides/${ride.body.id}/offers/`, {
    fare: 210,
  });
  const accepted = await customer.client.post(
    `/bargaining/RideGet/${customer.userId}/driverassign/${offer.body.rideId}/`,
  );
  expectStatus(accepted, 200, 'accept');
  return { customer, driver, rideId: ride.body.id as number };
}

/** What the app does on /your-order: read the order, get a stream token, open the stream. */
async function follow(customer: Awaited<ReturnType<typeof order>>['customer'], rideId: number) {
  let requests = 0;
  const onEvent: ((data: { driver_position: { lat: number } | null }) => void)[] = [];
  requests += 1;
  expectStatus(await customer.client.get(`/bargaining/orders/${rideId}/`), 200, 'order');
  requests += 1;
  const token = await customer.client.post(`/bargaining/orders/${rideId}/stream-token/`);
  const controller = new AbortController();
  requests += 1;
  const response = await fetch(
    `${BASE}/bargaining/orders/${rideId}/events/?token=${encodeURIComponent(token.body.token)}`,
    { signal: controller.signal },
  );
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .find((line) => line.startsWith('data: '));
        buffer = buffer.slice(end + 2);
        if (data) for (const listener of onEvent) listener(JSON.parse(data.slice(6)));
      }
    }
  })();
  return { requests: () => requests, onEvent, stop: () => controller.abort() };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

async function pushDelay() {
  const { customer, driver, rideId } = await order();
  const stream = await follow(customer, rideId);
  const delays: number[] = [];
  for (let i = 0; i < UPDATES; i += 1) {
    const lat = 12.96 + i / 10_000;
    const arrived = new Promise<void>((resolve) => {
      const listener = (data: { driver_position: { lat: number } | null }) => {
        if (data.driver_position?.lat !== lat) return;
        stream.onEvent.splice(stream.onEvent.indexOf(listener), 1);
        resolve();
      };
      stream.onEvent.push(listener);
    });
    const sent = performance.now();
    await driver.client.put('/drivers/me/position/', { lat, lng: 77.6 });
    await arrived;
    delays.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  stream.stop();
  delays.sort((a, b) => a - b);
  return {
    p50: Number(percentile(delays, 0.5).toFixed(1)),
    p99: Number(percentile(delays, 0.99).toFixed(1)),
  };
}

/** SELECTs during WINDOW_S of a driver posting every 3 s, with `customer` doing its part. */
async function window(
  driver: Awaited<ReturnType<typeof order>>['driver'],
  customer: () => Promise<number>,
) {
  const before = selects;
  const end = Date.now() + WINDOW_S * 1000;
  let driverRequests = 0;
  const moving = (async () => {
    for (let i = 0; Date.now() < end; i += 1) {
      await driver.client.put('/drivers/me/position/', { lat: 12.97 + i / 10_000, lng: 77.6 });
      driverRequests += 1;
      await new Promise((resolve) => setTimeout(resolve, POSITION_EVERY_MS));
    }
  })();
  const requests = await customer();
  await moving;
  return { reads: selects - before, requests, driverRequests };
}

async function costPerMinute() {
  const perMinute = (n: number) => Math.round((n * 60) / WINDOW_S);
  const alone = await (async () => {
    const { driver } = await order();
    return window(driver, async () => {
      await new Promise((resolve) => setTimeout(resolve, WINDOW_S * 1000));
      return 0;
    });
  })();
  // Opening the screen (read the order, a token, the stream) is paid once; then the stream
  // costs what it costs while the order lives.
  let opening = { requests: 0, reads: 0 };
  const pushed = await (async () => {
    const { customer, driver, rideId } = await order();
    const before = selects;
    const stream = await follow(customer, rideId);
    opening = { requests: stream.requests(), reads: selects - before };
    const followed = await window(driver, async () => {
      await new Promise((resolve) => setTimeout(resolve, WINDOW_S * 1000));
      return stream.requests() - opening.requests;
    });
    stream.stop();
    return followed;
  })();
  const polled = await (async () => {
    const { customer, driver, rideId } = await order();
    return window(driver, async () => {
      let requests = 0;
      const end = Date.now() + WINDOW_S * 1000;
      while (Date.now() < end) {
        requests += 1;
        await customer.client.get(`/bargaining/orders/${rideId}/`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      return requests;
    });
  })();
  // The driver's own posts cost reads too (their session check); the customer's cost is the rest.
  const driverReadsPerPost = alone.reads / Math.max(1, alone.driverRequests);
  const customerReads = (w: typeof pushed) =>
    Math.max(0, Math.round(w.reads - driverReadsPerPost * w.driverRequests));
  return {
    windowSeconds: WINDOW_S,
    opening,
    push: { requests: perMinute(pushed.requests), reads: perMinute(customerReads(pushed)) },
    polling: { requests: perMinute(polled.requests), reads: perMinute(customerReads(polled)) },
  };
}

try {
  const delay = await pushDelay();
  console.log(`push delay over ${UPDATES} updates: p50 ${delay.p50} ms, p99 ${delay.p99} ms`);
  const cost = await costPerMinute();
  console.log(
    `one customer following an order: opening ${cost.opening.requests} requests / ${cost.opening.reads} reads once; then per minute push ${cost.push.requests} requests / ${cost.push.reads} database reads; 1 s polling ${cost.polling.requests} / ${cost.polling.reads}`,
  );
  if (bench.BENCH_OUT) writeFileSync(bench.BENCH_OUT, JSON.stringify({ delay, cost }, null, 2));
} finally {
  await app.close();
  await database.close();
}

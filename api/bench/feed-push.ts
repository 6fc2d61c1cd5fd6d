// `npm run bench:feed-push -w api`: issue 25's target, from a customer's POST of a ride request
// to that request on drivers' screens, with DRIVERS drivers online in one city, each following
// their feed on its event stream (GET /drivers/me/feed/events/). REQUESTS requests are posted,
// one every GAP_MS, at random pickups in the city; for every (request, driver) pair the delay from
// the start of the POST to the first event that lists the request is taken: p50/p95/p99/max.
// The API runs in this process (PostgreSQL through scripts/with-postgres.mjs, else PGlite), and
// so do the drivers' clients: their reading of DRIVERS streams shares the same cores.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { readEnvironment } from '@dakiya/environment';
import { readConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { buildApp } from '../src/app.js';
import { drivers, users } from '../src/db/schema.js';

const bench = readEnvironment('bench');
const DRIVERS = bench.FEED_DRIVERS;
const REQUESTS = bench.FEED_REQUESTS;
const GAP_MS = bench.FEED_GAP_MS;
const CITY = { lat: 12.9716, lng: 77.5946 };

/** A point within `km` of the city centre (uniform over the disc). */
function around(km: number) {
  const r = km * Math.sqrt(Math.random());
  const angle = 2 * Math.PI * Math.random();
  return {
    lat: CITY.lat + (r * Math.sin(angle)) / 111,
    lng: CITY.lng + (r * Math.cos(angle)) / (111 * Math.cos((CITY.lat * Math.PI) / 180)),
  };
}

const databaseUrl = readEnvironment('tools').TEST_DATABASE_URL ?? null;
const database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 20 });
const { app, services } = await buildApp(
  {
    ...readConfig({ NODE_ENV: 'test' }),
    authRateLimit: 1_000_000,
    simulateDrivers: false,
    imageStorage: { kind: 'memory' },
  },
  database.db,
);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const BASE = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

// Drivers online around the city (two-wheelers: every parcel below fits), within 10 km of the
// centre, so every request (within 8 km) is within the 20 km of every driver.
const tag = randomBytes(3).toString('hex');
const fleet = await database.db
  .insert(drivers)
  .values(
    Array.from({ length: DRIVERS }, (_, i) => ({
      name: `Bench ${i}`,
      phoneNumber: `7${String(i).padStart(6, '0')}${tag.slice(0, 3)}`.slice(0, 10),
      vehicleType: 'TWO_WHEELER',
      vehicleModel: 'Honda Activa',
      registration: `KA 01 ${i}`,
      online: true,
      ...around(10),
    })),
  )
  .returning();
const customers = await database.db
  .insert(users)
  .values(
    Array.from({ length: REQUESTS }, (_, i) => ({
      firstName: 'Bench',
      lastName: String(i),
      email: `bench.${tag}.${i}@example.com`,
      phoneNumber: `6${String(i).padStart(6, '0')}${tag.slice(0, 3)}`.slice(0, 10),
      passwordHash: 'x',
    })),
  )
  .returning();

const seen = new Map<number, Map<number, number>>(); // ride -> driver -> first seen at
const posted = new Map<number, number>(); // ride -> POST started at
const controllers: AbortController[] = [];
let events = 0;
let bytes = 0;

async function follow(driverId: number) {
  const { access } = await services.sessions.start(driverId, 'driver');
  const ticket = await fetch(`${BASE}/drivers/me/feed/stream-token/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access}` },
  }).then((response) => response.json() as Promise<{ token: string }>);
  const controller = new AbortController();
  controllers.push(controller);
  const response = await fetch(
    `${BASE}/drivers/me/feed/events/?token=${encodeURIComponent(ticket.token)}`,
    { signal: controller.signal },
  );
  if (response.status !== 200) throw new Error(`stream: ${response.status}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let first = () => undefined as void;
  const opened = new Promise<void>((resolve) => (first = resolve));
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.includes('event: feed')) continue;
        const now = performance.now();
        events += 1;
        bytes += block.length;
        first();
        // Ride ids as the feed writes them, without parsing every event's JSON.
        for (const match of block.matchAll(/\{"id":(\d+),"type"/g)) {
          const rideId = Number(match[1]);
          const drivers = seen.get(rideId) ?? new Map<number, number>();
          if (!drivers.has(driverId)) drivers.set(driverId, now);
          seen.set(rideId, drivers);
        }
      }
    }
  })();
  await opened;
}

const opening = performance.now();
for (let i = 0; i < fleet.length; i += 50)
  await Promise.all(fleet.slice(i, i + 50).map((driver) => follow(driver.id)));
console.log(
  `${DRIVERS} drivers following their feeds (${((performance.now() - opening) / 1000).toFixed(1)} s to open)`,
);

const requests = [];
for (let i = 0; i < REQUESTS; i += 1) {
  const customer = customers[i]!;
  const { access } = await services.sessions.start(customer.id, 'consumer');
  const pickup = around(8);
  const drop = around(8);
  const startedAt = performance.now();
  requests.push(
    fetch(`${BASE}/bargaining/${customer.id}/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'Parcel',
        pickup_location: `Pickup ${i}, Bengaluru`,
        drop_location: `Drop ${i}, Bengaluru`,
        offer_fare: 900,
        weight: 2,
        pickup_lat: pickup.lat,
        pickup_lng: pickup.lng,
        drop_lat: drop.lat,
        drop_lng: drop.lng,
      }),
    }).then(async (response) => {
      const body = (await response.json()) as { id: number };
      if (response.status !== 201) throw new Error(`request: ${JSON.stringify(body)}`);
      posted.set(body.id, startedAt);
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, GAP_MS));
}
await Promise.all(requests);
await new Promise((resolve) => setTimeout(resolve, 3000));

const delays: number[] = [];
let missing = 0;
for (const [rideId, startedAt] of posted) {
  const drivers = seen.get(rideId) ?? new Map<number, number>();
  missing += DRIVERS - drivers.size;
  for (const at of drivers.values()) delays.push(at - startedAt);
}
delays.sort((a, b) => a - b);
const pct = (p: number) =>
  delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))]!;
console.log(
  [
    `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores, Node ${process.version}`,
    `${REQUESTS} requests, one every ${GAP_MS} ms, each for ${DRIVERS} drivers: ${delays.length} deliveries, ${missing} missing`,
    `POST -> on the driver's stream: p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms, p99 ${pct(99).toFixed(0)} ms, max ${delays.at(-1)!.toFixed(0)} ms`,
    `${events} feed events, ${(bytes / 1e6).toFixed(1)} MB of them`,
  ].join('\n'),
);

for (const controller of controllers) controller.abort();
await app.close();
await database.close();
process.exit(missing === 0 ? 0 : 1);

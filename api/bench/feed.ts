// `npm run bench:feed -w api`: the driver feed (GET /drivers/me/rides/'s query, ride-feed.ts) with
// 50,000 open rides: p50/p99 over drivers placed where the rides are, on PGlite and on PostgreSQL
// (TEST_DATABASE_URL; the script wraps itself in scripts/with-postgres.mjs). The rides crowd ten
// cities as customers would: each city's pickups spread around its centre (normal, σ 15 km), so
// a driver downtown has a few thousand open rides within 20 km.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { VEHICLE_TYPES, type LatLng } from '@dakiya/domain';
import { readEnvironment } from '@dakiya/environment';
import { openDatabase, type Database } from '../src/db/database.js';
import { rideRequests, users } from '../src/db/schema.js';
import { pickupCell } from '../src/services/ride-feed-cells.js';
import { openRidesNear } from '../src/services/ride-feed.js';
import { rideView } from '../src/services/ride-views.js';
import { seededRandom } from '../test/support/seeded-random.js';

const bench = readEnvironment('bench');
const OPEN_RIDES = bench.FEED_RIDES;
const QUERIES = bench.FEED_QUERIES;
const CITIES: LatLng[] = [
  { lat: 19.076, lng: 72.8777 },
  { lat: 28.6139, lng: 77.209 },
  { lat: 12.9716, lng: 77.5946 },
  { lat: 17.385, lng: 78.4867 },
  { lat: 13.0827, lng: 80.2707 },
  { lat: 22.5726, lng: 88.3639 },
  { lat: 18.5204, lng: 73.8567 },
  { lat: 23.0225, lng: 72.5714 },
  { lat: 26.9124, lng: 75.7873 },
  { lat: 26.8467, lng: 80.9462 },
];
const RIDE_TYPES = ['Document', 'Parcel', ...VEHICLE_TYPES];

/** A point around `centre`, normal with σ `km` in each direction. */
function around(next: () => number, centre: LatLng, km: number): LatLng {
  const r = km * Math.sqrt(-2 * Math.log(1 - next()));
  const angle = 2 * Math.PI * next();
  return {
    lat: centre.lat + (r * Math.sin(angle)) / 111,
    lng: centre.lng + (r * Math.cos(angle)) / (111 * Math.cos((centre.lat * Math.PI) / 180)),
  };
}

async function seed(database: Database) {
  const [user] = await database.db
    .insert(users)
    .values({
      firstName: 'Bench',
      lastName: 'Feed',
      email: 'feed-bench@example.com',
      phoneNumber: '9000000002',
      passwordHash: 'x',
    })
    .returning();
  const next = seededRandom(15);
  const expiresAt = new Date(Date.now() + 3_600_000);
  for (let done = 0; done < OPEN_RIDES; done += 2000) {
    await database.db.insert(rideRequests).values(
      Array.from({ length: Math.min(2000, OPEN_RIDES - done) }, (_, i) => {
        const pickup = around(next, CITIES[(done + i) % CITIES.length]!, 15);
        return {
          userId: user!.id,
          type: RIDE_TYPES[Math.floor(next() * RIDE_TYPES.length)]!,
          pickupLocation: 'Pickup',
          dropLocation: 'Drop',
          offerFare: 100 + Math.round(next() * 400),
          pickupLat: pickup.lat,
          pickupLng: pickup.lng,
          pickupCell: pickupCell(pickup.lat, pickup.lng),
          weightKg: next() < 0.5 ? null : Math.round(next() * 500),
          expiresAt,
        };
      }),
    );
  }
}

/** Seeds a fresh database (`databaseUrl`, or PGlite in memory) and times QUERIES feeds. */
export async function benchFeed(kind: 'pglite' | 'postgres', databaseUrl: string | null) {
  const database = await openDatabase({ databaseUrl, dataDir: null });
  try {
    const seeding = performance.now();
    await seed(database);
    const seedS = (performance.now() - seeding) / 1000;
    const next = seededRandom(7);
    const drivers = Array.from({ length: QUERIES }, (_, i) => ({
      at: around(next, CITIES[i % CITIES.length]!, 10),
      vehicle: VEHICLE_TYPES[i % VEHICLE_TYPES.length]!,
    }));
    // Warm-up: the first queries plan and fill caches.
    for (const driver of drivers.slice(0, 20))
      await openRidesNear(database.db, driver.at, driver.vehicle);
    const times: number[] = [];
    let rides = 0;
    for (const driver of drivers) {
      const start = performance.now();
      const feed = (await openRidesNear(database.db, driver.at, driver.vehicle)).map(rideView);
      times.push(performance.now() - start);
      rides += feed.length;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Number(times[Math.ceil(times.length * q) - 1]!.toFixed(1));
    return {
      kind,
      openRides: OPEN_RIDES,
      queries: QUERIES,
      meanFeedRides: Math.round(rides / QUERIES),
      p50: at(0.5),
      p99: at(0.99),
      max: at(1),
      seedS: Number(seedS.toFixed(1)),
    };
  } finally {
    await database.close();
  }
}

export type FeedResult = Awaited<ReturnType<typeof benchFeed>>;

/** The results as a Markdown table, with what was measured. */
export function feedTable(results: FeedResult[]): string[] {
  return [
    `Driver feed (GET /drivers/me/rides/'s query, api/bench/feed.ts): ${OPEN_RIDES.toLocaleString('en')} open rides around ten cities (normal, σ 15 km), ${QUERIES} drivers placed among them, each feed every open ride within 20 km that fits the vehicle; ${os.cpus().length} cores.`,
    '',
    '| database | rides in a feed (mean) | p50 (ms) | p99 (ms) | max (ms) |',
    '|---|---|---|---|---|',
    ...results.map((r) => `| ${r.kind} | ${r.meanFeedRides} | ${r.p50} | ${r.p99} | ${r.max} |`),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const results = [await benchFeed('pglite', null)];
  const { TEST_DATABASE_URL } = readEnvironment('tools');
  if (TEST_DATABASE_URL) results.push(await benchFeed('postgres', TEST_DATABASE_URL));
  console.log(`\n${feedTable(results).join('\n')}`);
  if (bench.BENCH_OUT) writeFileSync(bench.BENCH_OUT, JSON.stringify(results, null, 2));
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { gridDisk, latLngToCell } from 'h3-js';
import {
  DRIVER_FEED_RADIUS_KM,
  VEHICLE_TYPES,
  haversineKm,
  vehicleFits,
  type LatLng,
} from '@dakiya/domain';
import { rideRequests, users } from '../src/db/schema.js';
import { openRidesNear, openRidesQuery } from '../src/services/ride-feed.js';
import {
  PICKUP_CELL_RESOLUTION,
  PICKUP_CELL_RINGS,
  cellsNear,
  pickupCell,
} from '../src/services/ride-feed-cells.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';

const EARTH_KM = 6371.0088;

/** The point `km` from `from` on bearing `degrees` (great circle). */
function destination(from: LatLng, km: number, degrees: number): LatLng {
  const d = km / EARTH_KM;
  const b = (degrees * Math.PI) / 180;
  const p1 = (from.lat * Math.PI) / 180;
  const l1 = (from.lng * Math.PI) / 180;
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(b));
  const l2 =
    l1 +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  return { lat: (p2 * 180) / Math.PI, lng: (((l2 * 180) / Math.PI + 540) % 360) - 180 };
}

const somewhere = fc.record({
  lat: fc.double({ min: -70, max: 70, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('the pickup cells around a driver', () => {
  it('hold every point within the feed radius, anywhere between 70° S and 70° N', () => {
    fc.assert(
      fc.property(
        somewhere,
        fc.double({ min: 0, max: DRIVER_FEED_RADIUS_KM, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (at, km, bearing) => {
          const point = destination(at, km, bearing);
          const cell = latLngToCell(point.lat, point.lng, PICKUP_CELL_RESOLUTION);
          return cellsNear(at).includes(cell);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('leave a ring of margin: a point at the radius is never in the outermost ring', () => {
    fc.assert(
      fc.property(somewhere, fc.double({ min: 0, max: 360, noNaN: true }), (at, bearing) => {
        const point = destination(at, DRIVER_FEED_RADIUS_KM, bearing);
        const inner = gridDisk(
          latLngToCell(at.lat, at.lng, PICKUP_CELL_RESOLUTION),
          PICKUP_CELL_RINGS - 1,
        );
        return inner.includes(latLngToCell(point.lat, point.lng, PICKUP_CELL_RESOLUTION));
      }),
      { numRuns: 3000 },
    );
  });

  it('are few: about the circle, not the whole disk', () => {
    const cells = cellsNear({ lat: 19.076, lng: 72.8777 });
    assert.ok(cells.length >= 30 && cells.length <= 70, `${cells.length} cells`);
  });
});

const CENTRES: LatLng[] = [
  { lat: 19.076, lng: 72.8777 },
  { lat: 12.9716, lng: 77.5946 },
  { lat: 28.6139, lng: 77.209 },
];
const RIDE_TYPES = ['Document', 'Parcel', ...VEHICLE_TYPES];

interface SeedRide {
  pickup: LatLng | null;
  type: string;
  weightKg: number | null;
  status: 'searching' | 'expired' | 'cancelled';
  expired: boolean;
}

const seedRide: fc.Arbitrary<SeedRide> = fc.record({
  pickup: fc.option(
    fc
      .tuple(
        fc.constantFrom(...CENTRES),
        fc.double({ min: 0, max: 45, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
      )
      .map(([centre, km, bearing]) => destination(centre, km, bearing)),
    { freq: 15 },
  ),
  type: fc.constantFrom(...RIDE_TYPES),
  weightKg: fc.option(fc.double({ min: 0.1, max: 2000, noNaN: true })),
  status: fc.constantFrom('searching', 'searching', 'searching', 'expired', 'cancelled'),
  expired: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
});

describe(`the driver feed by place (${DB_KIND})`, () => {
  let api: TestApi;
  let userId: number;
  let seeded: (SeedRide & { id: number })[] = [];

  before(async () => {
    api = await startTestApi();
    const [user] = await api.database.db
      .insert(users)
      .values({
        firstName: 'Feed',
        lastName: 'Test',
        email: 'feed@example.com',
        phoneNumber: '9000000001',
        passwordHash: 'x',
      })
      .returning();
    userId = user!.id;
  });
  after(async () => api.close());

  async function seed(rides: SeedRide[]) {
    const hour = 3_600_000;
    const rows = await api.database.db
      .insert(rideRequests)
      .values(
        rides.map((ride) => ({
          userId,
          type: ride.type,
          pickupLocation: 'A',
          dropLocation: 'B',
          offerFare: 100,
          pickupLat: ride.pickup?.lat ?? null,
          pickupLng: ride.pickup?.lng ?? null,
          pickupCell: pickupCell(ride.pickup?.lat, ride.pickup?.lng),
          weightKg: ride.weightKg,
          status: ride.status,
          cancelledBy: ride.status === 'cancelled' ? ('customer' as const) : null,
          expiresAt: new Date(Date.now() + (ride.expired ? -hour : hour)),
        })),
      )
      .returning({ id: rideRequests.id });
    seeded = seeded.concat(rides.map((ride, i) => ({ ...ride, id: rows[i]!.id })));
  }

  /** The feed by brute force: every ride seeded, checked one by one. */
  function bruteForce(at: LatLng, vehicleType: string): number[] {
    return seeded
      .filter(
        (ride) =>
          ride.status === 'searching' &&
          !ride.expired &&
          vehicleFits(vehicleType, ride.type, ride.weightKg) &&
          (ride.pickup === null || haversineKm(at, ride.pickup) <= DRIVER_FEED_RADIUS_KM),
      )
      .map((ride) => ride.id)
      .sort((a, b) => a - b);
  }

  it('gives a driver every open ride within the radius that fits the vehicle, and nothing else', async () => {
    await seed(fc.sample(seedRide, { numRuns: 1500, seed: 15 }));
    const withPickup = seeded.filter((ride) => ride.pickup !== null);
    // Drivers anywhere near the rides, and drivers right at the radius of one of them.
    const driverAt = fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...CENTRES),
          fc.double({ min: 0, max: 50, noNaN: true }),
          fc.double({ min: 0, max: 360, noNaN: true }),
        )
        .map(([centre, km, bearing]) => destination(centre, km, bearing)),
      fc
        .tuple(
          fc.constantFrom(...withPickup),
          fc.double({
            min: DRIVER_FEED_RADIUS_KM - 0.05,
            max: DRIVER_FEED_RADIUS_KM + 0.05,
            noNaN: true,
          }),
          fc.double({ min: 0, max: 360, noNaN: true }),
        )
        .map(([ride, km, bearing]) => destination(ride.pickup!, km, bearing)),
    );
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(driverAt, fc.constantFrom(...VEHICLE_TYPES), async (at, vehicle) => {
        const feed = (await openRidesNear(api.database.db, at, vehicle)).map((ride) => ride.id);
        const expected = bruteForce(at, vehicle);
        if (expected.length > 0) nonEmpty += 1;
        assert.deepEqual(
          [...feed].sort((a, b) => a - b),
          expected,
        );
      }),
      { numRuns: 150 },
    );
    assert.ok(nonEmpty > 100, `only ${nonEmpty} of 150 feeds had rides`);
  });

  it('shows the newest first and reads only the columns it shows or filters on', async () => {
    const feed = await openRidesNear(api.database.db, CENTRES[0]!, 'PICKUP_8FT');
    assert.ok(feed.length > 1);
    for (let i = 1; i < feed.length; i += 1)
      assert.ok(feed[i - 1]!.createdAt.getTime() >= feed[i]!.createdAt.getTime());
    const { sql } = openRidesQuery(api.database.db, CENTRES[0]!, 'PICKUP_8FT').toSQL();
    const read = /json_build_array\(([^)]*)\)/.exec(sql)?.[1];
    assert.deepEqual(
      read?.split(',').map((column) => column.trim().replace(/^"ride_requests"\./, '')),
      [
        '"id"',
        '"type"',
        '"pickup_location"',
        '"drop_location"',
        '"offer_fare"',
        '"parcel_image_key"',
        '"created_at"',
        '"expires_at"',
        '"pickup_lat"',
        '"pickup_lng"',
        '"weight_kg"',
        '"drop_lat"',
        '"drop_lng"',
        '"estimated_amount"',
        '"pickup_location_en"',
        '"pickup_location_hi"',
        '"drop_location_en"',
        '"drop_location_hi"',
      ],
    );
    assert.doesNotMatch(sql, /select \*|"ride_requests"\."(check_otp|booked_fare|user_id)"/);
  });

  it('gives a driver without a position only the requests without a pickup point', async () => {
    const feed = await openRidesNear(api.database.db, null, 'PICKUP_8FT');
    const expected = seeded
      .filter(
        (ride) =>
          ride.pickup === null &&
          ride.status === 'searching' &&
          !ride.expired &&
          vehicleFits('PICKUP_8FT', ride.type, ride.weightKg),
      )
      .map((ride) => ride.id)
      .sort((a, b) => a - b);
    assert.ok(expected.length > 0);
    assert.deepEqual(
      feed.map((ride) => ride.id).sort((a, b) => a - b),
      expected,
    );
  });
});

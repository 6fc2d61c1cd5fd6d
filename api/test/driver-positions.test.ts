import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { registerOnlineDriver, signUpCustomer, type OnlineDriver } from '@dakiya/test-kit';
import { drivers, rideRequests } from '../src/db/schema.js';
import {
  MemoryDriverPositions,
  orderVersion,
  seqFloor,
  type DriverPositions,
} from '../src/services/driver-positions.js';
import { RedisDriverPositions } from '../src/services/driver-positions-redis.js';
import { testRedis } from './support/redis.js';
import { openEvents } from './support/sse.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';

/** What every store must do, run on each. */
function behavesAsAStore(open: () => Promise<DriverPositions>) {
  it('keeps the exact coordinates, one set per driver, and numbers each report higher', async () => {
    const store = await open();
    assert.equal(await store.get(1), null);
    const first = await store.set(1, { lat: 12.971598765432, lng: 77.594612345678 });
    assert.ok(first.seq >= seqFloor() - 1);
    const second = await store.set(1, { lat: 12.98, lng: 77.6 });
    assert.ok(second.seq > first.seq);
    await store.set(2, { lat: 19.076, lng: 72.8777 });
    assert.deepEqual(await store.get(1), { lat: 12.98, lng: 77.6, seq: second.seq });
    const many = await store.getMany([1, 2, 3]);
    assert.deepEqual([...many.keys()].sort(), [1, 2]);
    assert.deepEqual(many.get(2)?.lat, 19.076);
    assert.equal((await store.set(3, { lat: -33.5, lng: 151.25 })).lng, 151.25);
    assert.deepEqual(await store.getMany([]), new Map());
  });

  it('reports a move once the driver is farther than the distance from the anchor, which then moves', async () => {
    const store = await open();
    // Northward steps of about 100 m (0.0009° of latitude), as a phone posts them.
    const at = (m: number) => ({ lat: 12.97 + (m / 100) * 0.0009, lng: 77.59 });
    const moves = [];
    for (const m of [0, 100, 400, 600, 700, 1000, 1200])
      moves.push((await store.report(5, at(m), 0.5)).moved);
    assert.deepEqual(moves, [true, false, false, true, false, false, true]);
    const last = await store.report(5, at(1250), 0.5);
    assert.deepEqual(await store.get(5), last.position);
    // Each driver has an anchor of their own.
    assert.equal((await store.report(6, at(1250), 0.5)).moved, true);
  });

  it('numbers concurrent reports of one driver one after another, the last kept being the highest', async () => {
    const store = await open();
    const reports = await Promise.all(
      Array.from({ length: 40 }, (_, i) => store.set(7, { lat: 10 + i / 100, lng: 76 })),
    );
    const seqs = reports.map((report) => report.seq);
    assert.equal(new Set(seqs).size, 40);
    const kept = await store.get(7);
    assert.equal(kept?.seq, Math.max(...seqs));
    assert.equal(kept?.lat, reports.find((report) => report.seq === kept?.seq)?.lat);
  });
}

describe('driver positions in memory', () => {
  behavesAsAStore(async () => new MemoryDriverPositions());
});

describe('driver positions in Redis', () => {
  const { client } = testRedis();

  behavesAsAStore(async () => {
    await client().flushall();
    return new RedisDriverPositions(client());
  });

  it('is one store for every process: what one reports, another reads, and numbering goes on', async () => {
    const one = new RedisDriverPositions(client());
    const two = new RedisDriverPositions(client());
    const a = await one.set(42, { lat: 28.6139, lng: 77.209 });
    assert.deepEqual(await two.get(42), a);
    const b = await two.set(42, { lat: 28.62, lng: 77.21 });
    assert.ok(b.seq > a.seq);
    assert.deepEqual((await one.getMany([42])).get(42), b);
  });
});

describe(`positions through the API: no database write, the order shows them (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  /** `beforeBooking` runs with the driver online and idle, before their offer is accepted. */
  async function bookedTrip(beforeBooking?: (driver: OnlineDriver) => Promise<void>) {
    const customer = await signUpCustomer(api.url);
    const driver: OnlineDriver = await registerOnlineDriver({}, api.url);
    await beforeBooking?.(driver);
    const ride = await customer.client.post(`/bargaining/${customer.userId}/`, {
      type: 'Parcel',
      pickup_location: 'MG Road',
      drop_location: 'Koramangala',
      offer_fare: 200,
      weight: 5,
      pickup_lat: 12.975,
      pickup_lng: 77.605,
      drop_lat: 12.9352,
      drop_lng: 77.6245,
    });
    assert.equal(ride.status, 201);
    const offer = await driver.client.post(`/drivers/me/rides/${ride.body.id}/offers/`, {
      fare: 220,
    });
    assert.equal(offer.status, 201);
    const accepted = await customer.client.post(
      `/bargaining/RideGet/${customer.userId}/driverassign/${offer.body.rideId}/`,
    );
    assert.equal(accepted.status, 200);
    return { customer, driver, rideId: ride.body.id as number };
  }

  const rows = async (rideId: number, driverPhone: string) => {
    const db = api.database.db;
    const [ride] = await db.select().from(rideRequests).where(eq(rideRequests.id, rideId));
    const [driver] = await db.select().from(drivers).where(eq(drivers.phoneNumber, driverPhone));
    return { version: ride!.version, lat: driver!.lat, lng: driver!.lng };
  };

  it('a position changes no row, yet a reload of the order shows it, as a newer version', async () => {
    const { customer, driver, rideId } = await bookedTrip();
    const before = await rows(rideId, driver.driver.phone_number);
    const order = (await customer.client.get(`/bargaining/orders/${rideId}/`)).body;

    for (const [lat, lng] of [
      [12.96, 77.6],
      [12.973, 77.604],
    ] as const)
      assert.equal((await driver.client.put('/drivers/me/position/', { lat, lng })).status, 200);

    assert.deepEqual(await rows(rideId, driver.driver.phone_number), before);
    const reloaded = (await customer.client.get(`/bargaining/orders/${rideId}/`)).body;
    assert.deepEqual(reloaded.driver_position, { lat: 12.973, lng: 77.604 });
    assert.ok(reloaded.version > order.version);
    assert.ok(reloaded.distance_away < order.distance_away || order.distance_away < 1);

    // A state change after positions (the last one at the pickup) is newer still, and keeps the
    // position.
    const arrived = await driver.client.post(`/drivers/me/trip/${rideId}/arrive/`, {});
    assert.equal(arrived.status, 200);
    const after = (await customer.client.get(`/bargaining/orders/${rideId}/`)).body;
    assert.ok(after.version > reloaded.version);
    assert.deepEqual(after.driver_position, { lat: 12.973, lng: 77.604 });
    assert.equal((await rows(rideId, driver.driver.phone_number)).version, before.version + 1);
  });

  it("an idle driver's positions skip the trip read, yet once booked the order stream follows them", async () => {
    const idlePositions: { lat: number; lng: number }[] = [
      { lat: 12.99, lng: 77.59 },
      { lat: 12.991, lng: 77.591 },
    ];
    const { customer, driver, rideId } = await bookedTrip(async (idle) => {
      for (const at of idlePositions)
        assert.equal((await idle.client.put('/drivers/me/position/', at)).status, 200);
    });
    const ticket = await customer.client.post(`/bargaining/orders/${rideId}/stream-token/`);
    const stream = await openEvents(
      `${api.url}/bargaining/orders/${rideId}/events/?token=${encodeURIComponent(ticket.body.token)}`,
    );
    assert.equal(stream.status, 200);
    await stream.next((orders) => orders.length >= 1);
    const moved = await driver.client.put('/drivers/me/position/', { lat: 12.974, lng: 77.603 });
    assert.equal(moved.status, 200);
    const giveUp = setTimeout(() => stream.close(), 5000);
    const orders = await stream.next((seen) =>
      seen.some((order) => (order.driver_position as { lat?: number } | null)?.lat === 12.974),
    );
    clearTimeout(giveUp);
    stream.close();
    assert.deepEqual(orders.at(-1)!.driver_position, { lat: 12.974, lng: 77.603 });
  });

  it("a driver's feed follows where the position store has them", async () => {
    const customer = await signUpCustomer(api.url);
    const ride = await customer.client.post(`/bargaining/${customer.userId}/`, {
      type: 'Parcel',
      pickup_location: 'Bandra',
      drop_location: 'Andheri',
      offer_fare: 150,
      weight: 2,
      pickup_lat: 19.06,
      pickup_lng: 72.83,
    });
    assert.equal(ride.status, 201);
    const driver = await registerOnlineDriver({}, api.url); // online in Bengaluru
    const ids = async () =>
      ((await driver.client.get('/drivers/me/rides/')).body as { id: number }[]).map((r) => r.id);
    assert.ok(!(await ids()).includes(ride.body.id));
    await driver.client.put('/drivers/me/position/', { lat: 19.07, lng: 72.85 });
    assert.ok((await ids()).includes(ride.body.id));
    const offer = await driver.client.post(`/drivers/me/rides/${ride.body.id}/offers/`, {
      fare: 160,
    });
    assert.equal(offer.status, 201);
    assert.ok(offer.body.distance_away < 5);
  });

  it('orders versions by state first, then position', () => {
    const position = { lat: 1, lng: 2, seq: seqFloor() };
    assert.ok(orderVersion(3, null) < orderVersion(3, position));
    assert.ok(orderVersion(3, position) < orderVersion(4, null));
    assert.ok(Number.isSafeInteger(orderVersion(100_000, position)));
  });
});

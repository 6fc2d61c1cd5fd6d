import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { registerOnlineDriver, signUpCustomer, tripStepThere } from '@dakiya/test-kit';
import { drivers, offers } from '../src/db/schema.js';
import { DriverSimulator } from '../src/simulator/driver-simulator.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { accept, offer, openRide } from './support/rides.js';

// Fast enough that a few rounds would have driven any trip it played to the pickup and beyond.
const SPEED = 500;

describe(`the simulator never plays a real driver (${DB_KIND})`, () => {
  let api: TestApi;
  let simulator: DriverSimulator;
  before(async () => {
    api = await startTestApi();
    api.services.rides.settings.simulatorSpeed = SPEED;
    simulator = new DriverSimulator(
      api.services.drivers,
      api.services.rides,
      undefined,
      Math.random,
      api.services.trips,
    );
    // Seeds the fleet; the rounds are run by hand below.
    await simulator.start(60_000);
  });
  after(async () => {
    simulator.stop();
    await api.close();
  });

  it("leaves a real driver's accepted trip where the driver put it, and offers nothing in their name", async () => {
    const real = await registerOnlineDriver({}, api.url);
    const [row] = await api.database.db
      .select({ id: drivers.id, simulated: drivers.simulated, rating: drivers.rating })
      .from(drivers)
      .where(eq(drivers.phoneNumber, real.driver.phone_number));
    assert.equal(row!.simulated, false);
    // Nobody has rated the real driver: no rating, not a made-up one. The seeded fleet keeps its.
    assert.equal(row!.rating, null);
    const fleet = await api.database.db
      .select({ rating: drivers.rating })
      .from(drivers)
      .where(eq(drivers.simulated, true));
    assert.ok(fleet.length > 0);
    assert.ok(fleet.every(({ rating }) => rating !== null && rating >= 4 && rating <= 5));
    const customer = await signUpCustomer(api.url);
    const rideId = await openRide(customer);
    const made = await offer(real.client, rideId, 230);
    assert.equal((await accept(customer, made.body.rideId)).status, 200);
    const at = { lat: 12.99, lng: 77.59 };
    assert.equal((await real.client.put('/drivers/me/position/', at)).status, 200);
    const before = (await customer.client.get(`/bargaining/orders/${rideId}/`)).body;

    // Rounds over 1.5 s at speed 500: 12 minutes of a simulated trip, time to reach the pickup.
    const until = Date.now() + 1500;
    while (Date.now() < until) {
      await simulator.tick();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const after = (await customer.client.get(`/bargaining/orders/${rideId}/`)).body;
    assert.equal(after.status, 'assigned');
    assert.deepEqual(after.driver_position, at);
    assert.equal(after.version, before.version, "no step and no position in the driver's name");
    const realOffers = await api.database.db
      .select({ id: offers.id })
      .from(offers)
      .where(eq(offers.driverId, row!.id));
    assert.equal(realOffers.length, 1, 'only the offer the driver made');
    // The real driver can still take their own trip on.
    assert.equal((await tripStepThere(real.client, rideId, 'arrive')).status, 200);
  });

  it('meanwhile plays a simulated driver’s trip (so the rounds above did run)', async () => {
    const customer = await signUpCustomer(api.url);
    const rideId = await openRide(customer);
    let code: string | undefined;
    for (let i = 0; i < 40 && !code; i += 1) {
      await simulator.tick();
      const list = (await customer.client.get(`/bargaining/RideGet/${rideId}/`)).body;
      code = list[0]?.rideId;
      if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.ok(code, 'a simulated driver offered');
    assert.equal((await accept(customer, code)).status, 200);
    let status = 'assigned';
    for (let i = 0; i < 60 && status === 'assigned'; i += 1) {
      await simulator.tick();
      status = (await customer.client.get(`/bargaining/orders/${rideId}/`)).body.status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.notEqual(status, 'assigned', 'the simulated driver moved on');
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { API_ERRORS } from '@dakiya/domain';
import {
  apiClient,
  registerOnlineDriver,
  signUpCustomer,
  type ApiClient,
  type SignedInCustomer,
} from '@dakiya/test-kit';
import { drivers } from '../src/db/schema.js';
import { twoApiProcesses } from './support/redis.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { accept, offer, openRide } from './support/rides.js';

/** A driver's offer, which must be taken; its code. */
const offerCode = async (driver: ApiClient, rideId: number, fare = 220): Promise<string> => {
  const made = await offer(driver, rideId, fare);
  assert.equal(made.status, 201, JSON.stringify(made.body));
  return made.body.rideId as string;
};
const listed = async (customer: SignedInCustomer, rideId: number, via = customer.client) =>
  ((await via.get(`/bargaining/RideGet/${rideId}/`)).body as { rideId: string }[]).map(
    (o) => o.rideId,
  );
const goOffline = (driver: ApiClient) => driver.put('/drivers/me/status/', { online: false });

describe(`offers of drivers who went offline or were booked elsewhere (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('a driver going offline leaves the list at once, and accepting their offer is a 409 that says so', async () => {
    const customer = await signUpCustomer(api.url);
    const rideId = await openRide(customer);
    const leaving = await registerOnlineDriver({}, api.url);
    const staying = await registerOnlineDriver({}, api.url);
    const gone = await offerCode(leaving.client, rideId);
    const kept = await offerCode(staying.client, rideId, 240);
    // Polled once, so the list is in the cache when the driver leaves.
    assert.deepEqual(await listed(customer, rideId), [gone, kept]);

    assert.equal((await goOffline(leaving.client)).status, 200);
    assert.deepEqual(await listed(customer, rideId), [kept]);
    const refused = await accept(customer, gone);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, API_ERRORS.driverUnavailable);
    assert.equal(refused.body.code, 'driverUnavailable');
    assert.equal(
      (await customer.client.get(`/bargaining/rides/${rideId}/`)).body.status,
      'searching',
    );

    // Back online, the old offer stays withdrawn (still 409); a new one can be accepted.
    await leaving.client.put('/drivers/me/status/', { online: true });
    assert.equal((await accept(customer, gone)).body.message, API_ERRORS.driverUnavailable);
    const fresh = await offerCode(leaving.client, rideId, 230);
    const booked = await accept(customer, fresh);
    assert.equal(booked.status, 200);
    assert.equal(booked.body.driveroffer, 230);
  });

  it('between the driver going offline and their offers being withdrawn, the listed offer cannot be accepted', async () => {
    const customer = await signUpCustomer(api.url);
    const rideId = await openRide(customer);
    const driver = await registerOnlineDriver({}, api.url);
    const code = await offerCode(driver.client, rideId);
    // The state between the two steps of going offline: the row says offline, the offer is live.
    await api.database.db
      .update(drivers)
      .set({ online: false })
      .where(eq(drivers.phoneNumber, driver.driver.phone_number));
    assert.deepEqual(await listed(customer, rideId), [code]);
    const refused = await accept(customer, code);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, API_ERRORS.driverUnavailable);
  });

  it('a driver booked for another ride: their offer leaves this list, and accepting it is the same 409', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const first = await signUpCustomer(api.url);
    const second = await signUpCustomer(api.url);
    const rideA = await openRide(first);
    const rideB = await openRide(second);
    const onA = await offerCode(driver.client, rideA);
    const onB = await offerCode(driver.client, rideB);
    assert.deepEqual(await listed(second, rideB), [onB]);
    assert.equal((await accept(first, onA)).status, 200);
    assert.deepEqual(await listed(second, rideB), []);
    const late = await accept(second, onB);
    assert.equal(late.status, 409);
    assert.equal(late.body.message, API_ERRORS.driverUnavailable);
  });

  it('a replaced offer is still "This offer has changed": the driver has a newer one to choose', async () => {
    const customer = await signUpCustomer(api.url);
    const driver = await registerOnlineDriver({}, api.url);
    const rideId = await openRide(customer);
    const old = await offerCode(driver.client, rideId, 250);
    await offerCode(driver.client, rideId, 240);
    assert.equal((await accept(customer, old)).body.message, API_ERRORS.offerChanged);
  });

  it('the driver goes offline while the customer accepts: booked before, or a 409 after, never both', async () => {
    const outcomes = { booked: 0, refused: 0 };
    let customer = await signUpCustomer(api.url);
    for (let round = 0; round < 16; round += 1) {
      // Each customer has a few ride requests a minute (RIDE_REQUEST_RATE).
      if (round % 4 === 0 && round > 0) customer = await signUpCustomer(api.url);
      const driver = await registerOnlineDriver({}, api.url);
      const rideId = await openRide(customer);
      const code = await offerCode(driver.client, rideId);
      // Staggered by 0–9 ms either way, so that either may reach the database first.
      const lag = (round % 5) * 2;
      const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const [accepted, offline] = await Promise.all([
        after(round % 2 ? lag : 0).then(() => accept(customer, code)),
        after(round % 2 ? 0 : lag).then(() => goOffline(driver.client)),
      ]);
      assert.equal(offline.status, 200);
      assert.equal(offline.body.data.online, false);
      const ride = (await customer.client.get(`/bargaining/rides/${rideId}/`)).body;
      if (accepted.status === 200) {
        outcomes.booked += 1;
        assert.equal(ride.status, 'assigned');
        const order = await customer.client.get(`/bargaining/orders/${rideId}/`);
        assert.equal(order.body.driver_name, driver.driver.name);
      } else {
        outcomes.refused += 1;
        assert.equal(accepted.status, 409, JSON.stringify(accepted.body));
        assert.equal(accepted.body.message, API_ERRORS.driverUnavailable);
        assert.equal(ride.status, 'searching');
        assert.deepEqual(await listed(customer, rideId), []);
      }
      await customer.client.post(`/bargaining/rides/${rideId}/cancel/`, { reason: 'Test over' });
    }
    assert.equal(outcomes.booked + outcomes.refused, 16);
    console.log(`# offline during accept: ${JSON.stringify(outcomes)}`);
  });
});

describe(`the offer list of a driver gone offline, in another process (${DB_KIND}, Redis)`, () => {
  const processes = twoApiProcesses();

  it('the other process drops the offer from the list it holds in memory', async () => {
    const customer = await signUpCustomer(processes.api.url);
    const viaOther = apiClient(processes.otherUrl, customer.access);
    const rideId = await openRide(customer);
    const driver = await registerOnlineDriver({}, processes.api.url);
    const code = await offerCode(driver.client, rideId);
    assert.deepEqual(await listed(customer, rideId, viaOther), [code]);
    assert.equal((await goOffline(driver.client)).status, 200);
    assert.deepEqual(await listed(customer, rideId, viaOther), []);
    const refused = await viaOther.post(
      `/bargaining/RideGet/${customer.userId}/driverassign/${code}/`,
    );
    assert.equal(refused.body.message, API_ERRORS.driverUnavailable);
  });
});

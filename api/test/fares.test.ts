import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_ERRORS, fareFloor } from '@dakiya/domain';
import {
  asForm,
  registerOnlineDriver,
  signUpCustomer,
  type SignedInCustomer,
} from '@dakiya/test-kit';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';

// The case: a pickup truck from Mumbai to Aurangabad, 351.8 km by road, priced ₹10,250.40.
const MUMBAI = { lat: 19.076, lng: 72.8777 };
const AURANGABAD = { lat: 19.8762, lng: 75.3433 };
const TRUCK_RIDE = {
  type: 'Pickup_8ft',
  pickup_location: 'Mumbai',
  drop_location: 'Aurangabad',
  pickup_lat: MUMBAI.lat,
  pickup_lng: MUMBAI.lng,
  drop_lat: AURANGABAD.lat,
  drop_lng: AURANGABAD.lng,
};
const PARCEL_RIDE = {
  type: 'Parcel',
  pickup_location: 'MG Road',
  drop_location: 'Koramangala',
  pickup_lat: 12.975,
  pickup_lng: 77.605,
  drop_lat: 12.9352,
  drop_lng: 77.6245,
};
/** Strings and values that Number() or z.coerce would have read as numbers. */
const NOT_NUMBERS: unknown[] = ['0x64', [150], ' 100 ', '1e3', '', true, '100abc', null];

describe(`fares: a floor, paise at most, numbers only (${DB_KIND})`, () => {
  let api: TestApi;
  let customer: SignedInCustomer;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  /** A customer with ride requests to spare (each has a few a minute). */
  const fresh = async () => (customer = await signUpCustomer(api.url));
  const ask = (fields: Record<string, unknown>) =>
    customer.client.post(`/bargaining/${customer.userId}/`, fields);
  const raise = (rideId: number, offer_fare: unknown) =>
    customer.client.raw(`/bargaining/rides/${rideId}/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offer_fare }),
    });

  it('refuses ₹10 against a ₹10,250 estimate, and takes half of it', async () => {
    await fresh();
    const quote = await customer.client.post('/quotations/prices/', {
      parcel_type: 'PICKUP_8FT',
      distance: 351.8,
    });
    const estimate = quote.body.data.estimated_amount as number;
    assert.equal(estimate, 10_250.4);
    const lowball = await ask({ ...TRUCK_RIDE, offer_fare: 10 });
    assert.equal(lowball.status, 400);
    assert.equal(lowball.body.message, API_ERRORS.fareBelowFloor);
    assert.equal(lowball.body.code, 'fareBelowFloor');
    assert.deepEqual(lowball.body.data, { offer_fare: [API_ERRORS.fareBelowFloor] });
    const half = await ask({ ...TRUCK_RIDE, offer_fare: Math.ceil(estimate / 2) });
    assert.equal(half.status, 201, JSON.stringify(half.body));
  });

  it('the floor is exact: one rupee under it is refused, the floor itself taken; by form too', async () => {
    await fresh();
    const floor = fareFloor({
      type: 'Pickup_8ft',
      pickup: MUMBAI,
      drop: AURANGABAD,
      weightKg: null,
    });
    assert.ok(floor > 4000 && floor < 10_250.4 / 2, `floor ${floor}`);
    assert.equal((await ask({ ...TRUCK_RIDE, offer_fare: floor - 1 })).status, 400);
    const form = Object.fromEntries(
      Object.entries({ ...TRUCK_RIDE, offer_fare: floor }).map(([k, v]) => [k, String(v)]),
    );
    const taken = await customer.client.form(`/bargaining/${customer.userId}/`, asForm(form));
    assert.equal(taken.status, 201);
    assert.equal(taken.body.offer_fare, floor);

    // No places: the least the type's formula charges (₹400 base for this truck), halved.
    assert.equal(
      (await ask({ type: 'Pickup_8ft', pickup_location: 'A', drop_location: 'B', offer_fare: 199 }))
        .status,
      400,
    );
    assert.equal(
      (await ask({ type: 'Pickup_8ft', pickup_location: 'A', drop_location: 'B', offer_fare: 200 }))
        .status,
      201,
    );
  });

  it('the offer popup cannot raise a fare to below the floor either', async () => {
    await fresh();
    const ride = await ask({ ...TRUCK_RIDE, offer_fare: 6000 });
    const lowered = await raise(ride.body.id, 100);
    assert.equal(lowered.status, 400);
    assert.equal(lowered.body.message, API_ERRORS.fareBelowFloor);
    assert.equal((await raise(ride.body.id, 5200.5)).body.offer_fare, 5200.5);
  });

  it('takes whole rupees and paise, refuses anything finer (10.123456789), everywhere fares enter', async () => {
    await fresh();
    const paise = await ask({ ...PARCEL_RIDE, weight: 5, offer_fare: 150.25 });
    assert.equal(paise.status, 201);
    assert.equal(paise.body.offer_fare, 150.25);
    const finer = await ask({ ...PARCEL_RIDE, weight: 5, offer_fare: 100.123456789 });
    assert.equal(finer.status, 400);
    assert.deepEqual(finer.body.data, { offer_fare: [API_ERRORS.fareNotInPaise] });
    const formFiner = await customer.client.form(
      `/bargaining/${customer.userId}/`,
      asForm({ type: 'Parcel', pickup_location: 'A', drop_location: 'B', offer_fare: '200.001' }),
    );
    assert.equal(formFiner.status, 400);
    assert.deepEqual(formFiner.body.data, { offer_fare: [API_ERRORS.fareNotInPaise] });
    // Sums that floating point makes inexact are still whole paise.
    assert.equal((await raise(paise.body.id, 0.1 + 0.2 + 200)).body.offer_fare, 200.3);
    const raisedFiner = await raise(paise.body.id, 200.125);
    assert.equal(raisedFiner.status, 400);
    assert.deepEqual(raisedFiner.body.data, { offer_fare: [API_ERRORS.fareNotInPaise] });

    const driver = await registerOnlineDriver({}, api.url);
    const offerPath = `/drivers/me/rides/${paise.body.id}/offers/`;
    assert.equal((await driver.client.post(offerPath, { fare: 220.129 })).status, 400);
    const made = await driver.client.post(offerPath, { fare: 220.5 });
    assert.equal(made.status, 201);
    assert.equal(made.body.driveroffer, 220.5);
  });

  it("a driver offers the customer's fare or more: less is a 400; a raise moves the bar, not earlier offers", async () => {
    await fresh();
    const ride = (await ask({ ...PARCEL_RIDE, weight: 5, offer_fare: 200 })).body;
    const offerPath = `/drivers/me/rides/${ride.id}/offers/`;
    const early = await registerOnlineDriver({}, api.url);
    const under = await early.client.post(offerPath, { fare: 199.99 });
    assert.equal(under.status, 400);
    assert.equal(under.body.message, API_ERRORS.offerBelowCustomerFare);
    assert.equal(under.body.code, 'offerBelowCustomerFare');
    assert.deepEqual(under.body.data, { fare: [API_ERRORS.offerBelowCustomerFare] });
    assert.equal((await early.client.post(offerPath, { fare: 200 })).status, 201);
    assert.equal((await early.client.post(offerPath, { fare: 250.5 })).status, 201);

    // The customer raises to ₹300: the ₹250.50 already made stays, a new one must meet ₹300.
    assert.equal((await raise(ride.id, 300)).status, 200);
    const late = await registerOnlineDriver({}, api.url);
    const stale = await late.client.post(offerPath, { fare: 250.5 });
    assert.equal(stale.status, 400);
    assert.equal(stale.body.message, API_ERRORS.offerBelowCustomerFare);
    assert.equal((await late.client.post(offerPath, { fare: 300 })).status, 201);
    const listed = await customer.client.get(`/bargaining/RideGet/${ride.id}/`);
    assert.deepEqual(
      (listed.body as { driveroffer: number }[]).map((o) => o.driveroffer).sort((a, b) => a - b),
      [250.5, 300],
    );
  });

  it('refuses "0x64", [150], " 100 " and the like with a 400, as JSON and as form text', async () => {
    await fresh();
    const ride = (await ask({ ...PARCEL_RIDE, weight: 5, offer_fare: 200 })).body;
    const driver = await registerOnlineDriver({}, api.url);
    for (const value of NOT_NUMBERS) {
      const shown = JSON.stringify(value);
      const asked = await ask({ ...PARCEL_RIDE, offer_fare: value });
      assert.equal(asked.status, 400, `ride request ${shown}`);
      assert.deepEqual(asked.body.data, { offer_fare: [API_ERRORS.fareNotANumber] }, shown);
      const raised = await raise(ride.id, value);
      assert.equal(raised.status, 400, `raise ${shown}`);
      const offered = await driver.client.post(`/drivers/me/rides/${ride.id}/offers/`, {
        fare: value,
      });
      assert.equal(offered.status, 400, `driver offer ${shown}`);
      // The estimate the fare is judged by is priced from JSON numbers only as well.
      const quoted = await customer.client.post('/quotations/prices/', {
        parcel_type: 'PICKUP_8FT',
        distance: value,
      });
      assert.equal(quoted.status, 400, `quotation ${shown}`);
    }
    for (const text of ['0x64', ' 100 ', '1e3', '+100', '100.', '']) {
      const form = await customer.client.form(
        `/bargaining/${customer.userId}/`,
        asForm({ type: 'Parcel', pickup_location: 'A', drop_location: 'B', offer_fare: text }),
      );
      assert.equal(form.status, 400, `form ${JSON.stringify(text)}`);
    }
    // Positions and weights from a form are held to the same: decimal text only.
    const hexWeight = await ask({ ...PARCEL_RIDE, offer_fare: 200, weight: '0x10' });
    assert.equal(hexWeight.status, 400);
    assert.deepEqual(hexWeight.body.data, { weight: [API_ERRORS.invalidValue] });
    // What the booking app sends (String() of numbers) is taken.
    const app = Object.fromEntries(
      Object.entries({ ...PARCEL_RIDE, offer_fare: 200, weight: 2.5 }).map(([k, v]) => [
        k,
        String(v),
      ]),
    );
    assert.equal(
      (await customer.client.form(`/bargaining/${customer.userId}/`, asForm(app))).status,
      201,
    );
  });
});

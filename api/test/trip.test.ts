import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  API_ERRORS,
  invalidOtpMessage,
  TRIP_OTP_MAX_ATTEMPTS,
  TRIP_STEP_RADIUS_M,
} from '@dakiya/domain';
import {
  apiClient,
  registerOnlineDriver,
  signUpCustomer,
  tripStepThere,
  type TripStep,
  type ApiClient,
  type OnlineDriver,
} from '@dakiya/test-kit';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { readEvents } from './support/sse.js';
import { accept, offer, openRide } from './support/rides.js';

/** A step of the trip; arrive, start and deliver taken at their place (the API checks it). */
const trip = (driver: ApiClient, rideId: number, step: string, body?: unknown) =>
  step === 'cancel'
    ? driver.post(`/drivers/me/trip/${rideId}/${step}/`, body ?? {})
    : tripStepThere(driver, rideId, step as TripStep, body ?? {});
/** A step as posted, wherever the driver is. */
const stepHere = (driver: ApiClient, rideId: number, step: string, body?: unknown) =>
  driver.post(`/drivers/me/trip/${rideId}/${step}/`, body ?? {});

/** A customer with an accepted order from a fresh driver. */
async function bookedTrip(api: TestApi) {
  const customer = await signUpCustomer(api.url);
  const driver = await registerOnlineDriver({}, api.url);
  const rideId = await openRide(customer);
  const made = await offer(driver.client, rideId, 230);
  assert.equal(made.status, 201);
  const order = await accept(customer, made.body.rideId);
  assert.equal(order.status, 200);
  return {
    customer,
    driver,
    rideId,
    otp: order.body.checkotp as string,
    /** The customer receives it: their order shows the delivery code. */
    delivered: { delivery_code: order.body.delivery_code as string },
  };
}

describe(`the trip: state machine, offers, busy drivers (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('keeps the accepted offer’s promise: the order says the same distance and minutes away', async () => {
    const customer = await signUpCustomer(api.url);
    const driver = await registerOnlineDriver({ position: { lat: 12.99, lng: 77.62 } }, api.url);
    const rideId = await openRide(customer);
    const made = await offer(driver.client, rideId, 230);
    assert.equal(made.status, 201);
    const listed = (await customer.client.get(`/bargaining/RideGet/${rideId}/`)).body as Array<{
      rideId: string;
      distance_away: number;
      timeMins: number;
    }>;
    const offered = listed.find((one) => one.rideId === made.body.rideId)!;
    assert.ok(offered.distance_away > 1, 'a driver some way from the pickup');
    const order = (await accept(customer, made.body.rideId)).body;
    assert.equal(order.distance_away, offered.distance_away);
    assert.equal(order.timeMins, offered.timeMins);
  });

  it('plays a whole trip: assigned → driver_arrived → picked_up (OTP) → delivered, and the history shows it', async () => {
    const { customer, driver, rideId, otp, delivered } = await bookedTrip(api);
    const order = (await customer.client.get(`/bargaining/orders/${rideId}/`)).body;
    assert.equal(order.status, 'assigned');
    assert.equal(order.driveroffer, 230);
    assert.equal(order.driver_phone, driver.driver.phone_number);
    assert.ok(order.timeMins >= 1);
    assert.ok(order.trip_km > 0);

    assert.equal((await driver.client.get('/drivers/me/trip/')).body.id, rideId);
    const moved = await driver.client.put('/drivers/me/position/', { lat: 12.976, lng: 77.604 });
    assert.equal(moved.status, 200);
    const after = (await customer.client.get(`/bargaining/orders/${rideId}/`)).body;
    assert.deepEqual(after.driver_position, { lat: 12.976, lng: 77.604 });
    assert.ok(after.version > order.version);

    assert.equal((await trip(driver.client, rideId, 'arrive')).body.status, 'driver_arrived');
    const wrong = await trip(driver.client, rideId, 'start', {
      otp: otp === '0000' ? '1111' : '0000',
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.message, invalidOtpMessage(TRIP_OTP_MAX_ATTEMPTS - 1));
    assert.equal(wrong.body.code, 'otpInvalid');
    assert.equal((await trip(driver.client, rideId, 'start', { otp })).body.status, 'picked_up');
    assert.equal(
      (await trip(driver.client, rideId, 'deliver', delivered)).body.status,
      'delivered',
    );

    const done = (await customer.client.get(`/bargaining/orders/${rideId}/`)).body;
    assert.equal(done.status, 'delivered');
    for (const key of ['assigned_at', 'arrived_at', 'picked_up_at', 'delivered_at'])
      assert.ok(done[key], key);
    const history = (await customer.client.get('/bargaining/orders/')).body;
    assert.equal(history.count, 1);
    assert.equal(history.results[0].id, rideId);
    assert.equal(history.results[0].status, 'delivered');
    assert.equal(history.results[0].orderPrice, 230);
    assert.equal(history.results[0].vehicleType, 2);
    assert.match(history.results[0].orderDate, /^\d\d-\d\d-\d{4}$/);
    // The fare still to collect keeps the trip on the driver's screen; then they are free again.
    assert.equal((await driver.client.get('/drivers/me/trip/')).body.payment.status, 'due');
    const paid = await driver.client.post(`/drivers/me/trip/${rideId}/payment/`, {
      method: 'cash',
    });
    assert.equal(paid.status, 200);
    assert.equal((await driver.client.get('/drivers/me/trip/')).status, 404);
  });

  it(`refuses to arrive, start or deliver more than ${TRIP_STEP_RADIUS_M} m from the place, saying why; there it goes on`, async () => {
    const { customer, driver, rideId, otp, delivered } = await bookedTrip(api);
    const { pickup, drop } = (await driver.client.get('/drivers/me/trip/')).body;
    const at = (place: { lat: number; lng: number }) =>
      driver.client.put('/drivers/me/position/', place);
    // About 1 km north of the pickup (0.009° of latitude).
    await at({ lat: pickup.lat + 0.009, lng: pickup.lng });
    const far = await stepHere(driver.client, rideId, 'arrive');
    assert.equal(far.status, 409);
    assert.equal(far.body.message, API_ERRORS.notAtPickup);
    assert.equal(
      (await customer.client.get(`/bargaining/orders/${rideId}/`)).body.status,
      'assigned',
    );
    // About 300 m away is near enough (GPS in a city).
    await at({ lat: pickup.lat + 0.0027, lng: pickup.lng });
    assert.equal((await stepHere(driver.client, rideId, 'arrive')).status, 200);
    await at({ lat: pickup.lat + 0.009, lng: pickup.lng });
    const driveOff = await stepHere(driver.client, rideId, 'start', { otp });
    assert.equal(driveOff.status, 409);
    assert.equal(driveOff.body.message, API_ERRORS.notAtPickup);
    await at(pickup);
    assert.equal((await stepHere(driver.client, rideId, 'start', { otp })).status, 200);

    // Marked delivered without moving from the pickup: refused, and the order still moves.
    const unmoved = await stepHere(driver.client, rideId, 'deliver', delivered);
    assert.equal(unmoved.status, 409);
    assert.equal(unmoved.body.message, API_ERRORS.notAtDrop);
    assert.equal(
      (await customer.client.get(`/bargaining/orders/${rideId}/`)).body.status,
      'picked_up',
    );
    await at(drop);
    assert.equal(
      (await stepHere(driver.client, rideId, 'deliver', delivered)).body.status,
      'delivered',
    );
  });

  it('refuses every step out of order with 409, and another driver’s steps with 404', async () => {
    const { customer, driver, rideId, otp, delivered } = await bookedTrip(api);
    const stranger = await registerOnlineDriver({}, api.url);
    assert.equal((await trip(stranger.client, rideId, 'arrive')).status, 404);
    assert.equal((await trip(driver.client, rideId, 'start', { otp })).status, 409);
    assert.equal((await trip(driver.client, rideId, 'deliver', delivered)).status, 409);
    await trip(driver.client, rideId, 'arrive');
    assert.equal((await trip(driver.client, rideId, 'arrive')).status, 409);
    assert.equal((await trip(driver.client, rideId, 'deliver', delivered)).status, 409);
    await trip(driver.client, rideId, 'start', { otp });
    assert.equal((await trip(driver.client, rideId, 'start', { otp })).status, 409);
    const late = await trip(driver.client, rideId, 'cancel', { reason: 'Traffic' });
    assert.equal(late.status, 409);
    assert.equal(late.body.message, API_ERRORS.tooLateToCancel);
    const customerLate = await customer.client.post(`/bargaining/rides/${rideId}/cancel/`, {
      reason: 'Changed my mind',
    });
    assert.equal(customerLate.status, 409);
    await trip(driver.client, rideId, 'deliver', delivered);
    for (const step of ['arrive', 'deliver'])
      assert.equal((await trip(driver.client, rideId, step, delivered)).status, 409, step);
    assert.equal((await trip(driver.client, 999_999, 'arrive')).status, 404);
    assert.equal((await trip(driver.client, rideId, 'start', { otp: 'abcd' })).status, 400);
  });

  it(`takes ${TRIP_OTP_MAX_ATTEMPTS} wrong trip OTPs, then refuses even the right one; the customer can still cancel`, async () => {
    const { customer, driver, rideId, otp } = await bookedTrip(api);
    const wrongOtp = otp === '0000' ? '1111' : '0000';
    await trip(driver.client, rideId, 'arrive');
    // Each wrong code says how many tries are left.
    for (let left = TRIP_OTP_MAX_ATTEMPTS - 1; left > 0; left -= 1) {
      const wrong = await trip(driver.client, rideId, 'start', { otp: wrongOtp });
      assert.equal(wrong.status, 400);
      assert.equal(wrong.body.message, invalidOtpMessage(left));
      assert.equal(wrong.body.code, 'otpInvalid');
    }
    // The last one says the ride is locked, and so does every try after it.
    const last = await trip(driver.client, rideId, 'start', { otp: wrongOtp });
    assert.equal(last.status, 400);
    assert.equal(last.body.message, API_ERRORS.tripOtpLocked);
    for (const code of [wrongOtp, otp]) {
      const locked = await trip(driver.client, rideId, 'start', { otp: code });
      assert.equal(locked.status, 429, code);
      assert.equal(locked.body.message, API_ERRORS.tripOtpLocked);
    }
    const order = (await customer.client.get(`/bargaining/orders/${rideId}/`)).body;
    assert.equal(order.status, 'driver_arrived');
    const cancelled = await customer.client.post(`/bargaining/rides/${rideId}/cancel/`, {
      reason: 'The driver could not start the trip',
    });
    assert.equal(cancelled.status, 200);
    assert.equal((await trip(driver.client, rideId, 'start', { otp })).status, 409);
  });

  it('spends no tries of a ride on another driver or on a ride not at the pickup', async () => {
    const { driver, rideId, otp } = await bookedTrip(api);
    const wrongOtp = otp === '0000' ? '1111' : '0000';
    const stranger = await registerOnlineDriver({}, api.url);
    for (let i = 0; i < TRIP_OTP_MAX_ATTEMPTS + 1; i += 1) {
      assert.equal((await trip(stranger.client, rideId, 'start', { otp: wrongOtp })).status, 404);
      assert.equal((await trip(driver.client, rideId, 'start', { otp: wrongOtp })).status, 409);
    }
    await trip(driver.client, rideId, 'arrive');
    assert.equal((await trip(driver.client, rideId, 'start', { otp })).status, 200);
  });

  it(`of 40 concurrent wrong trip OTPs exactly ${TRIP_OTP_MAX_ATTEMPTS} are compared, the rest are refused`, async () => {
    const { driver, rideId, otp } = await bookedTrip(api);
    const wrongOtp = otp === '0000' ? '1111' : '0000';
    await trip(driver.client, rideId, 'arrive');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => trip(driver.client, rideId, 'start', { otp: wrongOtp })),
    );
    const statuses = answers.map((answer) => answer.status);
    assert.equal(statuses.filter((status) => status === 400).length, TRIP_OTP_MAX_ATTEMPTS);
    assert.equal(statuses.filter((status) => status === 429).length, 40 - TRIP_OTP_MAX_ATTEMPTS);
    assert.equal((await trip(driver.client, rideId, 'start', { otp })).status, 429);
  });

  it('lets the customer cancel before pickup with a reason; then nothing moves', async () => {
    const { customer, driver, rideId } = await bookedTrip(api);
    const other = await signUpCustomer(api.url);
    assert.equal(
      (await other.client.post(`/bargaining/rides/${rideId}/cancel/`, { reason: 'x' })).status,
      403,
    );
    assert.equal(
      (await customer.client.post(`/bargaining/rides/${rideId}/cancel/`, { reason: ' ' })).status,
      400,
    );
    await trip(driver.client, rideId, 'arrive');
    const cancelled = await customer.client.post(`/bargaining/rides/${rideId}/cancel/`, {
      reason: 'Found another way',
    });
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.status, 'cancelled');
    const order = (await customer.client.get(`/bargaining/orders/${rideId}/`)).body;
    assert.equal(order.cancelled_by, 'customer');
    assert.equal(order.cancel_reason, 'Found another way');
    assert.equal((await trip(driver.client, rideId, 'start', { otp: '1234' })).status, 409);
    assert.equal(
      (await customer.client.post(`/bargaining/rides/${rideId}/cancel/`, { reason: 'again' }))
        .status,
      409,
    );
    // the driver is free: they can offer again
    const next = await openRide(await signUpCustomer(api.url));
    assert.equal((await offer(driver.client, next, 200)).status, 201);
  });

  it('a driver’s cancel tells the customer, who can look again with the same request', async () => {
    const { customer, driver, rideId } = await bookedTrip(api);
    const dropped = await trip(driver.client, rideId, 'cancel', { reason: 'Vehicle broke down' });
    assert.equal(dropped.status, 200);
    const order = (await customer.client.get(`/bargaining/orders/${rideId}/`)).body;
    assert.equal(order.status, 'cancelled');
    assert.equal(order.cancelled_by, 'driver');
    assert.equal(order.cancel_reason, 'Vehicle broke down');
    const again = await customer.client.post(`/bargaining/rides/${rideId}/retry/`);
    assert.equal(again.status, 201);
    assert.notEqual(again.body.id, rideId);
    assert.equal(again.body.status, 'searching');
    assert.equal(again.body.offer_fare, 200);
    // a ride still searching cannot be retried
    assert.equal(
      (await customer.client.post(`/bargaining/rides/${again.body.id}/retry/`)).status,
      409,
    );
  });

  it('closing the drivers’ list cancels the open request; a new request replaces an open one', async () => {
    const customer = await signUpCustomer(api.url);
    const driver = await registerOnlineDriver({}, api.url);
    const first = await openRide(customer);
    const second = await openRide(customer);
    assert.equal(
      (await customer.client.get(`/bargaining/rides/${first}/`)).body.status,
      'cancelled',
    );
    assert.equal((await offer(driver.client, first, 200)).status, 409);
    const closed = await customer.client.post(`/bargaining/rides/${second}/cancel/`, {
      reason: 'Closed the drivers list',
    });
    assert.equal(closed.body.status, 'cancelled');
    const feed = (await driver.client.get('/drivers/me/rides/')).body as { id: number }[];
    assert.ok(!feed.some((ride) => ride.id === second || ride.id === first));
  });

  it('offers are immutable: a new fare is a new offer, and the old code answers 409 This offer has changed', async () => {
    const customer = await signUpCustomer(api.url);
    const driver = await registerOnlineDriver({}, api.url);
    const rideId = await openRide(customer);
    const old = (await offer(driver.client, rideId, 200)).body;
    const fresh = (await offer(driver.client, rideId, 999_999)).body;
    assert.notEqual(fresh.rideId, old.rideId);
    const listed = (await customer.client.get(`/bargaining/RideGet/${rideId}/`)).body;
    assert.deepEqual(
      listed.map((o: { rideId: string; driveroffer: number }) => [o.rideId, o.driveroffer]),
      [[fresh.rideId, 999_999]],
    );
    const stale = await accept(customer, old.rideId);
    assert.equal(stale.status, 409);
    assert.equal(stale.body.message, API_ERRORS.offerChanged);
    const booked = await accept(customer, fresh.rideId);
    assert.equal(booked.status, 200);
    assert.equal(booked.body.driveroffer, 999_999);
  });

  it('a busy driver sees no feed, cannot offer, and their offers elsewhere are withdrawn', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const a = await signUpCustomer(api.url);
    const b = await signUpCustomer(api.url);
    const rideA = await openRide(a);
    const rideB = await openRide(b);
    const offerA = (await offer(driver.client, rideA, 200)).body;
    const offerB = (await offer(driver.client, rideB, 210)).body;
    assert.equal((await accept(a, offerA.rideId)).status, 200);
    assert.deepEqual((await driver.client.get('/drivers/me/rides/')).body, []);
    assert.deepEqual((await b.client.get(`/bargaining/RideGet/${rideB}/`)).body, []);
    const late = await accept(b, offerB.rideId);
    assert.equal(late.status, 409);
    assert.equal(late.body.message, API_ERRORS.driverUnavailable);
    const refused = await offer(driver.client, rideB, 220);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, API_ERRORS.driverBusy);
  });

  it('a driver may offer only while online, near the pickup, with a vehicle that carries the load', async () => {
    const customer = await signUpCustomer(api.url);
    const rideId = await openRide(customer, { weight: 25 });
    const small = await registerOnlineDriver({ vehicle_type: 'TWO_WHEELER' }, api.url);
    assert.equal((await offer(small.client, rideId, 200)).body.message, API_ERRORS.vehicleTooSmall);
    const far = await registerOnlineDriver(
      { vehicle_type: 'THREE_WHEELER', position: { lat: 19.07, lng: 72.87 } },
      api.url,
    );
    assert.equal((await offer(far.client, rideId, 200)).body.message, API_ERRORS.rideTooFar);
    assert.ok(
      !(await far.client.get('/drivers/me/rides/')).body.some(
        (r: { id: number }) => r.id === rideId,
      ),
    );
    const near = await registerOnlineDriver({ vehicle_type: 'THREE_WHEELER' }, api.url);
    await near.client.put('/drivers/me/status/', { online: false });
    assert.equal((await offer(near.client, rideId, 200)).body.message, API_ERRORS.driverOffline);
    assert.deepEqual((await near.client.get('/drivers/me/rides/')).body, []);
    await near.client.put('/drivers/me/status/', { online: true });
    assert.equal((await offer(near.client, rideId, 200)).status, 201);
  });

  it('the offer popup raises the open request’s fare; drivers see it', async () => {
    const customer = await signUpCustomer(api.url);
    const driver = await registerOnlineDriver({}, api.url);
    const rideId = await openRide(customer);
    const raised = await customer.client.raw(`/bargaining/rides/${rideId}/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offer_fare: 320 }),
    });
    assert.equal(raised.status, 200);
    assert.equal(raised.body.offer_fare, 320);
    const feed = (await driver.client.get('/drivers/me/rides/')).body as {
      id: number;
      offer_fare: number;
    }[];
    assert.equal(feed.find((ride) => ride.id === rideId)?.offer_fare, 320);
    const low = await customer.client.raw(`/bargaining/rides/${rideId}/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offer_fare: 5 }),
    });
    assert.equal(low.status, 400);
  });

  it('one driver’s offers on two rides accepted at once: one 200, one 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const driver = await registerOnlineDriver({}, api.url);
      const a = await signUpCustomer(api.url);
      const b = await signUpCustomer(api.url);
      const offerA = (await offer(driver.client, await openRide(a), 200)).body;
      const offerB = (await offer(driver.client, await openRide(b), 200)).body;
      const answers = await Promise.all([accept(a, offerA.rideId), accept(b, offerB.rideId)]);
      assert.deepEqual(
        answers.map((answer) => answer.status).sort(),
        [200, 409],
        JSON.stringify(answers.map((answer) => answer.body)),
      );
    }
  });

  it('a re-offer racing the accept: the booked fare is always the accepted offer’s', async () => {
    let changed = 0;
    for (let round = 0; round < 20; round += 1) {
      const customer = await signUpCustomer(api.url);
      const driver: OnlineDriver = await registerOnlineDriver({}, api.url);
      const rideId = await openRide(customer);
      const first = (await offer(driver.client, rideId, 200)).body;
      const [accepted, reoffer] = await Promise.all([
        accept(customer, first.rideId),
        offer(driver.client, rideId, 999_999),
      ]);
      if (accepted.status === 200) {
        assert.equal(accepted.body.driveroffer, 200);
        assert.equal(reoffer.status, 409);
      } else {
        changed += 1;
        assert.equal(accepted.status, 409);
        assert.equal(accepted.body.message, API_ERRORS.offerChanged);
        assert.equal(reoffer.status, 201);
      }
      const order = await customer.client.get(`/bargaining/orders/${rideId}/`);
      if (order.status === 200) assert.equal(order.body.driveroffer, 200);
    }
    assert.ok(changed <= 20);
  });
});

describe(`expiry (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
    api.services.rides.settings.searchTtlMs = 400;
  });
  after(async () => api.close());

  it('a request nobody accepts in time expires: no offers, no accept, no raise', async () => {
    const customer = await signUpCustomer(api.url);
    const driver = await registerOnlineDriver({}, api.url);
    const rideId = await openRide(customer);
    const made = (await offer(driver.client, rideId, 200)).body;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ride = (await customer.client.get(`/bargaining/rides/${rideId}/`)).body;
    assert.equal(ride.status, 'expired');
    const late = await accept(customer, made.rideId);
    assert.equal(late.status, 409);
    assert.equal(late.body.message, API_ERRORS.rideExpired);
    assert.equal((await offer(driver.client, rideId, 210)).status, 409);
    const raise = await customer.client.raw(`/bargaining/rides/${rideId}/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offer_fare: 300 }),
    });
    assert.equal(raise.status, 409);
    assert.equal(raise.body.message, API_ERRORS.rideExpired);
    const retried = await customer.client.post(`/bargaining/rides/${rideId}/retry/`);
    assert.equal(retried.status, 201);
  });
});

describe(`the order's event stream (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('pushes the order, each position and each step, and ends at delivery; a ride-scoped token opens it', async () => {
    const { customer, driver, rideId, otp, delivered } = await bookedTrip(api);
    const issued = await customer.client.post(`/bargaining/orders/${rideId}/stream-token/`);
    assert.equal(issued.status, 201);
    const url = `${api.url}/bargaining/orders/${rideId}/events/?token=${encodeURIComponent(issued.body.token)}`;
    const reading = readEvents(url, (orders) => orders.at(-1)?.status === 'delivered');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { pickup, drop } = (await driver.client.get('/drivers/me/trip/')).body;
    await driver.client.put('/drivers/me/position/', { lat: 12.97, lng: 77.6 });
    await driver.client.put('/drivers/me/position/', pickup);
    await stepHere(driver.client, rideId, 'arrive');
    await stepHere(driver.client, rideId, 'start', { otp });
    await driver.client.put('/drivers/me/position/', drop);
    await stepHere(driver.client, rideId, 'deliver', delivered);
    const { status, orders } = await reading;
    assert.equal(status, 200);
    assert.deepEqual(
      orders.map((order) => order.status),
      ['assigned', 'assigned', 'assigned', 'driver_arrived', 'picked_up', 'picked_up', 'delivered'],
    );
    assert.deepEqual(orders[1]!.driver_position, { lat: 12.97, lng: 77.6 });

    // the token is for this ride and this customer only
    const other = await bookedTrip(api);
    const wrongRide = await fetch(
      `${api.url}/bargaining/orders/${other.rideId}/events/?token=${encodeURIComponent(issued.body.token)}`,
    );
    assert.equal(wrongRide.status, 401);
    const forged = await fetch(`${api.url}/bargaining/orders/${rideId}/events/?token=1.2.3.x`);
    assert.equal(forged.status, 401);
    const stranger = await signUpCustomer(api.url);
    assert.equal(
      (await stranger.client.post(`/bargaining/orders/${rideId}/stream-token/`)).status,
      403,
    );
    void apiClient;
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_ERRORS, SCHEDULE_LIMITS } from '@dakiya/domain';
import {
  bookedOrder,
  lastMessageTo,
  registerOnlineDriver,
  signUpCustomer,
  tripStepThere,
  type BookedOrder,
} from '@dakiya/test-kit';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { accept, offer, openRide } from './support/rides.js';

const MINUTE = 60_000;

async function delivered(booked: BookedOrder) {
  const { driver, order } = booked;
  for (const step of ['arrive', 'start', 'deliver'] as const)
    assert.equal(
      (
        await tripStepThere(driver.client, order.id, step, {
          otp: order.checkotp,
          delivery_code: order.delivery_code,
        })
      ).status,
      200,
    );
  return booked;
}

const rate = (booked: BookedOrder, body: unknown) =>
  booked.customer.client.post(`/bargaining/orders/${booked.order.id}/rating/`, body);

describe(`rating the driver (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('once, after delivery: stars and tags; the driver is then shown the mean of real ratings', async () => {
    const first = await bookedOrder(api.url);
    const early = await rate(first, { stars: 5 });
    assert.equal(early.status, 409);
    assert.equal(early.body.message, API_ERRORS.ratingTooEarly);
    await delivered(first);
    for (const bad of [
      { stars: 0 },
      { stars: 6 },
      { stars: 4.5 },
      { stars: '5' },
      { stars: 4, tags: ['great'] },
    ])
      assert.equal((await rate(first, bad)).status, 400, JSON.stringify(bad));
    const rated = await rate(first, { stars: 4, tags: ['on_time', 'polite', 'on_time'] });
    assert.equal(rated.status, 200);
    assert.deepEqual(rated.body.rating, { stars: 4, tags: ['on_time', 'polite'] });
    const again = await rate(first, { stars: 1 });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, API_ERRORS.alreadyRated);
    assert.equal((await first.driver.client.get('/drivers/me/')).body.data.rating, 4);

    // A second customer's trip with the same driver: 5 stars make the mean 4.5.
    const customer = await signUpCustomer(api.url);
    const rideId = await openRide(customer);
    const made = await offer(first.driver.client, rideId, 230);
    const listed = (await customer.client.get(`/bargaining/RideGet/${rideId}/`)).body;
    assert.equal(listed[0].overall_experience_rating, 4, 'offers show the rating so far');
    const order = (await accept(customer, made.body.rideId)).body;
    await delivered({ customer, driver: first.driver, order });
    const second = await customer.client.post(`/bargaining/orders/${rideId}/rating/`, { stars: 5 });
    assert.equal(second.body.overall_experience_rating, 4.5);
    const history = (await customer.client.get('/bargaining/orders/')).body;
    assert.equal(history.results[0].stars, 5);
  });

  it('a new driver nobody has rated is shown as new (null)', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    assert.equal((await driver.client.get('/drivers/me/')).body.data.rating, null);
  });

  it('two ratings of one order at once: one counts, the other is refused', async () => {
    const booked = await delivered(await bookedOrder(api.url));
    const answers = await Promise.all([rate(booked, { stars: 5 }), rate(booked, { stars: 1 })]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
    const profile = (await booked.driver.client.get('/drivers/me/')).body.data;
    const winner = answers.find((a) => a.status === 200)!.body.rating.stars;
    assert.equal(profile.rating, winner, 'counted once');
  });
});

describe(`pickups booked ahead (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  const ride = {
    type: 'Parcel',
    pickup_location: 'MG Road',
    drop_location: 'Koramangala',
    offer_fare: 200,
    weight: 2,
    pickup_lat: 12.975,
    pickup_lng: 77.605,
    drop_lat: 12.9352,
    drop_lng: 77.6245,
  };
  const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

  it(`takes a pickup ${SCHEDULE_LIMITS.minMinutesAhead} minutes to ${SCHEDULE_LIMITS.maxDaysAhead} days ahead; sooner or later is refused`, async () => {
    const customer = await signUpCustomer(api.url);
    const book = (scheduled_at: string) =>
      customer.client.post(`/bargaining/${customer.userId}/`, { ...ride, scheduled_at });
    const soon = await book(at(10 * MINUTE));
    assert.equal(soon.status, 400);
    assert.equal(soon.body.message, API_ERRORS.scheduleTooSoon);
    const late = await book(at(8 * 24 * 60 * MINUTE));
    assert.equal(late.status, 400);
    assert.equal(late.body.message, API_ERRORS.scheduleTooLate);
    assert.equal((await book('tomorrow at ten')).status, 400);
    const ahead = await book(at(2 * 60 * MINUTE));
    assert.equal(ahead.status, 201);
    assert.equal(ahead.body.status, 'scheduled');
    assert.ok(ahead.body.scheduled_at);
  });

  it('drivers do not see it until it opens; then it is a request like any other, and the customer is texted', async () => {
    const customer = await signUpCustomer(api.url);
    const driver = await registerOnlineDriver({}, api.url);
    const pickupAt = Date.now() + 60 * MINUTE;
    const booked = await customer.client.post(`/bargaining/${customer.userId}/`, {
      ...ride,
      scheduled_at: new Date(pickupAt).toISOString(),
      language: 'hi',
    });
    const rideId = booked.body.id as number;
    // A request for now beside it does not replace the booking ahead.
    const now = await openRide(customer);
    const feed = (await driver.client.get('/drivers/me/feed/')).body;
    assert.ok(!feed.rides.some((r: { id: number }) => r.id === rideId), 'not in the feed yet');
    assert.ok(feed.rides.some((r: { id: number }) => r.id === now));
    const early = await offer(driver.client, rideId, 250);
    assert.equal(early.status, 409);
    assert.equal(early.body.message, API_ERRORS.rideNotOpenYet);
    const history = (await customer.client.get('/bargaining/orders/')).body;
    const card = history.results.find((r: { id: number }) => r.id === rideId);
    assert.equal(card.status, 'scheduled');
    assert.match(card.scheduledDate, /^\d\d-\d\d-\d{4}$/);
    assert.match(card.scheduledTime, /^\d\d:\d\d$/);

    // Not yet: 44 minutes before.
    const notYet = await api.services.rides.scheduled.openDue(new Date(pickupAt - 44 * MINUTE));
    assert.deepEqual(notYet, []);
    const opened = await api.services.rides.scheduled.openDue(
      new Date(pickupAt - SCHEDULE_LIMITS.opensMinutesBefore * MINUTE),
    );
    assert.deepEqual(
      opened.map((r) => r.id),
      [rideId],
    );
    assert.equal((await api.services.rides.scheduled.openDue()).length, 0, 'opened once');
    assert.equal(
      (await customer.client.get(`/bargaining/rides/${rideId}/`)).body.status,
      'searching',
    );
    const text = await lastMessageTo(`+91${customer.customer.phone_number}`, api.url);
    assert.match(text, new RegExp(`/send-courier\\?ride=${rideId}`));
    assert.match(text, /ड्राइवर/, 'in the language the customer booked in');
    const made = await offer(driver.client, rideId, 250);
    assert.equal(made.status, 201);
    assert.equal((await accept(customer, made.body.rideId)).status, 200);
  });

  it('cancelling a booking ahead is free, before it opens', async () => {
    const customer = await signUpCustomer(api.url);
    const booked = await customer.client.post(`/bargaining/${customer.userId}/`, {
      ...ride,
      scheduled_at: at(3 * 60 * MINUTE),
    });
    const cancelled = await customer.client.post(`/bargaining/rides/${booked.body.id}/cancel/`, {
      reason: 'My plans changed',
    });
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.status, 'cancelled');
    const opened = await api.services.rides.scheduled.openDue(
      new Date(Date.now() + 4 * 60 * MINUTE),
    );
    assert.ok(!opened.some((r) => r.id === booked.body.id), 'a cancelled booking never opens');
  });
});

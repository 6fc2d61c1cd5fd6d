import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import {
  API_ERRORS,
  DELIVERY_CODE_MAX_ATTEMPTS,
  TRACKING_LINK_HOURS_AFTER_END,
  wrongDeliveryCodeMessage,
} from '@dakiya/domain';
import {
  TINY_JPEG,
  asForm,
  bookedOrder,
  lastMessageTo,
  otpIn,
  signUpCustomer,
  tripStepThere,
  type BookedOrder,
} from '@dakiya/test-kit';
import { rideRequests } from '../src/db/schema.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { openEventsOf } from './support/sse.js';

const RECIPIENT = { recipient_name: 'Kavya Rao', recipient_phone: '9123456780' };

/** The order taken to the drop: arrived, picked up with the pickup code, at the drop now. */
async function atTheDrop(booked: BookedOrder) {
  const { driver, order } = booked;
  assert.equal((await tripStepThere(driver.client, order.id, 'arrive')).status, 200);
  const started = await tripStepThere(driver.client, order.id, 'start', { otp: order.checkotp });
  assert.equal(started.status, 200);
  const trip = (await driver.client.get('/drivers/me/trip/')).body;
  await driver.client.put('/drivers/me/position/', trip.drop);
}

const deliverWith = (booked: BookedOrder, delivery_code: string) =>
  booked.driver.client.post(`/drivers/me/trip/${booked.order.id}/deliver/`, { delivery_code });

describe(`the recipient, the tracking link and proof at the drop (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('texts another recipient the tracking link and the delivery code, which the customer does not see', async () => {
    const booked = await bookedOrder(api.url, {
      ...RECIPIENT,
      drop_instructions: 'Leave it with the guard',
    });
    const { order } = booked;
    assert.deepEqual(order.recipient, {
      name: 'Kavya Rao',
      phone: '9123456780',
      instructions: 'Leave it with the guard',
    });
    assert.equal(order.delivery_code, null, 'the recipient has the code, not the customer');
    assert.ok(order.tracking, 'a tracking link from the accept');
    assert.match(order.tracking.token, /^[A-Za-z0-9_-]{24}$/);
    const text = await lastMessageTo('+919123456780', api.url);
    assert.match(text, new RegExp(`/track/${order.tracking.token}`));
    assert.match(text, /Meera is sending you a parcel/);
    const code = otpIn(text.slice(text.indexOf('code')));
    assert.match(code, /^\d{4}$/);
    const [row] = await api.database.db
      .select({ code: rideRequests.deliveryCode })
      .from(rideRequests)
      .where(eq(rideRequests.id, order.id));
    assert.equal(code, row!.code);

    // The driver sees whom to hand it to and what to know, and their phone for the Call button.
    const trip = (await booked.driver.client.get('/drivers/me/trip/')).body;
    assert.deepEqual(trip.recipient, order.recipient);
  });

  it('a customer who receives it themselves sees the code; nobody is texted', async () => {
    const booked = await bookedOrder(api.url);
    assert.match(booked.order.delivery_code!, /^\d{4}$/);
    assert.deepEqual(booked.order.recipient, { name: null, phone: null, instructions: null });
    const outbox = (await fetch(`${api.url}/dev/outbox`).then((r) => r.json())) as {
      messages: Array<{ body: string }>;
    };
    assert.ok(!outbox.messages.some((m) => m.body.includes(booked.order.tracking!.token)));
  });

  it('refuses a recipient without both name and phone, or with a bad phone, writing nothing', async () => {
    const customer = await signUpCustomer(api.url);
    const ride = {
      type: 'Parcel',
      pickup_location: 'MG Road',
      drop_location: 'Koramangala',
      offer_fare: 200,
      weight: 2,
    };
    for (const recipient of [
      { recipient_name: 'Kavya' },
      { recipient_phone: '9123456780' },
      { recipient_name: 'Kavya', recipient_phone: '12345' },
      { recipient_name: '', recipient_phone: '9123456780' },
      { ...RECIPIENT, drop_instructions: 'x'.repeat(201) },
      { payment_method: 'card' },
    ]) {
      const refused = await customer.client.post(`/bargaining/${customer.userId}/`, {
        ...ride,
        ...recipient,
      });
      assert.equal(refused.status, 400, JSON.stringify(recipient));
    }
    const incomplete = await customer.client.post(`/bargaining/${customer.userId}/`, {
      ...ride,
      recipient_name: 'Kavya',
    });
    assert.equal(incomplete.body.message, API_ERRORS.recipientIncomplete);
    const history = (await customer.client.get('/bargaining/orders/')).body;
    assert.equal(history.count, 0);
  });

  it(`delivers with the recipient's code: a wrong one says the tries left, ${DELIVERY_CODE_MAX_ATTEMPTS} lock it, then only a photo proves it`, async () => {
    const booked = await bookedOrder(api.url, RECIPIENT);
    await atTheDrop(booked);
    const right = otpIn((await lastMessageTo('+919123456780', api.url)).split('code')[1]!);
    const wrong = right === '0000' ? '1111' : '0000';
    const none = await booked.driver.client.post(
      `/drivers/me/trip/${booked.order.id}/deliver/`,
      {},
    );
    assert.equal(none.status, 400, 'a delivery needs its proof');
    for (let left = DELIVERY_CODE_MAX_ATTEMPTS - 1; left >= 0; left--) {
      const refused = await deliverWith(booked, wrong);
      assert.equal(refused.status, 400);
      assert.equal(refused.body.message, wrongDeliveryCodeMessage(left));
      assert.equal(refused.body.code, left > 0 ? 'deliveryCodeInvalid' : 'deliveryCodeLocked');
    }
    const locked = await deliverWith(booked, right);
    assert.equal(locked.status, 429);
    assert.equal(locked.body.message, API_ERRORS.deliveryCodeLocked);

    const noName = await booked.driver.client.form(
      `/drivers/me/trip/${booked.order.id}/deliver-with-photo/`,
      asForm({}, { photo: TINY_JPEG }),
    );
    assert.equal(noName.status, 400);
    assert.equal(noName.body.message, API_ERRORS.receiverNameRequired);
    const noPhoto = await booked.driver.client.form(
      `/drivers/me/trip/${booked.order.id}/deliver-with-photo/`,
      asForm({ received_by: 'Guard at the gate' }),
    );
    assert.equal(noPhoto.status, 400);
    assert.equal(noPhoto.body.message, API_ERRORS.proofPhotoRequired);
    const photo = await booked.driver.client.form(
      `/drivers/me/trip/${booked.order.id}/deliver-with-photo/`,
      asForm({ received_by: 'Guard at the gate' }, { photo: TINY_JPEG }),
    );
    assert.equal(photo.status, 200, JSON.stringify(photo.body));
    assert.equal(photo.body.status, 'delivered');

    const order = (await booked.customer.client.get(`/bargaining/orders/${booked.order.id}/`)).body;
    assert.deepEqual(order.proof, {
      kind: 'photo',
      received_by: 'Guard at the gate',
      has_photo: true,
    });
    const image = await booked.customer.client.raw(
      `/bargaining/orders/${booked.order.id}/proof-photo/`,
      {},
    );
    assert.equal(image.status, 200);
    const stranger = await signUpCustomer(api.url);
    const refused = await stranger.client.get(`/bargaining/orders/${booked.order.id}/proof-photo/`);
    assert.equal(refused.status, 403);
    const history = (await booked.customer.client.get('/bargaining/orders/')).body;
    assert.equal(history.results[0].proof, 'photo');
  });

  it('the right code delivers, and the order says so; a photo proof of a coded delivery is a 404', async () => {
    const booked = await bookedOrder(api.url);
    await atTheDrop(booked);
    const done = await deliverWith(booked, booked.order.delivery_code!);
    assert.equal(done.status, 200);
    assert.deepEqual(done.body.proof, { kind: 'code', received_by: null, has_photo: false });
    const photo = await booked.customer.client.get(
      `/bargaining/orders/${booked.order.id}/proof-photo/`,
    );
    assert.equal(photo.status, 404);
    assert.equal(photo.body.message, API_ERRORS.noProofPhoto);
  });

  it('deliver is refused away from the drop before any try is spent', async () => {
    const booked = await bookedOrder(api.url);
    const { driver, order } = booked;
    await tripStepThere(driver.client, order.id, 'arrive');
    await tripStepThere(driver.client, order.id, 'start', { otp: order.checkotp });
    for (let i = 0; i < DELIVERY_CODE_MAX_ATTEMPTS + 1; i++) {
      const far = await deliverWith(booked, '0000');
      assert.equal(far.status, 409);
      assert.equal(far.body.message, API_ERRORS.notAtDrop);
    }
    const trip = (await driver.client.get('/drivers/me/trip/')).body;
    await driver.client.put('/drivers/me/position/', trip.drop);
    assert.equal((await deliverWith(booked, order.delivery_code!)).status, 200);
  });

  it('the tracking page shows the trip without a phone number or address, live, until turned off', async () => {
    const booked = await bookedOrder(api.url, RECIPIENT);
    const token = booked.order.tracking!.token;
    const view = await fetch(`${api.url}/tracking/${token}/`);
    assert.equal(view.status, 200);
    const text = await view.text();
    const shown = JSON.parse(text);
    assert.equal(shown.status, 'assigned');
    assert.equal(shown.driver_first_name, 'Ravi');
    assert.equal(shown.vehicle, 'TWO_WHEELER');
    assert.match(shown.plate, /^KA 01 AB \d{4}$/);
    assert.ok(shown.minutes_away >= 1);
    for (const secret of [
      booked.driver.driver.phone_number,
      booked.customer.customer.phone_number,
      RECIPIENT.recipient_phone,
      'MG Road, Bengaluru',
      booked.order.checkotp,
    ])
      assert.ok(!text.includes(secret), `the page must not show ${secret}`);
    // Pickup and drop to about a kilometre only.
    assert.equal(shown.drop.lat, Math.round(12.9352 * 100) / 100);
    const hindi = (await (await fetch(`${api.url}/tracking/${token}/?lang=hi`)).json()) as {
      drop_locality: string;
    };
    assert.match(hindi.drop_locality, /\S/);

    const stream = await openEventsOf<{ status: string; driver_position: unknown }>(
      `${api.url}/tracking/${token}/events/`,
    );
    assert.equal(stream.status, 200);
    await stream.next((events) => events.length >= 1);
    await booked.driver.client.put('/drivers/me/position/', { lat: 12.97, lng: 77.61 });
    const moved = await stream.next((events) => events.length >= 2);
    assert.deepEqual(moved[1]!.driver_position, { lat: 12.97, lng: 77.61 });

    // Turned off: the open page hears so and stops; the link reads nothing more.
    const off = await booked.customer.client.raw(
      `/bargaining/orders/${booked.order.id}/tracking-link/`,
      { method: 'DELETE' },
    );
    assert.equal(off.status, 200);
    assert.equal(off.body.tracking, null);
    await stream.next(() => false);
    assert.ok(stream.ended, 'the stream ends when the link is turned off');
    const gone = await fetch(`${api.url}/tracking/${token}/`);
    assert.equal(gone.status, 404);

    // A new link works; the old one still does not.
    const renewed = await booked.customer.client.post(
      `/bargaining/orders/${booked.order.id}/tracking-link/`,
    );
    assert.equal(renewed.status, 200);
    assert.notEqual(renewed.body.tracking.token, token);
    assert.equal((await fetch(`${api.url}/tracking/${renewed.body.tracking.token}/`)).status, 200);
    const stranger = await signUpCustomer(api.url);
    assert.equal(
      (await stranger.client.post(`/bargaining/orders/${booked.order.id}/tracking-link/`)).status,
      403,
    );
    for (const bad of ['short', 'x'.repeat(80), 'not%20a%20token'])
      assert.equal((await fetch(`${api.url}/tracking/${bad}/`)).status, 400);
  });

  it(`a tracking link ends ${TRACKING_LINK_HOURS_AFTER_END} h after the order ends (410), and cannot be renewed then`, async () => {
    const booked = await bookedOrder(api.url, RECIPIENT);
    const token = booked.order.tracking!.token;
    const cancelled = await booked.customer.client.post(
      `/bargaining/rides/${booked.order.id}/cancel/`,
      { reason: 'My plans changed' },
    );
    assert.equal(cancelled.status, 200);
    const view = (await (await fetch(`${api.url}/tracking/${token}/`)).json()) as {
      status: string;
      ends_at: string;
    };
    assert.equal(view.status, 'cancelled');
    assert.ok(Date.parse(view.ends_at) > Date.now());
    await api.database.db
      .update(rideRequests)
      .set({ closedAt: sql`now() - interval '61 minutes'` })
      .where(eq(rideRequests.id, booked.order.id));
    const ended = await fetch(`${api.url}/tracking/${token}/`);
    assert.equal(ended.status, 410);
    assert.equal(((await ended.json()) as { message: string }).message, API_ERRORS.trackingEnded);
    const renew = await booked.customer.client.post(
      `/bargaining/orders/${booked.order.id}/tracking-link/`,
    );
    assert.equal(renew.status, 409);
  });

  it('caps the streams of one tracking link', async () => {
    const booked = await bookedOrder(api.url, RECIPIENT);
    const url = `${api.url}/tracking/${booked.order.tracking!.token}/events/`;
    const open = [];
    for (let i = 0; i < api.services.config.streamsPerTrackingLink; i++) {
      const stream = await openEventsOf(url);
      assert.equal(stream.status, 200);
      open.push(stream);
    }
    const refused = await fetch(url);
    assert.equal(refused.status, 429);
    assert.equal(
      ((await refused.json()) as { message: string }).message,
      API_ERRORS.tooManyTrackingStreams,
    );
    for (const stream of open) stream.close();
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  API_ERRORS,
  ORDER_HISTORY_PAGE_SIZE,
  REQUEST_ERRORS,
  approximateRoadKm,
  indiaDay,
} from '@dakiya/domain';
import {
  TINY_JPEG,
  apiClient,
  asForm,
  bookedOrder,
  registerOnlineDriver,
  signUpCustomer,
  type BookedOrder,
  type OnlineDriver,
  tripStepThere,
} from '@dakiya/test-kit';
import { drivers, rideRequests } from '../src/db/schema.js';
import { ORPHAN_GRACE_MS } from '../src/services/image-retention.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { BENGALURU_RIDE, openRide } from './support/rides.js';

const putPhoto = (api: TestApi, access: string, files: Record<string, Blob>, fields = {}) =>
  apiClient(api.url, access).raw('/drivers/me/photo/', {
    method: 'PUT',
    body: asForm(fields, files),
  });

/** An image answer's status, type and bytes. */
async function image(api: TestApi, path: string, access: string) {
  const response = await fetch(api.url + path, { headers: { authorization: `Bearer ${access}` } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function storedPhotos(api: TestApi): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of api.services.rides.retention.images.list('photos'))
    keys.push(...page.map((stored) => stored.key));
  return keys;
}

/**
 * A booked order taken all the way: arrived, started with the customer's OTP, delivered with the
 * delivery code (the customer receives it, so their order shows it).
 */
async function deliveredTrip(api: TestApi, booked?: BookedOrder) {
  const trip = booked ?? (await bookedOrder(api.url));
  const { driver, order } = trip;
  for (const step of ['arrive', 'start', 'deliver'] as const) {
    const done = await tripStepThere(driver.client, order.id, step, {
      otp: order.checkotp,
      delivery_code: order.delivery_code,
    });
    assert.equal(done.status, 200, `${step}: ${JSON.stringify(done.body)}`);
  }
  return trip;
}

describe(`the driver app's own reads (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('GET /drivers/me/ answers the signed-in driver: profile, vehicle, online, photo, and no rating until rated', async () => {
    const driver = await registerOnlineDriver({ vehicle_type: 'THREE_WHEELER' }, api.url);
    const me = await driver.client.get('/drivers/me/');
    assert.equal(me.status, 200, JSON.stringify(me.body));
    assert.deepEqual(
      { ...me.body.data, id: undefined },
      {
        id: undefined,
        name: driver.driver.name,
        phone_number: driver.driver.phone_number,
        vehicle_type: 'THREE_WHEELER',
        vehicle_model: driver.driver.vehicle_model,
        registration: driver.driver.registration,
        online: true,
        has_photo: false,
        rating: null,
      },
    );
    await driver.client.put('/drivers/me/status/', { online: false });
    assert.equal((await driver.client.get('/drivers/me/')).body.data.online, false);
  });

  it('refuses every driver-app route without a token (401) and with a customer’s (403)', async () => {
    const customer = await signUpCustomer(api.url);
    const anonymous = apiClient(api.url);
    for (const path of [
      '/drivers/me/',
      '/drivers/me/photo/',
      '/drivers/me/feed/',
      '/drivers/me/earnings/',
      '/drivers/me/trips/',
      '/drivers/me/rides/1/parcel-image/',
    ]) {
      const none = await anonymous.get(path);
      assert.equal(none.status, 401, path);
      assert.equal(none.body.message, API_ERRORS.logInAgain);
      const wrong = await customer.client.get(path);
      assert.equal(wrong.status, 403, path);
      assert.equal(wrong.body.message, API_ERRORS.wrongRole);
    }
    const photo = await putPhoto(api, customer.access, { photo: TINY_JPEG });
    assert.equal(photo.status, 403);
    const ticket = await customer.client.post('/drivers/me/feed/stream-token/');
    assert.equal(ticket.status, 403);
  });

  it('takes the sign-up photo as a customer’s is taken (sniffed, re-encoded) and gives it back to the driver', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const none = await image(api, '/drivers/me/photo/', driver.access);
    assert.equal(none.status, 404);

    // A camera's JPEG, bigger than the longest side kept: stored smaller, as a JPEG.
    const camera = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#c05020' },
    })
      .jpeg()
      .toBuffer();
    const put = await putPhoto(api, driver.access, {
      photo: new Blob([camera], { type: 'image/jpeg' }),
    });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.equal(put.body.data.has_photo, true);
    assert.equal((await driver.client.get('/drivers/me/')).body.data.has_photo, true);
    const got = await image(api, '/drivers/me/photo/', driver.access);
    assert.equal(got.status, 200);
    assert.equal(got.type, 'image/jpeg');
    assert.equal(got.cache, 'private, no-store');
    const meta = await sharp(got.bytes).metadata();
    assert.equal(meta.format, 'jpeg');
    assert.equal(Math.max(meta.width!, meta.height!), 1280);

    // Another driver has no photo of their own, and never sees this one.
    const other = await registerOnlineDriver({}, api.url);
    assert.equal((await image(api, '/drivers/me/photo/', other.access)).status, 404);
  });

  it('refuses a photo that is not an image, or none, with a 400 that names the field', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const html = new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/jpeg' });
    const notImage = await putPhoto(api, driver.access, { photo: html });
    assert.equal(notImage.status, 400);
    assert.deepEqual(notImage.body.data.photo, [REQUEST_ERRORS.notAnImage]);
    const missing = await putPhoto(api, driver.access, {}, { name: 'x' });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message, API_ERRORS.uploadNotImage);
    assert.deepEqual(missing.body.data.photo, [API_ERRORS.fieldRequired]);
    const json = await driver.client.put('/drivers/me/photo/', {
      photo: 'data:image/jpeg;base64,',
    });
    assert.equal(json.status, 400);
    assert.equal((await driver.client.get('/drivers/me/')).body.data.has_photo, false);
  });

  it('a new photo replaces the old, which leaves storage; the sweep keeps a driver’s photo', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const keyOf = async () =>
      (
        await api.database.db
          .select({ key: drivers.photoKey })
          .from(drivers)
          .where(eq(drivers.phoneNumber, driver.driver.phone_number))
      )[0]!.key;
    assert.equal((await putPhoto(api, driver.access, { photo: TINY_JPEG })).status, 200);
    const first = (await keyOf())!;
    assert.ok((await storedPhotos(api)).includes(first));
    assert.equal((await putPhoto(api, driver.access, { photo: TINY_JPEG })).status, 200);
    const second = (await keyOf())!;
    assert.notEqual(second, first);
    const stored = await storedPhotos(api);
    assert.ok(!stored.includes(first), 'the replaced photo is deleted');
    assert.ok(stored.includes(second));
    // Long after, the orphan sweep still finds a row that refers to it.
    await api.services.rides.retention.sweep(new Date(Date.now() + 2 * ORPHAN_GRACE_MS));
    assert.ok((await storedPhotos(api)).includes(second));
    assert.equal((await image(api, '/drivers/me/photo/', driver.access)).status, 200);
  });

  it('the trip shows the customer’s phone, the road estimate, the weight and the type', async () => {
    const booked = await bookedOrder(api.url);
    const trip = await booked.driver.client.get('/drivers/me/trip/');
    assert.equal(trip.status, 200, JSON.stringify(trip.body));
    assert.equal(trip.body.customer_phone, booked.customer.customer.phone_number);
    assert.equal(
      trip.body.customer_name,
      `${booked.customer.customer.first_name} ${booked.customer.customer.last_name}`,
    );
    assert.equal(trip.body.trip_km, approximateRoadKm(trip.body.pickup, trip.body.drop));
    assert.equal(trip.body.weight_kg, 3);
    assert.equal(trip.body.type, 'Parcel');
    // A step answers the same trip.
    const arrived = await tripStepThere(booked.driver.client, booked.order.id, 'arrive');
    assert.equal(arrived.status, 200);
    assert.deepEqual(arrived.body, { ...trip.body, status: 'driver_arrived' });
  });

  it('earnings: today’s delivered trips and their fares, in India’s day; nothing else counts', async () => {
    const first = await deliveredTrip(api);
    const driver = first.driver;
    const zero = await registerOnlineDriver({}, api.url);
    assert.deepEqual((await zero.client.get('/drivers/me/earnings/')).body, {
      day: indiaDay(new Date()).day,
      trips: 0,
      amount: 0,
    });
    // A second trip for the same driver, at a fare with paise; a third only accepted.
    const customer = await signUpCustomer(api.url);
    const second = await openRide(customer);
    const offer = await driver.client.post(`/drivers/me/rides/${second}/offers/`, {
      fare: 200.5,
    });
    const order = await customer.client.post(
      `/bargaining/RideGet/${customer.userId}/driverassign/${offer.body.rideId}/`,
    );
    await deliveredTrip(api, { customer, driver, order: order.body });
    const third = await openRide(customer);
    const offered = await driver.client.post(`/drivers/me/rides/${third}/offers/`, { fare: 300 });
    await customer.client.post(
      `/bargaining/RideGet/${customer.userId}/driverassign/${offered.body.rideId}/`,
    );

    const earnings = await driver.client.get('/drivers/me/earnings/');
    assert.equal(earnings.status, 200);
    assert.deepEqual(earnings.body, {
      day: indiaDay(new Date()).day,
      trips: 2,
      amount: 260 + 200.5,
    });
    // A trip delivered yesterday in India is not today's.
    await api.database.db
      .update(rideRequests)
      .set({ deliveredAt: new Date(indiaDay(new Date()).start.getTime() - 1000) })
      .where(eq(rideRequests.id, first.order.id));
    assert.equal((await driver.client.get('/drivers/me/earnings/')).body.trips, 1);
  });

  it('trips: past trips newest first, a page at a time, from the database; bad pages are a 400', async () => {
    const customer = await signUpCustomer(api.url);
    const driver: OnlineDriver = await registerOnlineDriver({}, api.url);
    const rideIds: number[] = [];
    // ORDER_HISTORY_PAGE_SIZE + 1 trips: customers ask a few rides a minute each.
    let current = customer;
    for (let i = 0; i <= ORDER_HISTORY_PAGE_SIZE; i += 1) {
      if (i > 0 && i % 4 === 0) current = await signUpCustomer(api.url);
      const rideId = await openRide(current);
      const made = await driver.client.post(`/drivers/me/rides/${rideId}/offers/`, { fare: 250 });
      const order = await current.client.post(
        `/bargaining/RideGet/${current.userId}/driverassign/${made.body.rideId}/`,
      );
      assert.equal(order.status, 200);
      if (i === 0) {
        const cancelled = await driver.client.post(`/drivers/me/trip/${rideId}/cancel/`, {
          reason: 'Vehicle broke down',
        });
        assert.equal(cancelled.status, 200);
      } else await deliveredTrip(api, { customer: current, driver, order: order.body });
      rideIds.push(rideId);
    }
    const page1 = await driver.client.get('/drivers/me/trips/');
    assert.equal(page1.status, 200, JSON.stringify(page1.body));
    assert.equal(page1.body.count, ORDER_HISTORY_PAGE_SIZE + 1);
    assert.equal(page1.body.page_size, ORDER_HISTORY_PAGE_SIZE);
    assert.deepEqual(
      page1.body.results.map((trip: { id: number }) => trip.id),
      [...rideIds].reverse().slice(0, ORDER_HISTORY_PAGE_SIZE),
    );
    const newest = page1.body.results[0];
    assert.equal(newest.status, 'delivered');
    assert.equal(newest.fare, 250);
    assert.equal(newest.pickup_location, 'MG Road');
    assert.ok(Date.parse(newest.closed_at) >= Date.parse(newest.assigned_at));
    const page2 = await driver.client.get('/drivers/me/trips/?page=2');
    assert.deepEqual(
      page2.body.results.map((trip: { id: number; status: string }) => [trip.id, trip.status]),
      [[rideIds[0], 'cancelled']],
    );
    assert.deepEqual((await driver.client.get('/drivers/me/trips/?page=3')).body.results, []);
    // Another driver's history is their own.
    const other = await registerOnlineDriver({}, api.url);
    assert.equal((await other.client.get('/drivers/me/trips/')).body.count, 0);
    for (const page of ['0', '-1', 'two', '1.5', '100001'])
      assert.equal((await driver.client.get(`/drivers/me/trips/?page=${page}`)).status, 400, page);
  });

  it('a parcel image: for a driver who may offer on the ride or whose trip it is; 404 for anyone else', async () => {
    const customer = await signUpCustomer(api.url);
    const created = await customer.client.form(
      `/bargaining/${customer.userId}/`,
      asForm(BENGALURU_RIDE, { parcel_image: TINY_JPEG }),
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const rideId = created.body.id as number;
    const path = `/drivers/me/rides/${rideId}/parcel-image/`;
    const near = await registerOnlineDriver({}, api.url);
    const far = await registerOnlineDriver({ position: { lat: 19.076, lng: 72.8777 } }, api.url);
    const offline = await registerOnlineDriver({}, api.url);
    await offline.client.put('/drivers/me/status/', { online: false });
    const shown = await image(api, path, near.access);
    assert.equal(shown.status, 200);
    assert.equal(shown.type, 'image/jpeg');
    assert.ok(shown.bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])));
    for (const [who, driver] of [
      ['far away', far],
      ['offline', offline],
    ] as const) {
      const refused = await image(api, path, driver.access);
      assert.equal(refused.status, 404, who);
      assert.equal(JSON.parse(refused.bytes.toString()).message, API_ERRORS.noSuchRide);
    }
    assert.equal(
      (await image(api, '/drivers/me/rides/999999/parcel-image/', near.access)).status,
      404,
    );
    assert.equal((await near.client.get('/drivers/me/rides/abc/parcel-image/')).status, 400);

    // Booked: the trip's driver still sees it; the ride is in nobody's feed any more.
    const offer = await near.client.post(`/drivers/me/rides/${rideId}/offers/`, { fare: 220 });
    const accepted = await customer.client.post(
      `/bargaining/RideGet/${customer.userId}/driverassign/${offer.body.rideId}/`,
    );
    assert.equal(accepted.status, 200);
    assert.equal((await image(api, path, near.access)).status, 200);
    const other = await registerOnlineDriver({}, api.url);
    assert.equal((await image(api, path, other.access)).status, 404);

    // A nearby request without an image: 404 that says there is none.
    const plain = await openRide(await signUpCustomer(api.url));
    const noImage = await image(api, `/drivers/me/rides/${plain}/parcel-image/`, other.access);
    assert.equal(noImage.status, 404);
    assert.equal(JSON.parse(noImage.bytes.toString()).message, REQUEST_ERRORS.noImage);
  });
});

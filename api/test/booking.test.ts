import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import {
  TINY_JPEG,
  asForm,
  apiClient,
  registerOnlineDriver,
  signUpCustomer,
} from '@dakiya/test-kit';
import { DriverSimulator } from '../src/simulator/driver-simulator.js';

const BENGALURU = {
  pickup_lat: '12.9750',
  pickup_lng: '77.6050',
  drop_lat: '12.9352',
  drop_lng: '77.6245',
};

describe(`quotations and rides (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('prices documents, parcels and logistics by the published formula', async () => {
    const { client: http } = await signUpCustomer(api.url);
    const doc = await http.post('/quotations/prices/', {
      parcel_type: 'DOCUMENT',
      distance: 10,
      document_quantity: 3,
    });
    assert.equal(doc.status, 201);
    assert.equal(doc.body.data.estimated_amount, 40 + 8 * 10 + 5 * 2);
    const parcel = await http.post('/quotations/prices/', {
      parcel_type: 'PARCEL',
      distance: 5,
      weight: 2,
      height: 50,
      width: 50,
    });
    // volumetric 50x50x50/5000 = 25 kg beats the real 2 kg
    assert.equal(parcel.body.data.estimated_amount, 60 + 10 * 5 + 6 * 25);
    const truck = await http.post('/quotations/prices/', {
      parcel_type: 'PICKUP_8FT',
      distance: 3,
    });
    assert.equal(truck.body.data.estimated_amount, 400 + 28 * 3);

    const fetched = await http.get(`/quotations/prices/${doc.body.data.id}/`);
    assert.deepEqual(fetched.body.data, doc.body.data);
    assert.equal(fetched.body.data.parcel_type, 'DOCUMENT');
  });

  it('refuses bad quotations with a clear 400, and other users’ quotations with 403', async () => {
    const { client: http } = await signUpCustomer(api.url);
    const bad = await http.post('/quotations/prices/', {
      parcel_type: 'PARCEL',
      distance: 5,
      weight: -1,
    });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.message);
    const mine = await http.post('/quotations/prices/', {
      parcel_type: 'DOCUMENT',
      distance: 1,
      document_quantity: 1,
    });
    const other = await signUpCustomer(api.url);
    assert.equal((await other.client.get(`/quotations/prices/${mine.body.data.id}/`)).status, 403);
    assert.equal(
      (
        await apiClient(api.url).post('/quotations/prices/', {
          parcel_type: 'DOCUMENT',
          distance: 1,
          document_quantity: 1,
        })
      ).status,
      401,
    );
  });

  it('creates ride requests as JSON or multipart with a parcel image, only for the token’s own user', async () => {
    const { client: http, userId } = await signUpCustomer(api.url);
    const json = await http.post(`/bargaining/${userId}/`, {
      type: 'Parcel',
      pickup_location: 'MG Road',
      drop_location: 'Koramangala',
      offer_fare: 150,
    });
    assert.equal(json.status, 201);
    const multipart = await http.form(
      `/bargaining/${userId}/`,
      asForm(
        {
          type: 'Parcel',
          pickup_location: 'MG Road',
          drop_location: 'Koramangala',
          offer_fare: '210',
          ...BENGALURU,
        },
        { parcel_image: TINY_JPEG },
      ),
    );
    assert.equal(multipart.status, 201);
    assert.equal(typeof multipart.body.id, 'number');
    assert.equal(multipart.body.has_parcel_image, true);

    const low = await http.post(`/bargaining/${userId}/`, {
      type: 'Parcel',
      pickup_location: 'A',
      drop_location: 'B',
      offer_fare: 5,
    });
    assert.equal(low.status, 400);
    assert.match(low.body.error, /offer_fare/);

    const other = await signUpCustomer(api.url);
    const forged = await other.client.post(`/bargaining/${userId}/`, {
      type: 'Parcel',
      pickup_location: 'A',
      drop_location: 'B',
      offer_fare: 100,
    });
    assert.equal(forged.status, 403);
    assert.equal((await other.client.get(`/bargaining/RideGet/${multipart.body.id}/`)).status, 403);
  });

  it('lists drivers’ offers, assigns one and answers the order; idempotent, and a second driver is refused', async () => {
    const { client: http, userId } = await signUpCustomer(api.url);
    const ride = await http.form(
      `/bargaining/${userId}/`,
      asForm({
        type: 'Parcel',
        pickup_location: 'MG Road',
        drop_location: 'Koramangala',
        offer_fare: '200',
        weight: '5',
        ...BENGALURU,
      }),
    );
    assert.deepEqual((await http.get(`/bargaining/RideGet/${ride.body.id}/`)).body, []);

    const { client: driver, driver: driverFields } = await registerOnlineDriver({}, api.url);
    const nearby = await driver.get('/drivers/me/rides/');
    assert.ok(nearby.body.some((r: { id: number }) => r.id === ride.body.id));
    const offer = await driver.post(`/drivers/me/rides/${ride.body.id}/offers/`, { fare: 220 });
    assert.equal(offer.status, 201);
    const { client: second } = await registerOnlineDriver(
      { vehicle_type: 'THREE_WHEELER' },
      api.url,
    );
    await second.post(`/drivers/me/rides/${ride.body.id}/offers/`, { fare: 260 });

    const offers = (await http.get(`/bargaining/RideGet/${ride.body.id}/`)).body;
    assert.equal(offers.length, 2);
    const [first] = offers;
    for (const key of [
      'id',
      'userRide',
      'rideId',
      'driver_name',
      'driveroffer',
      'vehicle',
      'car',
      'timeMins',
      'overall_experience_rating',
      'distance_away',
    ]) {
      assert.ok(key in first, `offer has ${key}`);
    }
    assert.equal(first.driveroffer, 220);
    assert.ok(first.rideId.length <= 30);

    const order = await http.post(`/bargaining/RideGet/${userId}/driverassign/${first.rideId}/`);
    assert.equal(order.status, 200);
    assert.match(order.body.checkotp, /^\d{4}$/);
    assert.equal(order.body.driver_name, driverFields.name);
    assert.equal(order.body.driveroffer, 220);
    assert.equal(order.body.id, ride.body.id);
    assert.ok(order.body.distance_away >= 0);

    const again = await http.post(`/bargaining/RideGet/${userId}/driverassign/${first.rideId}/`);
    assert.deepEqual(again.body, order.body);
    const other = await http.post(
      `/bargaining/RideGet/${userId}/driverassign/${offers[1].rideId}/`,
    );
    assert.equal(other.status, 409);
    assert.deepEqual((await http.get(`/bargaining/orders/${ride.body.id}/`)).body, order.body);

    const stranger = await signUpCustomer(api.url);
    assert.equal(
      (await stranger.client.post(`/bargaining/RideGet/${userId}/driverassign/${first.rideId}/`))
        .status,
      403,
    );
    assert.equal(
      (
        await stranger.client.post(
          `/bargaining/RideGet/${stranger.userId}/driverassign/${first.rideId}/`,
        )
      ).status,
      403,
    );
  });

  it("simulated drivers answer within seconds with fitting vehicles and fares at or over the customer's", async () => {
    const { client: http, userId } = await signUpCustomer(api.url);
    // Random 0: the lowest fare the simulator can offer, which must still be the customer's.
    const simulator = new DriverSimulator(
      api.services.drivers,
      api.services.rides,
      undefined,
      () => 0,
    );
    await simulator.start(60_000);
    simulator.stop();
    const ride = await http.form(
      `/bargaining/${userId}/`,
      asForm({
        type: 'Pickup_8ft',
        pickup_location: 'Andheri',
        drop_location: 'Powai',
        offer_fare: '600',
        pickup_lat: '19.1136',
        pickup_lng: '72.8697',
      }),
    );
    const created = Date.now();
    await simulator.tick(created + 500);
    assert.equal(
      (await http.get(`/bargaining/RideGet/${ride.body.id}/`)).body.length,
      0,
      'no offer before 1.5 s',
    );
    await simulator.tick(created + 2_000);
    await simulator.tick(created + 12_000);
    await simulator.tick(created + 12_000);
    const offers = (await http.get(`/bargaining/RideGet/${ride.body.id}/`)).body;
    assert.ok(offers.length >= 2, `got ${offers.length} offers`);
    for (const offer of offers) {
      assert.equal(offer.vehicle, '8ft Pickup Truck');
      assert.equal(offer.driveroffer, 600);
      assert.ok(offer.distance_away < 15);
      assert.ok(offer.timeMins >= 1);
    }
  });
});

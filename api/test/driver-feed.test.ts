import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_ERRORS, approximateRoadKm, type DriverFeed, type DriverRequest } from '@dakiya/domain';
import { driverFeedSchema } from '@dakiya/domain/schemas';
import {
  TINY_JPEG,
  asForm,
  registerOnlineDriver,
  signUpCustomer,
  type OnlineDriver,
} from '@dakiya/test-kit';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { BENGALURU_RIDE, accept, offer, openRide } from './support/rides.js';

const MG_ROAD = { lat: 12.975, lng: 77.605 };
const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };
const DRIVER_AT = { lat: 12.98, lng: 77.6 };

/** The driver's feed, checked against the contract. */
async function feedOf(driver: OnlineDriver): Promise<DriverFeed> {
  const reply = await driver.client.get('/drivers/me/feed/');
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return driverFeedSchema.strict().parse(reply.body);
}

const rideIn = (feed: DriverFeed, id: number) => feed.rides.find((ride) => ride.id === id);
const stateOf = (feed: DriverFeed, rideId: number) =>
  feed.offers.find((own) => own.ride_id === rideId)?.state;

describe(`the driver's feed: nearby requests and their own offers (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('lists a nearby request with what a courier decides on', async () => {
    const customer = await signUpCustomer(api.url);
    const created = await customer.client.form(
      `/bargaining/${customer.userId}/`,
      asForm(
        {
          ...BENGALURU_RIDE,
          pickup_location: ' MG Road , Bengaluru, Karnataka',
          drop_location: 'Koramangala, Bengaluru',
          weight: '4',
          pickup_lat: String(MG_ROAD.lat),
          pickup_lng: String(MG_ROAD.lng),
          drop_lat: String(KORAMANGALA.lat),
          drop_lng: String(KORAMANGALA.lng),
        },
        { parcel_image: TINY_JPEG },
      ),
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const driver = await registerOnlineDriver({ position: DRIVER_AT }, api.url);
    const feed = await feedOf(driver);
    assert.equal(feed.online, true);
    assert.equal(feed.trip_id, null);
    const ride = rideIn(feed, created.body.id)!;
    const tripKm = approximateRoadKm(MG_ROAD, KORAMANGALA);
    assert.deepEqual(ride, {
      id: created.body.id,
      type: 'Parcel',
      // Trimmed by the request's schema; the locality is trimmed too.
      pickup_location: 'MG Road , Bengaluru, Karnataka',
      drop_location: 'Koramangala, Bengaluru',
      pickup_locality: 'MG Road',
      drop_locality: 'Koramangala',
      // The way to the pickup as the customer's list of offers says it.
      pickup_km: approximateRoadKm(DRIVER_AT, MG_ROAD),
      trip_km: tripKm,
      weight_kg: 4,
      has_parcel_image: true,
      offer_fare: 200,
      // The parcel formula: ₹60 + ₹10/km + ₹6/kg.
      estimate_fare: Math.round((60 + 10 * tripKm + 6 * 4) * 100) / 100,
      created_at: created.body.created_at,
      expires_at: created.body.expires_at,
    } satisfies DriverRequest);
    assert.ok(ride.pickup_km! > 0.7 && ride.pickup_km! < 1.6, `${ride.pickup_km} km`);
  });

  it('shows only requests near enough that the vehicle can carry, newest first; none while offline', async () => {
    const customer = await signUpCustomer(api.url);
    const documents = await openRide(customer, { type: 'Document', weight: undefined });
    const heavy = await openRide(await signUpCustomer(api.url), { weight: 60, offer_fare: 500 });
    const mumbai = await openRide(await signUpCustomer(api.url), {
      pickup_lat: 19.076,
      pickup_lng: 72.8777,
      drop_lat: 19.1,
      drop_lng: 72.9,
      offer_fare: 300,
    });
    const noPoints = await openRide(await signUpCustomer(api.url), {
      pickup_lat: undefined,
      pickup_lng: undefined,
      drop_lat: undefined,
      drop_lng: undefined,
    });
    const scooter = await registerOnlineDriver({ vehicle_type: 'TWO_WHEELER' }, api.url);
    const truck = await registerOnlineDriver({ vehicle_type: 'PICKUP_8FT' }, api.url);
    const ids = async (driver: OnlineDriver) => (await feedOf(driver)).rides.map((r) => r.id);
    const scooterSees = await ids(scooter);
    assert.ok(scooterSees.includes(documents) && scooterSees.includes(noPoints));
    assert.ok(!scooterSees.includes(heavy), 'a 60 kg parcel does not fit a two-wheeler');
    assert.ok(!scooterSees.includes(mumbai), 'Mumbai is not near Bengaluru');
    const truckSees = await ids(truck);
    assert.ok(truckSees.includes(heavy) && !truckSees.includes(documents));
    assert.deepEqual(
      scooterSees,
      [...scooterSees].sort((a, b) => b - a),
      'newest first',
    );
    const withoutPoints = rideIn(await feedOf(scooter), noPoints)!;
    assert.deepEqual(
      [withoutPoints.pickup_km, withoutPoints.trip_km, withoutPoints.estimate_fare],
      [null, null, null],
    );
    await scooter.client.put('/drivers/me/status/', { online: false });
    assert.deepEqual(await feedOf(scooter), {
      online: false,
      rides: [],
      offers: [],
      trip_id: null,
    });
  });

  it('positions while online (no trip) move the feed: what is near, and how far', async () => {
    const bandra = { lat: 19.06, lng: 72.83 };
    const ride = await openRide(await signUpCustomer(api.url), {
      pickup_location: 'Bandra West, Mumbai',
      drop_location: 'Andheri, Mumbai',
      pickup_lat: bandra.lat,
      pickup_lng: bandra.lng,
      drop_lat: 19.1136,
      drop_lng: 72.8697,
    });
    const driver = await registerOnlineDriver({}, api.url); // in Bengaluru
    assert.equal(rideIn(await feedOf(driver), ride), undefined);
    const nearBandra = { lat: 19.07, lng: 72.85 };
    const moved = await driver.client.put('/drivers/me/position/', nearBandra);
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    const seen = rideIn(await feedOf(driver), ride)!;
    assert.equal(seen.pickup_locality, 'Bandra West');
    assert.equal(seen.pickup_km, approximateRoadKm(nearBandra, bandra));
    for (const bad of [{ lat: 91, lng: 72 }, { lat: 19 }, { lat: '19', lng: 72 }])
      assert.equal((await driver.client.put('/drivers/me/position/', bad)).status, 400);
  });

  it('each offer says where it stands: waiting, accepted, declined, withdrawn, expired', async () => {
    const drivers = await Promise.all(
      Array.from({ length: 3 }, () => registerOnlineDriver({}, api.url)),
    );
    const [winner, loser, leaver] = drivers as [OnlineDriver, OnlineDriver, OnlineDriver];
    const first = await signUpCustomer(api.url);
    const second = await signUpCustomer(api.url);
    const taken = await openRide(first);
    const cancelled = await openRide(second);
    const left = await openRide(await signUpCustomer(api.url));

    const winning = await offer(winner.client, taken, 230);
    assert.equal((await offer(loser.client, taken, 240)).status, 201);
    assert.equal((await offer(loser.client, cancelled, 250)).status, 201);
    assert.equal((await offer(leaver.client, left, 260)).status, 201);
    // A new fare replaces the driver's offer: the feed shows the latest.
    assert.equal((await offer(leaver.client, left, 255)).status, 201);
    assert.equal(stateOf(await feedOf(winner), taken), 'waiting');
    assert.deepEqual(
      (await feedOf(leaver)).offers.map((own) => [own.ride_id, own.fare, own.state]),
      [[left, 255, 'waiting']],
    );

    assert.equal((await accept(first, winning.body.rideId)).status, 200);
    const winnerFeed = await feedOf(winner);
    assert.equal(stateOf(winnerFeed, taken), 'accepted');
    assert.equal(winnerFeed.trip_id, taken);
    assert.deepEqual(winnerFeed.rides, [], 'no requests while on a trip');
    assert.equal(stateOf(await feedOf(loser), taken), 'declined', 'another driver got it');

    const cancel = await second.client.post(`/bargaining/rides/${cancelled}/cancel/`, {
      reason: 'Changed my mind',
    });
    assert.equal(cancel.status, 200);
    const loserFeed = await feedOf(loser);
    assert.equal(stateOf(loserFeed, cancelled), 'declined', 'the customer cancelled');
    assert.deepEqual(
      loserFeed.offers.map((own) => own.ride_id),
      [cancelled, taken],
      'newest first',
    );

    // Offline withdraws the open offer (DriverService.setStatus): the feed says withdrawn, and
    // still does once the driver is back.
    assert.equal((await leaver.client.put('/drivers/me/status/', { online: false })).status, 200);
    assert.equal(stateOf(await feedOf(leaver), left), 'withdrawn');
    await leaver.client.put('/drivers/me/status/', { online: true, ...DRIVER_AT });
    assert.equal(stateOf(await feedOf(leaver), left), 'withdrawn');

    // Nobody accepted in time: expired, and the request leaves the feed.
    const settings = api.services.rides.settings;
    const searchTtlMs = settings.searchTtlMs;
    settings.searchTtlMs = 1500;
    let expiring: number;
    try {
      expiring = await openRide(await signUpCustomer(api.url));
    } finally {
      settings.searchTtlMs = searchTtlMs;
    }
    assert.equal((await offer(loser.client, expiring, 210)).status, 201);
    assert.equal(stateOf(await feedOf(loser), expiring), 'waiting');
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const late = await feedOf(loser);
    assert.equal(stateOf(late, expiring), 'expired');
    assert.equal(rideIn(late, expiring), undefined);
  });

  it('refuses customers (403), anonymous callers (401) and bad ride ids (400)', async () => {
    const customer = await signUpCustomer(api.url);
    const feed = await customer.client.get('/drivers/me/feed/');
    assert.equal(feed.status, 403);
    assert.equal(feed.body.message, API_ERRORS.wrongRole);
    const driver = await registerOnlineDriver({}, api.url);
    for (const id of ['0', 'x', '-4', '1.5'])
      assert.equal((await driver.client.get(`/drivers/me/rides/${id}/parcel-image/`)).status, 400);
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  registerOnlineDriver,
  signUpCustomer,
  type OnlineDriver,
  type SignedInCustomer,
} from '@dakiya/test-kit';
import { FEED_DEBOUNCE_MS } from '../src/services/driver-feed-hub.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { accept, offer, openRide } from './support/rides.js';

/** Around MG Road, Bengaluru: drivers a few km apart, some too far for rides at the other end. */
const PLACES = [
  { lat: 12.975, lng: 77.605 },
  { lat: 12.935, lng: 77.6245 },
  { lat: 13.1, lng: 77.59 },
  { lat: 12.85, lng: 77.66 },
];
const VEHICLES = ['TWO_WHEELER', 'THREE_WHEELER', 'PICKUP_4FT', 'PICKUP_8FT'];

type Step =
  | { kind: 'ride'; place: number; type: 'Parcel' | 'Document'; weight: number }
  | { kind: 'raise'; ride: number }
  | { kind: 'cancel'; ride: number }
  | { kind: 'offer'; driver: number; ride: number }
  | { kind: 'accept'; ride: number }
  | { kind: 'status'; driver: number; online: boolean }
  | { kind: 'move'; driver: number; place: number };

const index = fc.nat({ max: 1000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('ride' as const),
      place: fc.nat({ max: PLACES.length - 1 }),
      type: fc.constantFrom('Parcel' as const, 'Document' as const),
      weight: fc.constantFrom(2, 25, 60),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('raise' as const), ride: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), ride: index }) },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('offer' as const), driver: index, ride: index }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('accept' as const), ride: index }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      driver: index,
      online: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      driver: index,
      place: fc.nat({ max: PLACES.length - 1 }),
    }),
  },
);

describe(`the feeds a process streams stay the feeds the database gives (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  /** Each driver's last pushed feed is the one the database gives, once the push has come. */
  async function sameAsDatabase(drivers: Array<{ id: number; last: string }>, when: string) {
    const deadline = Date.now() + 2000;
    for (const entry of drivers) {
      let expected = await api.services.driverFeeds.feed(entry.id);
      while (JSON.stringify(expected) !== entry.last && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, FEED_DEBOUNCE_MS / 3));
        expected = await api.services.driverFeeds.feed(entry.id);
      }
      assert.deepEqual(JSON.parse(entry.last), expected, `driver ${entry.id}, ${when}`);
    }
  }

  it('after random requests, fares, cancels, offers, accepts, moves and status changes', async () => {
    const drivers: Array<{ driver: OnlineDriver; id: number; last: string }> = [];
    const stops: Array<() => void> = [];
    for (let i = 0; i < 8; i += 1) {
      const driver = await registerOnlineDriver(
        { vehicle_type: VEHICLES[i % VEHICLES.length]!, position: PLACES[i % PLACES.length]! },
        api.url,
      );
      const id = (await driver.client.get('/drivers/me/')).body.data.id as number;
      const entry = { driver, id, last: '' };
      const followed = await api.services.feedHub.follow(id, (json) => (entry.last = json));
      entry.last = followed.first;
      stops.push(followed.stop);
      drivers.push(entry);
    }
    const rides: Array<{ id: number; customer: SignedInCustomer; codes: string[] }> = [];
    const steps = fc.sample(fc.array(step, { minLength: 60, maxLength: 60 }), {
      numRuns: 1,
      seed: 25,
    })[0]!;
    let customer = await signUpCustomer(api.url);
    let made = 0;
    let accepted = 0;
    try {
      for (const next of steps) {
        const ride = rides.length ? rides[(next as { ride: number }).ride % rides.length] : null;
        const who = drivers[(next as { driver: number }).driver % drivers.length]!;
        if (next.kind === 'ride') {
          // A customer has one open request at a time, and a few a minute.
          if (made++ % 4 === 0) customer = await signUpCustomer(api.url);
          const place = PLACES[next.place]!;
          const id = await openRide(customer, {
            type: next.type,
            weight: next.weight,
            offer_fare: 900,
            pickup_lat: place.lat,
            pickup_lng: place.lng,
            drop_lat: place.lat + 0.03,
            drop_lng: place.lng + 0.02,
          });
          rides.push({ id, customer, codes: [] });
        } else if (next.kind === 'raise' && ride)
          await ride.customer.client.raw(`/bargaining/rides/${ride.id}/`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ offer_fare: 950 + made }),
          });
        else if (next.kind === 'cancel' && ride)
          await ride.customer.client.post(`/bargaining/rides/${ride.id}/cancel/`, {
            reason: 'Test',
          });
        else if (next.kind === 'offer' && ride) {
          // At or above any raise so far (950 + rides made then): never under the customer's fare.
          const answer = await offer(who.driver.client, ride.id, 950 + made);
          if (answer.status === 201) ride.codes.push(answer.body.rideId);
        } else if (next.kind === 'accept' && ride?.codes.length) {
          if ((await accept(ride.customer, ride.codes.at(-1)!)).status === 200) accepted += 1;
        } else if (next.kind === 'status')
          await who.driver.client.put('/drivers/me/status/', { online: next.online });
        else if (next.kind === 'move')
          await who.driver.client.put('/drivers/me/position/', PLACES[next.place]);
        await sameAsDatabase(drivers, `after ${JSON.stringify(next)}`);
      }
      let withRides = 0;
      for (const { id } of drivers) {
        const feed = await api.services.driverFeeds.feed(id);
        if (feed.rides.length > 0 || feed.offers.length > 0) withRides += 1;
      }
      assert.ok(withRides >= 3, `only ${withRides} feeds had anything in them`);
      assert.ok(accepted >= 1, 'an offer was accepted');
    } finally {
      for (const stop of stops) stop();
    }
  });
});

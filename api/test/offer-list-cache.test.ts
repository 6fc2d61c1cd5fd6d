import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asForm, registerOnlineDriver, signUpCustomer } from '@dakiya/test-kit';
import {
  OfferListCache,
  offerListEntry,
  type OfferListEntry,
} from '../src/services/offer-list-cache.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';

type Offer = { id: number; fare: number };
type Entry = OfferListEntry<Offer>;

/** A load the test finishes by hand, counting how many were started. */
function manualLoads() {
  const started: Array<{ rideId: number; finish(entry: Entry): void; fail(e: Error): void }> = [];
  const load = (rideId: number) =>
    new Promise<Entry>((resolve, reject) =>
      started.push({ rideId, finish: resolve, fail: reject }),
    );
  return { started, load };
}
const entry = (offers: Offer[], driverIds = offers.map((_, i) => i + 1)): Entry =>
  offerListEntry(7, 1, offers, driverIds);
const fares = (list: Entry) => list.offers.map((offer) => offer.fare);

describe('the offer-list cache', () => {
  it('shares one load among the polls that miss together, and keeps its result', async () => {
    const { started, load } = manualLoads();
    const cache = new OfferListCache(load);
    const polls = Array.from({ length: 50 }, () => cache.get(7));
    assert.equal(started.length, 1);
    started[0]!.finish(entry([{ id: 1, fare: 100 }]));
    for (const poll of await Promise.all(polls)) assert.deepEqual(fares(poll), [100]);
    assert.deepEqual(fares(await cache.get(7)), [100]);
    assert.equal(started.length, 1, 'a later poll is a hit');
  });

  it('a change while a load is under way fails no waiting poll, and the next poll loads anew', async () => {
    const { started, load } = manualLoads();
    const cache = new OfferListCache(load);
    const waiting = Array.from({ length: 10 }, () => cache.get(7));
    // An offer arrives while the list is being read.
    cache.apply({ kind: 'offer', rideId: 7, driverId: 2, offer: { id: 2, fare: 120 } });
    const later = cache.get(7);
    assert.equal(started.length, 2, 'a poll after the change does not wait for the older read');
    started[0]!.finish(entry([{ id: 1, fare: 100 }]));
    const settled = await Promise.allSettled(waiting);
    assert.ok(settled.every((poll) => poll.status === 'fulfilled'));
    started[1]!.finish(
      entry([
        { id: 1, fare: 100 },
        { id: 2, fare: 120 },
      ]),
    );
    assert.deepEqual(fares(await later), [100, 120]);
    assert.deepEqual(fares(await cache.get(7)), [100, 120], 'the older read was not kept');
    assert.equal(started.length, 2);
  });

  it('a failed load fails its polls only, and is not kept', async () => {
    const { started, load } = manualLoads();
    const cache = new OfferListCache(load);
    const poll = cache.get(9);
    started[0]!.fail(new Error('no such ride'));
    await assert.rejects(poll, /no such ride/);
    void cache.get(9);
    assert.equal(started.length, 2);
  });

  it('changes a list in memory with no read: a new ride, offers, a replaced offer, a withdrawal; the same list in any order', async () => {
    const changes = [
      { kind: 'offer', rideId: 7, driverId: 10, offer: { id: 3, fare: 150 } },
      { kind: 'offer', rideId: 7, driverId: 11, offer: { id: 4, fare: 160 } },
      { kind: 'offer', rideId: 7, driverId: 10, offer: { id: 5, fare: 140 } },
      { kind: 'offer', rideId: 7, driverId: 12, offer: { id: 6, fare: 170 } },
      { kind: 'withdrawn', rideId: 7, driverId: 12 },
    ] as const;
    const etags = new Set<string>();
    for (const order of [
      [0, 1, 2, 3, 4],
      [4, 3, 2, 1, 0].filter((i) => i !== 4).concat([4]),
      [2, 0, 1, 3, 4],
    ]) {
      const { started, load } = manualLoads();
      const cache = new OfferListCache(load);
      cache.apply({ kind: 'empty', rideId: 7, owner: 1 });
      for (const i of order) cache.apply(changes[i]!);
      const list = await cache.get(7);
      assert.equal(started.length, 0, 'no read');
      assert.deepEqual(fares(list), [160, 140]);
      assert.deepEqual(list.driverIds, [11, 10]);
      etags.add(list.etag);
    }
    assert.equal(etags.size, 1, 'one ETag for one list');
    // The same list read from the database has the same ETag.
    assert.equal(
      offerListEntry(
        7,
        1,
        [
          { id: 4, fare: 160 },
          { id: 5, fare: 140 },
        ],
        [11, 10],
      ).etag,
      [...etags][0],
    );
  });

  it('a change to a list it does not hold is left for the read that will come', async () => {
    const { started, load } = manualLoads();
    const cache = new OfferListCache(load);
    cache.apply({ kind: 'offer', rideId: 8, driverId: 1, offer: { id: 1, fare: 100 } });
    void cache.get(8);
    assert.equal(started.length, 1);
  });
});

const RIDE = {
  type: 'Parcel',
  pickup_location: 'MG Road',
  drop_location: 'Koramangala',
  offer_fare: '200',
  weight: '2',
  pickup_lat: '12.9750',
  pickup_lng: '77.6050',
  drop_lat: '12.9352',
  drop_lng: '77.6245',
};

describe(`polling (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('10 customers polling one ride while 5 drivers keep offering on it: every poll a 200 with the offers so far', async () => {
    const { client: http, userId } = await signUpCustomer(api.url);
    const ride = await http.form(`/bargaining/${userId}/`, asForm(RIDE));
    const drivers = await Promise.all(
      Array.from({ length: 5 }, () => registerOnlineDriver({}, api.url)),
    );
    const statuses = new Map<number, number>();
    let stop = false;
    let offered = 0;
    const poller = async () => {
      while (!stop) {
        const reply = await http.get(`/bargaining/RideGet/${ride.body.id}/`);
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      }
    };
    const offering = async (driver: (typeof drivers)[number], n: number) => {
      for (let fare = 200 + n; !stop; fare += 5) {
        const reply = await driver.client.post(`/drivers/me/rides/${ride.body.id}/offers/`, {
          fare,
        });
        assert.equal(reply.status, 201);
        offered += 1;
      }
    };
    const running = Promise.all([
      ...Array.from({ length: 10 }, poller),
      ...drivers.map((driver, n) => offering(driver, n)),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    stop = true;
    await running;
    assert.deepEqual([...statuses.keys()], [200], JSON.stringify([...statuses]));
    assert.ok(offered >= 10, `${offered} offers`);
    // One live offer per driver: each new one replaced the driver's last.
    assert.equal((await http.get(`/bargaining/RideGet/${ride.body.id}/`)).body.length, 5);
  });

  it('an unchanged list is a 304 to If-None-Match; a new offer changes the ETag at once', async () => {
    const { client: http, userId, access } = await signUpCustomer(api.url);
    const ride = await http.form(`/bargaining/${userId}/`, asForm(RIDE));
    const path = `/bargaining/RideGet/${ride.body.id}/`;
    const first = await fetch(api.url + path, { headers: { authorization: `Bearer ${access}` } });
    assert.equal(first.status, 200);
    const etag = first.headers.get('etag');
    assert.ok(etag);
    assert.match(first.headers.get('cache-control') ?? '', /no-cache/);
    assert.deepEqual(await first.json(), []);

    const unchanged = await fetch(api.url + path, {
      headers: { authorization: `Bearer ${access}`, 'if-none-match': etag },
    });
    assert.equal(unchanged.status, 304);
    assert.equal(await unchanged.text(), '');
    // The browser keeps the cached answer's headers: a 304 goes without the security ones.
    assert.match(first.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.equal(unchanged.headers.get('content-security-policy'), null);
    assert.equal(unchanged.headers.get('etag'), etag);

    const { client: driver } = await registerOnlineDriver({}, api.url);
    assert.equal(
      (await driver.post(`/drivers/me/rides/${ride.body.id}/offers/`, { fare: 220 })).status,
      201,
    );
    const changed = await fetch(api.url + path, {
      headers: { authorization: `Bearer ${access}`, 'if-none-match': etag },
    });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.get('etag'), etag);
    assert.equal((await changed.json()).length, 1);

    // Someone else's ride is refused before any ETag is compared.
    const stranger = await signUpCustomer(api.url);
    const refused = await fetch(api.url + path, {
      headers: { authorization: `Bearer ${stranger.access}`, 'if-none-match': etag },
    });
    assert.equal(refused.status, 403);
  });
});

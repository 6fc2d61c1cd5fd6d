import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asForm, registerOnlineDriver, signUpCustomer } from '@dakiya/test-kit';
import { OfferListCache, type OfferListEntry } from '../src/services/offer-list-cache.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';

type Entry = OfferListEntry<string>;

/** A load the test finishes by hand, counting how many were started. */
function manualLoads() {
  const started: Array<{ rideId: number; finish(entry: Entry): void; fail(e: Error): void }> = [];
  const load = (rideId: number) =>
    new Promise<Entry>((resolve, reject) =>
      started.push({ rideId, finish: resolve, fail: reject }),
    );
  return { started, load };
}
const entry = (offers: string[]): Entry => ({ owner: 1, offers, etag: `"${offers.join()}"` });

describe('the offer-list cache', () => {
  it('shares one load among the polls that miss together, and keeps its result', async () => {
    const { started, load } = manualLoads();
    const cache = new OfferListCache(load);
    const polls = Array.from({ length: 50 }, () => cache.get(7));
    assert.equal(started.length, 1);
    started[0]!.finish(entry(['a']));
    for (const poll of await Promise.all(polls)) assert.deepEqual(poll.offers, ['a']);
    assert.deepEqual((await cache.get(7)).offers, ['a']);
    assert.equal(started.length, 1, 'a later poll is a hit');
  });

  it('a change while a load is under way fails no waiting poll, and the next poll loads anew', async () => {
    const { started, load } = manualLoads();
    const cache = new OfferListCache(load);
    const waiting = Array.from({ length: 10 }, () => cache.get(7));
    cache.invalidate(7); // an offer arrives while the list is being read
    const after = cache.get(7);
    assert.equal(started.length, 2, 'a poll after the change does not wait for the older read');
    started[0]!.finish(entry(['old']));
    const settled = await Promise.allSettled(waiting);
    assert.ok(settled.every((poll) => poll.status === 'fulfilled'));
    started[1]!.finish(entry(['old', 'new']));
    assert.deepEqual((await after).offers, ['old', 'new']);
    assert.deepEqual((await cache.get(7)).offers, ['old', 'new'], 'the older read was not kept');
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
});

describe(`polling with ETag (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('an unchanged list is a 304 to If-None-Match; a new offer changes the ETag at once', async () => {
    const { client: http, userId, access } = await signUpCustomer(api.url);
    const ride = await http.form(
      `/bargaining/${userId}/`,
      asForm({
        type: 'Parcel',
        pickup_location: 'MG Road',
        drop_location: 'Koramangala',
        offer_fare: '200',
        weight: '2',
        pickup_lat: '12.9750',
        pickup_lng: '77.6050',
        drop_lat: '12.9352',
        drop_lng: '77.6245',
      }),
    );
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

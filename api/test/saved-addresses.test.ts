import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_ERRORS, API_ROUTES, SAVED_ADDRESS_LIMITS, apiPath } from '@dakiya/domain';
import { signUpCustomer, type ApiClient } from '@dakiya/test-kit';
import { eq } from 'drizzle-orm';
import { savedAddresses as savedAddressRows } from '../src/db/schema.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';

const ADDRESSES = API_ROUTES.savedAddresses;
const address = (addressId: number) => apiPath(API_ROUTES.savedAddress, { addressId });

const MG_ROAD = {
  address: 'MG Road, Bengaluru, Karnataka, India',
  position: { lat: 12.9756, lng: 77.6066 },
};
const HOSUR = {
  address: 'Hosur, Krishnagiri, Tamil Nadu, India',
  position: { lat: 12.74, lng: 77.83 },
};

const patch = (http: ApiClient, path: string, json: unknown) =>
  http.raw(path, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
const remove = (http: ApiClient, path: string) => http.raw(path, { method: 'DELETE' });

describe(`saved addresses (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('adds Home, Work and named addresses and lists Home, then Work, then the rest', async () => {
    const { client: http } = await signUpCustomer(api.url);
    assert.deepEqual((await http.get(ADDRESSES)).body, { results: [] });

    const gym = await http.post(ADDRESSES, { kind: 'other', name: '  Gym ', location: HOSUR });
    assert.equal(gym.status, 201);
    assert.equal(gym.body.data.name, 'Gym', 'the name is trimmed');
    assert.deepEqual(gym.body.data.location, HOSUR);
    assert.ok(!Number.isNaN(Date.parse(gym.body.data.created_at)));
    // A name sent with Home is dropped: Home is called Home in every language.
    const home = await http.post(ADDRESSES, { kind: 'home', name: 'Flat', location: MG_ROAD });
    assert.equal(home.status, 201);
    assert.equal(home.body.data.name, null);
    assert.equal((await http.post(ADDRESSES, { kind: 'work', location: HOSUR })).status, 201);

    const list = await http.get(ADDRESSES);
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.results.map((saved: { kind: string }) => saved.kind),
      ['home', 'work', 'other'],
    );
  });

  it('refuses a nameless or overlong name, a place outside India and a missing place with 400', async () => {
    const { client: http } = await signUpCustomer(api.url);
    const nameless = await http.post(ADDRESSES, { kind: 'other', name: '  ', location: MG_ROAD });
    assert.equal(nameless.status, 400);
    assert.deepEqual(nameless.body.data.name, [API_ERRORS.savedAddressNameRequired]);

    const long = 'x'.repeat(SAVED_ADDRESS_LIMITS.nameLength + 1);
    const overlong = await http.post(ADDRESSES, { kind: 'other', name: long, location: MG_ROAD });
    assert.equal(overlong.status, 400);
    assert.deepEqual(overlong.body.data.name, [API_ERRORS.savedAddressNameTooLong]);

    const london = { address: 'London, UK', position: { lat: 51.5, lng: -0.12 } };
    const abroad = await http.post(ADDRESSES, { kind: 'home', location: london });
    assert.equal(abroad.status, 400);
    assert.deepEqual(abroad.body.data['location.position'], [API_ERRORS.placeOutsideIndia]);

    assert.equal((await http.post(ADDRESSES, { kind: 'home' })).status, 400);
    assert.equal((await http.post(ADDRESSES, { kind: 'flat', location: MG_ROAD })).status, 400);
    assert.equal((await http.post(ADDRESSES)).status, 400);
    assert.deepEqual((await http.get(ADDRESSES)).body.results, []);
  });

  it('keeps one Home and one Work: a second, by adding or renaming, is a 409', async () => {
    const { client: http } = await signUpCustomer(api.url);
    await http.post(ADDRESSES, { kind: 'home', location: MG_ROAD });
    await http.post(ADDRESSES, { kind: 'work', location: HOSUR });
    const second = await http.post(ADDRESSES, { kind: 'home', location: HOSUR });
    assert.equal(second.status, 409);
    assert.equal(second.body.message, API_ERRORS.homeAddressTaken);

    const gym = await http.post(ADDRESSES, { kind: 'other', name: 'Gym', location: HOSUR });
    const toWork = await patch(http, address(gym.body.data.id), { kind: 'work' });
    assert.equal(toWork.status, 409);
    assert.equal(toWork.body.message, API_ERRORS.workAddressTaken);
  });

  it('renames an address, and turns Home into a named one, freeing Home', async () => {
    const { client: http } = await signUpCustomer(api.url);
    const gym = await http.post(ADDRESSES, { kind: 'other', name: 'Gym', location: HOSUR });
    const renamed = await patch(http, address(gym.body.data.id), { kind: 'other', name: 'Pool' });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.data.name, 'Pool');
    assert.deepEqual(renamed.body.data.location, HOSUR, 'the place stays');

    const home = await http.post(ADDRESSES, { kind: 'home', location: MG_ROAD });
    const unnamed = await patch(http, address(home.body.data.id), { kind: 'other' });
    assert.equal(unnamed.status, 400, 'a named one needs its name');
    const old = await patch(http, address(home.body.data.id), { kind: 'other', name: 'Old flat' });
    assert.equal(old.body.data.kind, 'other');
    assert.equal((await http.post(ADDRESSES, { kind: 'home', location: HOSUR })).status, 201);
  });

  it("deletes an address; another customer's is a 404 to change or delete, and not listed", async () => {
    const owner = await signUpCustomer(api.url);
    const other = await signUpCustomer(api.url);
    const saved = await owner.client.post(ADDRESSES, { kind: 'home', location: MG_ROAD });
    const path = address(saved.body.data.id);

    const theirs = await patch(other.client, path, { kind: 'other', name: 'Mine now' });
    assert.equal(theirs.status, 404);
    assert.equal(theirs.body.message, API_ERRORS.noSuchSavedAddress);
    assert.equal((await remove(other.client, path)).status, 404);
    assert.deepEqual((await other.client.get(ADDRESSES)).body.results, []);

    const deleted = await remove(owner.client, path);
    assert.equal(deleted.status, 204);
    assert.equal((await remove(owner.client, path)).status, 404);
    assert.deepEqual((await owner.client.get(ADDRESSES)).body.results, []);
    assert.equal((await remove(owner.client, address(0).replace('/0/', '/abc/'))).status, 400);
  });

  it('holds the limit per customer, and a deleted address frees its place', async () => {
    const { client: http } = await signUpCustomer(api.url);
    const ids: number[] = [];
    for (let n = 1; n <= SAVED_ADDRESS_LIMITS.perCustomer; n += 1) {
      const added = await http.post(ADDRESSES, {
        kind: 'other',
        name: `Shop ${n}`,
        location: HOSUR,
      });
      assert.equal(added.status, 201);
      ids.push(added.body.data.id);
    }
    const over = await http.post(ADDRESSES, { kind: 'home', location: MG_ROAD });
    assert.equal(over.status, 409);
    assert.equal(over.body.message, API_ERRORS.savedAddressLimit);

    await remove(http, address(ids[4]!));
    assert.equal((await http.post(ADDRESSES, { kind: 'home', location: MG_ROAD })).status, 201);
  });

  it('lets only the limit win of many adds at once, and one of two Homes at once', async () => {
    const { client: http } = await signUpCustomer(api.url);
    const extra = 5;
    const adds = await Promise.all(
      Array.from({ length: SAVED_ADDRESS_LIMITS.perCustomer + extra }, (_, n) =>
        http.post(ADDRESSES, { kind: 'other', name: `Depot ${n}`, location: HOSUR }),
      ),
    );
    const statuses = adds.map((reply) => reply.status);
    assert.equal(
      statuses.filter((status) => status === 201).length,
      SAVED_ADDRESS_LIMITS.perCustomer,
    );
    assert.equal(statuses.filter((status) => status === 409).length, extra);
    const listed = (await http.get(ADDRESSES)).body.results;
    assert.equal(listed.length, SAVED_ADDRESS_LIMITS.perCustomer);

    const fresh = (await signUpCustomer(api.url)).client;
    const homes = await Promise.all(
      [MG_ROAD, HOSUR].map((location) => fresh.post(ADDRESSES, { kind: 'home', location })),
    );
    assert.deepEqual(homes.map((reply) => reply.status).sort(), [201, 409]);
    assert.equal((await fresh.get(ADDRESSES)).body.results.length, 1);
  });

  it('holds both rules when the adds reach the database interleaved (in one process too)', async () => {
    // Over HTTP, PGlite (one connection, in process) may run each add whole before the next:
    // started in one tick, every add reads the free slots before any of them writes.
    const { userId } = await signUpCustomer(api.url);
    const { savedAddresses } = api.services;
    const named = (n: number) => ({ kind: 'other' as const, name: `Stall ${n}`, location: HOSUR });
    const adds = await Promise.allSettled(
      Array.from({ length: SAVED_ADDRESS_LIMITS.perCustomer + 3 }, (_, n) =>
        savedAddresses.add(userId, named(n)),
      ),
    );
    const refused = adds.filter((add) => add.status === 'rejected');
    assert.equal(refused.length, 3);
    for (const { reason } of refused as PromiseRejectedResult[]) {
      assert.equal(reason.statusCode, 409);
      assert.equal(reason.message, API_ERRORS.savedAddressLimit);
    }
    const slots = await api.database.db
      .select({ slot: savedAddressRows.slot })
      .from(savedAddressRows)
      .where(eq(savedAddressRows.userId, userId));
    assert.equal(new Set(slots.map(({ slot }) => slot)).size, SAVED_ADDRESS_LIMITS.perCustomer);

    const other = (await signUpCustomer(api.url)).userId;
    const work = { kind: 'work' as const, name: null, location: MG_ROAD };
    const works = await Promise.allSettled([
      savedAddresses.add(other, work),
      savedAddresses.add(other, work),
    ]);
    assert.deepEqual(works.map((add) => add.status).sort(), ['fulfilled', 'rejected']);
    const lost = works.find((add) => add.status === 'rejected') as PromiseRejectedResult;
    assert.equal(lost.reason.message, API_ERRORS.workAddressTaken);
  });
});

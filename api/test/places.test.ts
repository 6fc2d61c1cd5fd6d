import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApi, type TestApi } from './support/test-api.js';
import { apiClient } from '@dakiya/test-kit';

describe('offline places', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('finds Indian places by name, biggest first, with India in the address', async () => {
    const { body } = await apiClient(api.url).get('/places/search/?q=beng');
    assert.equal(body.results[0].name, 'Bengaluru');
    assert.equal(body.results[0].formatted_address, 'Bengaluru, India');
    assert.ok(Math.abs(body.results[0].lat - 12.97) < 0.1);
    assert.deepEqual((await apiClient(api.url).get('/places/search/?q=')).body.results, []);
    const accented = (await apiClient(api.url).get('/places/search/?q=hosur')).body.results;
    assert.equal(accented[0].formatted_address, 'Hosūr, India');
  });

  it('finds localities, old and misspelled names and the Hindi names of big cities', async () => {
    const first = async (q: string) =>
      (await apiClient(api.url).get(`/places/search/?q=${encodeURIComponent(q)}`)).body.results[0]
        ?.formatted_address as string | undefined;
    assert.match((await first('Koramangala'))!, /^Koramangala, .*Karnataka 560034, India$/);
    assert.match((await first('Indiranagar'))!, /^Indiranagar, Bangalore North, Karnataka/);
    assert.match((await first('Andheri'))!, /^Andheri, Mumbai, Maharashtra/);
    assert.match((await first('Connaught Place'))!, /^Connaught Place, New Delhi, Delhi/);
    assert.match((await first('MG Road'))!, /^Mahatma Gandhi Road, Bangalore North/);
    assert.match((await first('Whitefield'))!, /^Whitefield, .*Karnataka/);
    for (const name of ['Bangalore', 'Banglore', 'बेंगलुरु', 'बैंगलोर'])
      assert.equal(await first(name), 'Bengaluru, India', name);
    assert.equal(await first('Bombay'), 'Mumbai, India');
    assert.equal(await first('मुंबई'), 'Mumbai, India');
    assert.equal(await first('Calcutta'), 'Kolkata, India');
    assert.equal(await first('दिल्ली'), 'Delhi, India');
    assert.equal(await first('Qwzx'), undefined);
  });

  it('reverse-geocodes to the nearest locality', async () => {
    const { body } = await apiClient(api.url).get('/places/reverse/?lat=28.6407&lng=77.2154');
    assert.equal(body.result.formatted_address, 'Pahar Ganj, New Delhi, Delhi 110055, India');
    assert.ok(body.result.distance_km < 1);
  });

  it('reverse-geocodes a device in a big city to its locality, not to the city', async () => {
    const reverse = async (lat: number, lng: number) =>
      (await apiClient(api.url).get(`/places/reverse/?lat=${lat}&lng=${lng}`)).body.result;
    // MG Road, Bengaluru: GeoNames puts every Bengaluru post office on one point 28 km north
    const mgRoad = await reverse(12.9756, 77.6066);
    assert.equal(mgRoad.formatted_address, 'Vasanthanagar, Bengaluru, Karnataka 560001, India');
    assert.ok(mgRoad.distance_km < 1.5);
    const koramangala = await reverse(12.9352, 77.6245);
    assert.match(koramangala.formatted_address, /^Koramangala, .*Karnataka 560034, India$/);
    assert.match((await reverse(12.9719, 77.6412)).formatted_address, /^Indiranagar, /);
    assert.match((await reverse(19.1197, 72.8468)).formatted_address, /^Andheri, Mumbai/);
  });

  it('names the localities around a point for the map, larger places first', async () => {
    const nearby = async (query: string) =>
      await apiClient(api.url).get(`/places/nearby/?${query}`);
    const { body } = await nearby('lat=12.9756&lng=77.6066&km=3');
    const names = (body.results as { name: string }[]).map((place) => place.name);
    assert.equal(names[0], 'Bengaluru');
    for (const locality of ['Vasanthanagar', 'Richmond Town', 'Austin Town'])
      assert.ok(names.includes(locality), `${locality} in ${names.join(', ')}`);
    assert.ok(!names.includes('Koramangala'), 'Koramangala is over 3 km away');
    assert.ok(names.length < 60);
    assert.equal((await nearby('lat=12.97&lng=77.6&km=100')).status, 400);
    assert.equal((await nearby('lat=north&lng=77.6')).status, 400);
  });

  it('reverse-geocodes a position to the nearest place', async () => {
    const { body } = await apiClient(api.url).get('/places/reverse/?lat=19.07&lng=72.88');
    assert.match(body.result.formatted_address, /India$/);
    assert.ok(body.result.distance_km < 15);
    assert.equal((await apiClient(api.url).get('/places/reverse/?lat=abc&lng=1')).status, 400);
  });
});

describe('place routes under a burst', () => {
  let limited: TestApi;
  before(async () => {
    // Behind a proxy, so each test client can say which address it is.
    limited = await startTestApi({ placeRateLimit: 2, trustProxy: true });
  });
  after(async () => limited.close());

  const from = async (address: string, path: string) => {
    const reply = await fetch(limited.url + path, { headers: { 'x-forwarded-for': address } });
    return { status: reply.status, headers: reply.headers, body: await reply.json() };
  };

  it('limits each client address on each place route, with a clear 429', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await from('203.0.113.1', '/places/search/?q=')).status);
    assert.deepEqual(statuses, [200, 200, 429]);
    const refused = await from('203.0.113.1', '/places/search/?q=');
    assert.equal(refused.status, 429);
    assert.match(refused.body.message, /Too many requests/);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    // Another address has its own budget; so has each other route, and /health has none.
    assert.equal((await from('203.0.113.2', '/places/search/?q=')).status, 200);
    assert.equal((await from('203.0.113.1', '/places/reverse/?lat=abc&lng=1')).status, 400);
    assert.equal((await from('203.0.113.1', '/health')).status, 200);
    for (let i = 0; i < 2; i += 1) await from('203.0.113.1', '/places/nearby/?lat=north&lng=1');
    assert.equal((await from('203.0.113.1', '/places/nearby/?lat=north&lng=1')).status, 429);
  });
});

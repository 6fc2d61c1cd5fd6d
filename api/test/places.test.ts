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

  const search = async (q: string, query = '') =>
    (await apiClient(api.url).get(`/places/search/?q=${encodeURIComponent(q)}${query}`)).body
      .results as { name: string; formatted_address: string; lat: number }[];
  const first = async (q: string) => (await search(q))[0]?.formatted_address;

  it('finds Indian places by name, biggest first, with district, state and India', async () => {
    const [bengaluru] = await search('beng');
    assert.equal(bengaluru!.name, 'Bengaluru');
    assert.equal(bengaluru!.formatted_address, 'Bengaluru, Karnataka, India');
    assert.ok(Math.abs(bengaluru!.lat - 12.97) < 0.1);
    assert.deepEqual(await search(''), []);
  });

  it("puts the town first and names every suggestion's district and state", async () => {
    const hosur = await search('Hosur');
    // The town (GeoNames' Hosūr), above the villages' post offices of the same name.
    assert.equal(hosur[0]!.formatted_address, 'Hosur, Krishnagiri, Tamil Nadu, India');
    assert.ok(hosur.length > 3);
    for (const { formatted_address } of hosur.slice(1))
      assert.match(formatted_address, /^Hosur, (.+, )?[^,]+, [^,]+ \d{6}, India$/);
    assert.ok(hosur.some((p) => /^Hosur, .*, Karnataka \d{6}, India$/.test(p.formatted_address)));
    assert.equal(
      await first('Krishnagiri Courts'),
      'Krishnagiri Courts, Krishnagiri, Tamil Nadu 635001, India',
    );
  });

  it("shows a town once: its own post office (Hosur's, 635109, 2 km from its point) is left out", async () => {
    const hosur = await search('Hosur');
    const inKrishnagiri = hosur.filter((p) => p.formatted_address.includes('Krishnagiri'));
    assert.deepEqual(
      inKrishnagiri.map((p) => p.formatted_address),
      ['Hosur, Krishnagiri, Tamil Nadu, India'],
    );
    // Villages of the name elsewhere stay, each with its district and state.
    assert.ok(
      hosur.some(
        (p) => p.formatted_address === 'Hosur, Ramangara, Ramanagar, Karnataka 562109, India',
      ),
    );
    assert.ok(hosur.some((p) => /, Maharashtra \d{6}, India$/.test(p.formatted_address)));
    // The office left out makes room for another place: as many suggestions as asked for.
    assert.equal(hosur.length, 8);
  });

  it('finds localities, old and misspelled names and the Hindi names of big cities', async () => {
    assert.match(
      (await first('Koramangala'))!,
      /^Koramangala, Bangalore South, Bengaluru, Karnataka 560034, India$/,
    );
    assert.match(
      (await first('Indiranagar'))!,
      /^Indiranagar, Bangalore North, Bengaluru, Karnataka/,
    );
    assert.match((await first('Andheri'))!, /^Andheri, Mumbai, Maharashtra/);
    assert.match(
      (await first('Connaught Place'))!,
      /^Connaught Place, New Delhi, Central Delhi, Delhi/,
    );
    assert.match((await first('MG Road'))!, /^Mahatma Gandhi Road, Bangalore North, Bengaluru/);
    assert.match((await first('Whitefield'))!, /^Whitefield, .*Karnataka/);
    for (const name of ['Bangalore', 'Banglore', 'बेंगलुरु', 'बैंगलोर'])
      assert.equal(await first(name), 'Bengaluru, Karnataka, India', name);
    assert.equal(await first('Bombay'), 'Mumbai, Maharashtra, India');
    assert.equal(await first('मुंबई'), 'Mumbai, Maharashtra, India');
    assert.equal(await first('Calcutta'), 'Kolkata, West Bengal, India');
    assert.equal(await first('दिल्ली'), 'Delhi, India');
    assert.equal(await first('Qwzx'), undefined);
  });

  it('finds in Devanagari what the Latin name finds', async () => {
    // Written as Hindi writes them, not as GeoNames lists them: by their sound.
    const addresses = async (q: string, count: number) =>
      (await search(q)).slice(0, count).map((place) => place.formatted_address);
    for (const [hindi, latin] of [
      ['होसुर', 'Hosur'],
      ['इंदिरानगर', 'Indiranagar'],
      ['बेंगलुरु', 'Bengaluru'],
      ['कोरमंगला', 'Koramangala'],
    ])
      assert.deepEqual(await addresses(hindi!, 3), await addresses(latin!, 3), hindi);
    // Kanpur's Hindi name is GeoNames' too (कानपुर), and 'kanpur' a second key of it.
    assert.equal(await first('कानपुर'), 'Kanpur, Kanpur Nagar, Uttar Pradesh, India');
    // The city's own post office (208001) is the city, shown once; Kanpurs elsewhere stay.
    const kanpurs = await addresses('कानपुर', 8);
    assert.ok(
      kanpurs.some((address) => address.startsWith('Kanpur, Howrah')),
      kanpurs.join('; '),
    );
    assert.ok(!kanpurs.some((address) => address.includes('208001')), kanpurs.join('; '));
    assert.equal(await first('होसुर'), 'Hosur, Krishnagiri, Tamil Nadu, India');
    assert.match(
      (await first('इंदिरानगर'))!,
      /^Indiranagar, Bangalore North, Bengaluru, Karnataka 560038/,
    );
    // What is typed so far finds the place too.
    assert.equal((await search('होस'))[0]!.name, 'Hosur');
    assert.equal((await search('इंदिरान'))[0]!.name, 'Indiranagar');
    // Neither Mysore nor Hisar: their Hindi names only share होसुर's consonants.
    const hosur = (await search('होसुर')).map((place) => place.name);
    assert.ok(!hosur.includes('Mysore') && !hosur.includes('Hisar'), hosur.join(', '));
  });

  it('names places in Hindi for a Hindi request, where the data has a Hindi name', async () => {
    const [bengaluru] = await search('Bengaluru', '&lang=hi');
    assert.equal(bengaluru!.name, 'बेंगलुरु');
    assert.equal(bengaluru!.formatted_address, 'बेंगलुरु, कर्नाटक, भारत');
    assert.equal((await search('मैसूर', '&lang=hi'))[0]!.name, 'मैसूर');
    // No Hindi name in the data: the Latin one, in a Hindi address.
    const [koramangala] = await search('Koramangala', '&lang=hi');
    assert.equal(koramangala!.name, 'Koramangala');
    assert.equal(
      koramangala!.formatted_address,
      'Koramangala, Bangalore South, बेंगलुरु, कर्नाटक 560034, भारत',
    );
    assert.equal(
      (await search('Hosur', '&lang=hi'))[0]!.formatted_address,
      'Hosur, कृष्णगिरि, तमिलनाडु, भारत',
    );
    assert.equal((await search('Bengaluru', '&lang=en'))[0]!.name, 'Bengaluru');
    const place = (path: string) => apiClient(api.url).get(path);
    const reverse = await place('/places/reverse/?lat=12.9716&lng=77.5946&lang=hi');
    assert.match(reverse.body.result.formatted_address, /, बेंगलुरु, कर्नाटक 5600\d\d, भारत$/);
    const labels = await place('/places/nearby/?lat=12.9756&lng=77.6066&km=3&lang=hi');
    assert.equal(labels.body.results[0].name, 'बेंगलुरु');
    assert.equal((await place('/places/search/?q=beng&lang=fr')).status, 400);
    assert.equal((await place('/places/reverse/?lat=12.97&lng=77.59&lang=xx')).status, 400);
  });

  it("puts a place of the very name before a town that has it as another spelling (Jainagar's)", async () => {
    const jayanagar = await search('Jayanagar');
    const named = jayanagar.filter((p) => p.name === 'Jayanagar').length;
    assert.ok(named >= 4, `${named} places named Jayanagar`);
    assert.deepEqual(
      jayanagar.slice(0, named).map((p) => p.name),
      Array<string>(named).fill('Jayanagar'),
    );
    // The Bihar town stays among the exact matches, just after those of the name itself.
    assert.equal(jayanagar[named]!.formatted_address, 'Jainagar, Madhubani, Bihar, India');
    // A big city's other names are names people use: Bombay is still Mumbai first.
    assert.equal(await first('Bombay'), 'Mumbai, Maharashtra, India');
  });

  it('puts places near the customer first among equally good matches', async () => {
    const near = (q: string, at: string) => search(q, `&near=${encodeURIComponent(at)}`);
    assert.equal(
      (await near('Jayanagar', '12.9716,77.5946'))[0]!.formatted_address,
      'Jayanagar, Bangalore South, Bengaluru, Karnataka 560041, India',
    );
    assert.match((await near('Jayanagar', '12.30,76.64'))[0]!.formatted_address, /, Mysuru, /);
    // Near Madhubani, the town the customer is in comes first, by whichever name it was typed.
    assert.equal(
      (await near('Jayanagar', '26.59,86.14'))[0]!.formatted_address,
      'Jainagar, Madhubani, Bihar, India',
    );
    // Nearness orders within a tier only: every exact name, however far, before a longer one
    // nearby (Jayanagar East, at the Bengaluru Jayanagar's own point).
    const names = (await near('Jayanagar', '12.9716,77.5946')).map((p) => p.name);
    assert.ok(names.includes('Jayanagar East'), names.join(', '));
    assert.ok(names.indexOf('Jayanagar East') > names.lastIndexOf('Jayanagar'), names.join(', '));
    assert.ok(names.indexOf('Jayanagar East') > names.indexOf('Jainagar'), names.join(', '));
  });

  it('answers a position it cannot read with a 400', async () => {
    const withNear = (near: string) =>
      apiClient(api.url).get(`/places/search/?q=Hosur&near=${near}`);
    for (const near of ['12.97', 'north,east', '12.97,77.59,3', '95,77.59', '12.97,200', ''])
      assert.equal((await withNear(near)).status, 400, near);
    assert.deepEqual((await withNear('north,east')).body.data, {
      near: ['Expected lat,lng in decimal degrees'],
    });
  });

  it('reverse-geocodes to the nearest locality', async () => {
    const { body } = await apiClient(api.url).get('/places/reverse/?lat=28.6407&lng=77.2154');
    assert.equal(
      body.result.formatted_address,
      'Pahar Ganj, New Delhi, Central Delhi, Delhi 110055, India',
    );
    assert.ok(body.result.distance_km < 1);
  });

  it('reverse-geocodes a device in a big city to its locality, not to the city', async () => {
    const reverse = async (lat: number, lng: number) =>
      (await apiClient(api.url).get(`/places/reverse/?lat=${lat}&lng=${lng}`)).body.result;
    // Central Bengaluru: the city's own point is 0.1 km away, a locality within 2 km.
    const centre = await reverse(12.9716, 77.5946);
    assert.match(centre.formatted_address, /^[^,]+, .*Bengaluru, Karnataka 5600\d\d, India$/);
    assert.notEqual(centre.name, 'Bengaluru');
    assert.ok(centre.distance_km < 2, `${centre.distance_km} km`);
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

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

  it('reverse-geocodes a position to the nearest place', async () => {
    const { body } = await apiClient(api.url).get('/places/reverse/?lat=19.07&lng=72.88');
    assert.match(body.result.formatted_address, /India$/);
    assert.ok(body.result.distance_km < 15);
    assert.equal((await apiClient(api.url).get('/places/reverse/?lat=abc&lng=1')).status, 400);
  });
});

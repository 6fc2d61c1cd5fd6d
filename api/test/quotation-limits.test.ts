import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LOAD_TOO_HEAVY } from '@dakiya/domain';
import { signUpCustomer } from '@dakiya/test-kit';
import { startTestApi, type TestApi } from './support/test-api.js';

describe('loads no vehicle carries', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('refuses a parcel heavier than the largest vehicle takes, naming that vehicle', async () => {
    const { client: http } = await signUpCustomer(api.url);
    const parcel = { parcel_type: 'PARCEL', distance: 10, height: 50, width: 50 };
    const heavy = await http.post('/quotations/prices/', { ...parcel, weight: 81 });
    assert.equal(heavy.status, 400);
    assert.match(JSON.stringify(heavy.body), /8ft Pickup Truck/);
    assert.ok(JSON.stringify(heavy.body).includes(LOAD_TOO_HEAVY));
    const fits = await http.post('/quotations/prices/', { ...parcel, weight: 80 });
    assert.equal(fits.status, 201);
  });
});

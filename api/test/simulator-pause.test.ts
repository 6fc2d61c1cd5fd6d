import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_ROUTES } from '@dakiya/domain';
import { apiClient, signUpCustomer } from '@dakiya/test-kit';
import { DriverSimulator } from '../src/simulator/driver-simulator.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';

// Real drivers tried alone in development and the end-to-end tests: the simulated fleet pauses.
describe(`a paused simulator makes no offers (${DB_KIND})`, () => {
  let api: TestApi;
  let simulator: DriverSimulator;
  before(async () => {
    api = await startTestApi();
    simulator = new DriverSimulator(api.services.drivers, api.services.rides);
    await simulator.start(60_000);
  });
  after(async () => {
    simulator.stop();
    await api.close();
  });

  it('offers nothing while paused, and answers again once resumed', async () => {
    const settings = apiClient(api.url);
    const paused = await settings.put(API_ROUTES.devRideSettings, { simulator_paused: true });
    assert.equal(paused.status, 200);
    assert.equal(paused.body.simulator_paused, true);

    const { client, userId } = await signUpCustomer(api.url);
    const ride = await client.post(`/bargaining/${userId}/`, {
      type: 'Parcel',
      pickup_location: 'MG Road',
      drop_location: 'Koramangala',
      offer_fare: 200,
      pickup_lat: 12.975,
      pickup_lng: 77.605,
      drop_lat: 12.9352,
      drop_lng: 77.6245,
    });
    const later = Date.now() + 20_000;
    await simulator.tick(later);
    assert.deepEqual((await client.get(`/bargaining/RideGet/${ride.body.id}/`)).body, []);

    await settings.put(API_ROUTES.devRideSettings, { simulator_paused: false });
    await simulator.tick(later);
    assert.ok((await client.get(`/bargaining/RideGet/${ride.body.id}/`)).body.length > 0);
  });
});

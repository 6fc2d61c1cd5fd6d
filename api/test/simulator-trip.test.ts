import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { haversineKm } from '@dakiya/domain';
import { signUpCustomer } from '@dakiya/test-kit';
import { DriverSimulator } from '../src/simulator/driver-simulator.js';
import { SIMULATED_KMH } from '../src/simulator/trip-player.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';

// Fast enough for a test, slow enough that a loaded machine's polls still see the pin move.
const SPEED = 150;

describe(`the simulator plays a trip (${DB_KIND})`, () => {
  let api: TestApi;
  let simulator: DriverSimulator;
  before(async () => {
    api = await startTestApi();
    api.services.rides.settings.simulatorSpeed = SPEED;
    simulator = new DriverSimulator(
      api.services.drivers,
      api.services.rides,
      undefined,
      Math.random,
      api.services.trips,
    );
    await simulator.start();
  });
  after(async () => {
    simulator.stop();
    await api.close();
  });

  it('offers, then drives to the pickup at city speed posting positions, arrives, starts with the OTP, delivers', async () => {
    const { client, userId } = await signUpCustomer(api.url);
    const pickup = { lat: 12.975, lng: 77.605 };
    const drop = { lat: 12.9352, lng: 77.6245 };
    const ride = await client.post(`/bargaining/${userId}/`, {
      type: 'Parcel',
      pickup_location: 'MG Road',
      drop_location: 'Koramangala',
      offer_fare: 200,
      weight: 3,
      pickup_lat: pickup.lat,
      pickup_lng: pickup.lng,
      drop_lat: drop.lat,
      drop_lng: drop.lng,
    });
    let offers: { rideId: string; distance_away: number }[] = [];
    for (let i = 0; i < 50 && offers.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      offers = (await client.get(`/bargaining/RideGet/${ride.body.id}/`)).body;
    }
    assert.ok(offers.length > 0, 'an offer within 2.5 s at this speed');
    // The farthest driver's drive to the pickup is the longest to watch.
    const farthest = offers.reduce((a, b) => (b.distance_away > a.distance_away ? b : a));
    const accepted = await client.post(
      `/bargaining/RideGet/${userId}/driverassign/${farthest.rideId}/`,
    );
    assert.equal(accepted.status, 200);

    const seen: { status: string; at: number; position: { lat: number; lng: number } | null }[] =
      [];
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const order = (await client.get(`/bargaining/orders/${ride.body.id}/`)).body;
      seen.push({ status: order.status, at: Date.now(), position: order.driver_position });
      if (order.status === 'delivered') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const statuses = seen.map((s) => s.status).filter((s, i, all) => all[i - 1] !== s);
    assert.deepEqual(statuses.slice(-4), ['assigned', 'driver_arrived', 'picked_up', 'delivered']);
    // On the way the pin moves toward the pickup, and no faster than the city speed allows.
    const onTheWay = seen.filter((s) => s.status === 'assigned' && s.position);
    const distinct = new Set(onTheWay.map((s) => JSON.stringify(s.position)));
    assert.ok(distinct.size >= 3, `the pin moved ${distinct.size} times`);
    const first = onTheWay[0]!;
    const last = onTheWay.at(-1)!;
    assert.ok(haversineKm(last.position!, pickup) < haversineKm(first.position!, pickup));
    const kmh =
      haversineKm(first.position!, last.position!) / ((last.at - first.at) / 3_600_000) / SPEED;
    assert.ok(kmh < SIMULATED_KMH * 1.5, `straight-line ${kmh.toFixed(1)} km/h at speed 1`);
    const final = seen.at(-1)!;
    assert.ok(haversineKm(final.position!, drop) < 0.05, 'delivered at the drop');
  });

  it('a driver on a trip makes no offers elsewhere; the others still answer', async () => {
    const request = async () => {
      const { client, userId } = await signUpCustomer(api.url);
      const ride = await client.post(`/bargaining/${userId}/`, {
        type: 'Parcel',
        pickup_location: 'MG Road',
        drop_location: 'Hosur',
        offer_fare: 300,
        weight: 3,
        pickup_lat: 12.975,
        pickup_lng: 77.605,
        drop_lat: 12.74,
        drop_lng: 77.83,
      });
      return { client, userId, rideId: ride.body.id as number };
    };
    const offersOn = async (c: Awaited<ReturnType<typeof request>>) => {
      for (let i = 0; i < 60; i += 1) {
        const list = (await c.client.get(`/bargaining/RideGet/${c.rideId}/`)).body;
        if (list.length > 0) return list as { rideId: string; driver_name: string; car: string }[];
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [];
    };
    const first = await request();
    const [taken] = await offersOn(first);
    assert.ok(taken, 'an offer for the first customer');
    await first.client.post(`/bargaining/RideGet/${first.userId}/driverassign/${taken.rideId}/`);
    const second = await request();
    const later = await offersOn(second);
    assert.ok(later.length > 0, 'the others still answer');
    assert.ok(
      later.every((offer) => offer.car !== taken.car),
      'not the busy driver',
    );
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_ERRORS } from '@dakiya/domain';
import { apiClient, bookedOrder, type BookedOrder } from '@dakiya/test-kit';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { openEvents } from './support/sse.js';

const ticketFor = async ({ customer, order }: BookedOrder) => {
  const issued = await customer.client.post(`/bargaining/orders/${order.id}/stream-token/`);
  assert.equal(issued.status, 201, JSON.stringify(issued.body));
  return issued.body.token as string;
};
const eventsUrl = (api: TestApi, rideId: number, token: string) =>
  `${api.url}/bargaining/orders/${rideId}/events/?token=${encodeURIComponent(token)}`;

/** Opens a stream and waits for its first event (the order now). */
async function follow(api: TestApi, booked: BookedOrder) {
  const stream = await openEvents(eventsUrl(api, booked.order.id, await ticketFor(booked)));
  if (stream.status === 200) await stream.next((orders) => orders.length > 0);
  return stream;
}

async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`order streams: caps, tickets and sessions (${DB_KIND})`, () => {
  let perRide: TestApi;
  let perCustomer: TestApi;
  before(async () => {
    perRide = await startTestApi({ streamsPerCustomer: 10, streamsPerRide: 3 });
    perCustomer = await startTestApi({ streamsPerCustomer: 2, streamsPerRide: 10 });
  });
  after(async () => Promise.all([perRide.close(), perCustomer.close()]));

  for (const [cap, api, allowed] of [
    ['ride', () => perRide, 3],
    ['customer', () => perCustomer, 2],
  ] as const) {
    it(`refuses a stream past the ${cap} cap with 429 and a message, and frees a slot on close`, async () => {
      const booked = await bookedOrder(api().url);
      const open = [];
      for (let i = 0; i < allowed; i++) open.push(await follow(api(), booked));
      assert.deepEqual(
        open.map((stream) => stream.status),
        Array(allowed).fill(200),
      );
      const refused = await follow(api(), booked);
      assert.equal(refused.status, 429);
      assert.equal(JSON.parse(refused.body!).message, API_ERRORS.tooManyStreams);

      open.pop()!.close();
      let again: Awaited<ReturnType<typeof follow>> | null = null;
      await eventually('a slot is given back', async () => {
        again = await follow(api(), booked);
        return again.status === 200;
      });
      for (const stream of [...open, again!]) stream.close();
    });
  }

  it('ends open streams when their session ends, and their ticket opens nothing after', async () => {
    const booked = await bookedOrder(perRide.url);
    const token = await ticketFor(booked);
    const stream = await openEvents(eventsUrl(perRide, booked.order.id, token));
    await stream.next((orders) => orders.length > 0);
    const loggedOut = await apiClient(perRide.url).post('/token/logout/', {
      refresh: booked.customer.refresh,
    });
    assert.equal(loggedOut.status, 200);
    await stream.next(); // returns once the server has ended the stream
    assert.equal(stream.ended, true);
    const reopened = await openEvents(eventsUrl(perRide, booked.order.id, token));
    assert.equal(reopened.status, 401);
  });

  it('limits stream tickets per customer, whatever the address', async () => {
    const booked = await bookedOrder(perRide.url);
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await booked.customer.client.post(`/bargaining/orders/${booked.order.id}/stream-token/`))
          .status,
      );
    assert.deepEqual(statuses.slice(0, 20), Array(20).fill(201));
    assert.equal(statuses[20], 429);
  });

  it('sends on a reconnect only what is newer than Last-Event-ID, and 204 once the order has ended', async () => {
    const booked = await bookedOrder(perRide.url);
    const token = await ticketFor(booked);
    const url = eventsUrl(perRide, booked.order.id, token);
    const version = booked.order.version;
    const resumed = await openEvents(url, { 'last-event-id': String(version) });
    assert.equal(resumed.status, 200);
    const moved = await booked.driver.client.put('/drivers/me/position/', {
      lat: 12.97,
      lng: 77.6,
    });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    const seen = await resumed.next((orders) => orders.length > 0);
    resumed.close();
    assert.equal(seen.length, 1);
    assert.ok(seen[0]!.version > version, 'only the newer order');
    assert.deepEqual(seen[0]!.driver_position, { lat: 12.97, lng: 77.6 });

    const cancelled = await booked.customer.client.post(
      `/bargaining/rides/${booked.order.id}/cancel/`,
      { reason: 'Changed my mind' },
    );
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    const final = await openEvents(url);
    const [last] = await final.next((orders) => orders.length > 0);
    assert.equal(last!.status, 'cancelled');
    const afterEnd = await openEvents(url, { 'last-event-id': String(last!.version) });
    assert.equal(afterEnd.status, 204);
  });
});

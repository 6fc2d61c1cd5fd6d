import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_ERRORS, type DriverFeed } from '@dakiya/domain';
import { driverFeedSchema } from '@dakiya/domain/schemas';
import {
  apiClient,
  bookedOrder,
  registerOnlineDriver,
  signUpCustomer,
  type OnlineDriver,
  tripStepThere,
} from '@dakiya/test-kit';
import { rideRequests } from '../src/db/schema.js';
import { FEED_DEBOUNCE_MS } from '../src/services/driver-feed-hub.js';
import { pickupCell } from '../src/services/ride-feed-cells.js';
import { twoApiProcesses } from './support/redis.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { accept, offer, openRide } from './support/rides.js';
import { openEvents, openEventsOf } from './support/sse.js';

type FeedStream = Awaited<ReturnType<typeof openEventsOf<DriverFeed>>>;

const ticketFor = async (driver: OnlineDriver) => {
  const issued = await driver.client.post('/drivers/me/feed/stream-token/');
  assert.equal(issued.status, 201, JSON.stringify(issued.body));
  assert.equal(issued.body.expires_in, 120);
  return issued.body.token as string;
};
const eventsUrl = (base: string, token: string) =>
  `${base}/drivers/me/feed/events/?token=${encodeURIComponent(token)}`;

/** Opens the driver's feed stream (on `base`, the driver's API by default) and reads its first event. */
async function follow(base: string, driver: OnlineDriver): Promise<FeedStream> {
  const stream = await openEventsOf<DriverFeed>(eventsUrl(base, await ticketFor(driver)));
  if (stream.status === 200)
    await within(
      5000,
      stream.next((feeds) => feeds.length > 0),
    );
  return stream;
}

/** `promise`, or a failure after `ms`. */
async function within<T>(ms: number, promise: Promise<T>, what = 'the stream'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads events from now on until one satisfies `check`; answers it. */
async function nextFeed(stream: FeedStream, check: (feed: DriverFeed) => boolean, ms = 3000) {
  const from = stream.orders.length;
  const feeds = await within(
    ms,
    stream.next((seen) => seen.slice(from).some(check)),
  );
  return feeds.slice(from).find(check)!;
}

const has = (rideId: number) => (feed: DriverFeed) => feed.rides.some((r) => r.id === rideId);

describe(`the driver's feed, pushed as server-sent events (${DB_KIND})`, () => {
  let api: TestApi;
  const streams: FeedStream[] = [];
  before(async () => {
    api = await startTestApi();
  });
  after(async () => {
    for (const stream of streams) stream.close();
    await api.close();
  });
  const open = async (driver: OnlineDriver) => {
    const stream = await follow(api.url, driver);
    streams.push(stream);
    return stream;
  };

  it('sends the feed on connect, then a new nearby request within a second of its POST', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const stream = await open(driver);
    assert.equal(stream.status, 200);
    const [first] = stream.orders;
    assert.deepEqual(driverFeedSchema.strict().parse(first), first);
    assert.deepEqual(first, (await driver.client.get('/drivers/me/feed/')).body);

    const customer = await signUpCustomer(api.url);
    const postedAt = Date.now();
    const rideId = await openRide(customer);
    const pushed = await nextFeed(stream, has(rideId), 1000);
    console.log(`# a new request reached the driver's stream in ${Date.now() - postedAt} ms`);
    assert.deepEqual(pushed, (await driver.client.get('/drivers/me/feed/')).body);
  });

  it('leaves out what is not the driver’s: a far request or one the vehicle cannot carry', async () => {
    const driver = await registerOnlineDriver({ vehicle_type: 'TWO_WHEELER' }, api.url);
    const stream = await open(driver);
    const far = await openRide(await signUpCustomer(api.url), {
      pickup_lat: 28.6139,
      pickup_lng: 77.209,
      drop_lat: 28.62,
      drop_lng: 77.22,
    });
    const heavy = await openRide(await signUpCustomer(api.url), { weight: 60, offer_fare: 500 });
    const near = await openRide(await signUpCustomer(api.url));
    const pushed = await nextFeed(stream, has(near));
    assert.ok(!stream.orders.some(has(far)) && !stream.orders.some(has(heavy)));
    assert.deepEqual(pushed, (await driver.client.get('/drivers/me/feed/')).body);
  });

  it('follows the driver’s offers, the accept, the trip and its end', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const other = await registerOnlineDriver({}, api.url);
    const stream = await open(driver);
    const rival = await open(other);
    const customer = await signUpCustomer(api.url);
    const rideId = await openRide(customer);
    await nextFeed(stream, has(rideId));
    const made = await offer(driver.client, rideId, 240);
    assert.equal((await offer(other.client, rideId, 250)).status, 201);
    await nextFeed(stream, (feed) => feed.offers.some((o) => o.ride_id === rideId));
    assert.equal((await accept(customer, made.body.rideId)).status, 200);
    const booked = await nextFeed(stream, (feed) => feed.trip_id === rideId);
    assert.deepEqual(booked.rides, []);
    assert.equal(booked.offers.find((o) => o.ride_id === rideId)?.state, 'accepted');
    const declined = await nextFeed(rival, (feed) =>
      feed.offers.some((o) => o.ride_id === rideId && o.state === 'declined'),
    );
    assert.ok(!declined.rides.some((r) => r.id === rideId), 'the ride left the other feeds');

    const order = (await customer.client.get(`/bargaining/orders/${rideId}/`)).body;
    for (const step of ['arrive', 'start', 'deliver'] as const)
      assert.equal(
        (
          await tripStepThere(driver.client, rideId, step, {
            otp: order.checkotp,
            delivery_code: order.delivery_code,
          })
        ).status,
        200,
      );
    const free = await nextFeed(stream, (feed) => feed.trip_id === null);
    assert.deepEqual(free, (await driver.client.get('/drivers/me/feed/')).body);
  });

  it('going offline empties the feed and withdraws the offer; online again brings the requests back', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const rideId = await openRide(await signUpCustomer(api.url));
    const stream = await open(driver);
    assert.equal((await offer(driver.client, rideId, 230)).status, 201);
    await nextFeed(stream, (feed) => feed.offers.some((o) => o.state === 'waiting'));
    await driver.client.put('/drivers/me/status/', { online: false });
    const offline = await nextFeed(stream, (feed) => !feed.online);
    assert.deepEqual(offline.rides, []);
    assert.equal(offline.offers[0]?.state, 'withdrawn');
    await driver.client.put('/drivers/me/status/', { online: true });
    await nextFeed(stream, (feed) => feed.online && has(rideId)(feed));
  });

  it('a raised fare and a cancel reach the feed; a request whose time is up leaves it by itself', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const stream = await open(driver);
    const customer = await signUpCustomer(api.url);
    const rideId = await openRide(customer);
    await nextFeed(stream, has(rideId));
    const raised = await customer.client.raw(`/bargaining/rides/${rideId}/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offer_fare: 260 }),
    });
    assert.equal(raised.status, 200, JSON.stringify(raised.body));
    await nextFeed(stream, (feed) =>
      feed.rides.some((r) => r.id === rideId && r.offer_fare === 260),
    );
    await customer.client.post(`/bargaining/rides/${rideId}/cancel/`, { reason: 'Not needed' });
    await nextFeed(stream, (feed) => !has(rideId)(feed));

    const settings = api.services.rides.settings;
    const searchTtlMs = settings.searchTtlMs;
    settings.searchTtlMs = 1200;
    let expiring: number;
    try {
      expiring = await openRide(await signUpCustomer(api.url));
    } finally {
      settings.searchTtlMs = searchTtlMs;
    }
    await nextFeed(stream, has(expiring));
    // No request, no write: the process's own timer takes it out.
    const gone = await nextFeed(stream, (feed) => !has(expiring)(feed), 3000);
    assert.deepEqual(gone.rides, (await driver.client.get('/drivers/me/feed/')).body.rides);
  });

  it('a move of more than half a kilometre sends the new distances', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const rideId = await openRide(await signUpCustomer(api.url));
    const stream = await open(driver);
    const before = stream.orders[0]!.rides.find((r) => r.id === rideId)!;
    await driver.client.put('/drivers/me/position/', { lat: 12.975, lng: 77.6052 });
    const after = await nextFeed(stream, (feed) =>
      feed.rides.some((r) => r.id === rideId && r.pickup_km !== before.pickup_km),
    );
    assert.equal(after.rides.find((r) => r.id === rideId)!.pickup_km, 0);
  });

  it('sends a retry: field and the feed as `event: feed`', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const controller = new AbortController();
    const response = await fetch(eventsUrl(api.url, await ticketFor(driver)), {
      signal: controller.signal,
    });
    assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: feed\ndata: {')) text += (await reader.read()).value ?? '';
    controller.abort();
    assert.match(text, /^retry: \d+\n\n/);
  });
});

describe(`feed streams: tickets, caps and sessions (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('refuses a bad ticket, an order’s ticket, and tickets to customers', async () => {
    const anonymous = apiClient(api.url);
    assert.equal((await anonymous.post('/drivers/me/feed/stream-token/')).status, 401);
    const booked = await bookedOrder(api.url);
    const refused = await booked.customer.client.post('/drivers/me/feed/stream-token/');
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, API_ERRORS.wrongRole);
    const orderTicket = await booked.customer.client.post(
      `/bargaining/orders/${booked.order.id}/stream-token/`,
    );
    const driverTicket = await ticketFor(booked.driver);
    for (const token of ['nonsense', orderTicket.body.token, `${driverTicket}x`]) {
      const stream = await openEvents(eventsUrl(api.url, token));
      assert.equal(stream.status, 401);
      assert.equal(JSON.parse(stream.body!).message, API_ERRORS.streamTokenInvalid);
    }
    // And a driver's feed ticket opens no order.
    const asOrder = await openEvents(
      `${api.url}/bargaining/orders/${booked.order.id}/events/?token=${encodeURIComponent(driverTicket)}`,
    );
    assert.equal(asOrder.status, 401);
    assert.equal((await openEvents(`${api.url}/drivers/me/feed/events/`)).status, 400);
  });

  it('allows two streams per driver: the third is a 429 that says so, and a closed one frees its slot', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const open = [await follow(api.url, driver), await follow(api.url, driver)];
    assert.deepEqual(
      open.map((stream) => stream.status),
      [200, 200],
    );
    const third = await follow(api.url, driver);
    assert.equal(third.status, 429);
    assert.equal(JSON.parse(third.body!).message, API_ERRORS.tooManyFeedStreams);
    // Another driver is not held back by this one's streams.
    const other = await follow(api.url, await registerOnlineDriver({}, api.url));
    assert.equal(other.status, 200);
    other.close();

    open.pop()!.close();
    let again: FeedStream | null = null;
    for (let i = 0; i < 50 && again?.status !== 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await follow(api.url, driver);
    }
    assert.equal(again?.status, 200);
    for (const stream of [...open, again!]) stream.close();
  });

  it('ends the stream when its session ends, and its ticket opens nothing after', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const token = await ticketFor(driver);
    const stream = await openEventsOf<DriverFeed>(eventsUrl(api.url, token));
    await within(
      3000,
      stream.next((feeds) => feeds.length > 0),
    );
    const out = await apiClient(api.url).post('/drivers/token/logout/', {
      refresh: driver.refresh,
    });
    assert.equal(out.status, 200);
    await within(3000, stream.next());
    assert.equal(stream.ended, true);
    assert.equal((await openEvents(eventsUrl(api.url, token))).status, 401);
  });

  it('limits feed tickets per driver, whatever the address', async () => {
    const driver = await registerOnlineDriver({}, api.url);
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await driver.client.post('/drivers/me/feed/stream-token/')).status);
    assert.deepEqual(statuses.slice(0, 20), Array(20).fill(201));
    assert.equal(statuses[20], 429);
  });

  it('stops following a driver once their last stream closes', async () => {
    const hub = api.services.feedHub;
    const driver = await registerOnlineDriver({}, api.url);
    const before = hub.size;
    const stream = await follow(api.url, driver);
    assert.equal(hub.size, before + 1);
    stream.close();
    for (let i = 0; i < 40 && hub.size > before; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
    assert.equal(hub.size, before);
  });
});

describe(`feed streams over several API processes (${DB_KIND}, Redis)`, () => {
  const processes = twoApiProcesses();

  it('a request posted to one process reaches a driver streaming from another, and so do the driver’s own changes', async () => {
    const driver = await registerOnlineDriver({}, processes.api.url);
    const stream = await follow(processes.otherUrl, driver);
    assert.equal(stream.status, 200);
    try {
      const postedAt = Date.now();
      const rideId = await openRide(await signUpCustomer(processes.api.url));
      await nextFeed(stream, has(rideId), 1000);
      console.log(`# across processes in ${Date.now() - postedAt} ms`);
      assert.equal((await offer(driver.client, rideId, 220)).status, 201);
      await nextFeed(stream, (feed) => feed.offers.some((o) => o.ride_id === rideId));
      await driver.client.put('/drivers/me/status/', { online: false });
      const offline = await nextFeed(stream, (feed) => !feed.online);
      assert.equal(offline.offers[0]?.state, 'withdrawn');
      // Two streams on two processes: the cap counts them together.
      const second = await follow(processes.api.url, driver);
      const third = await follow(processes.api.url, driver);
      assert.deepEqual([second.status, third.status], [200, 429]);
      second.close();
    } finally {
      stream.close();
    }
  });

  it('debounces a burst: changes heard within a moment go out as one event', async () => {
    const driver = await registerOnlineDriver({}, processes.api.url);
    const stream = await follow(processes.otherUrl, driver);
    try {
      const customer = await signUpCustomer(processes.api.url);
      // Five rides written at once, their changes published together from the first process.
      const rows = await processes.api.database.db
        .insert(rideRequests)
        .values(
          Array.from({ length: 5 }, (_, i) => ({
            userId: customer.userId,
            type: 'Parcel',
            pickupLocation: `Pickup ${i}`,
            dropLocation: 'Koramangala',
            offerFare: 200,
            pickupLat: 12.975,
            pickupLng: 77.605,
            pickupCell: pickupCell(12.975, 77.605),
            weightKg: 2,
            expiresAt: new Date(Date.now() + 60_000),
          })),
        )
        .returning();
      for (const row of rows) processes.api.services.rides.events.rideChangedForFeeds(row);
      const all = (feed: DriverFeed) => rows.every(({ id }) => has(id)(feed));
      await nextFeed(stream, all);
      await new Promise((resolve) => setTimeout(resolve, FEED_DEBOUNCE_MS * 2));
      assert.equal(stream.orders.length, 2, 'the first feed, then one for the five');
    } finally {
      stream.close();
    }
  });
});

// The cluster under bursts, abuse and faults (issue: holds under abuse and bursts). Each test
// prints its figures as test diagnostics (`# …` lines in the output).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  apiClient,
  bookedOrder,
  newCustomer,
  registerOnlineDriver,
  signUpCustomer,
  type ApiClient,
  type BookedOrder,
  tripStepThere,
} from '@dakiya/test-kit';
import { startCluster, type Cluster } from '@dakiya/cluster';
import { loopbackAddresses, postFrom } from '../support/from-address.js';
import { openEvents, type StreamedOrder } from '../support/sse.js';
import { eventually, query, requestRide, sleep } from './support.js';

/** HAProxy's own answer when no API process may take a request. */
const NO_SERVER = /No server is available/i;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A POST from `address`, sent again after the wait a 503 asks for, as the app does. */
async function postAsTheAppDoes(address: string, url: string, json: unknown) {
  const refusals: string[] = [];
  for (;;) {
    const answer = await postFrom(address, url, json);
    if (answer.status !== 503 || !answer.retryAfter) return { ...answer, refusals };
    refusals.push(answer.text);
    await sleep(Number(answer.retryAfter) * 1000 * (1 + Math.random() / 2));
  }
}

/** /health through HAProxy, `count` times one after another: each answer's milliseconds. */
async function healthTimes(apiUrl: string, count: number, gapMs = 20) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const answer = await fetch(`${apiUrl}/health`);
    await answer.arrayBuffer();
    assert.equal(answer.status, 200);
    times.push(performance.now() - started);
    await sleep(gapMs);
  }
  return times;
}

describe('a fresh cluster under a burst of logins, then one customer opening 300 streams', () => {
  let cluster: Cluster;
  before(async () => {
    cluster = await startCluster({ processes: 3, simulate: false, apiPort: 0 });
  });
  after(async () => cluster?.stop());

  it('300 sign-ups and logins from 300 addresses right after start: no "No server is available", every login within 30 s', async (t) => {
    const started = Date.now();
    const outcomes = await Promise.all(
      loopbackAddresses(300).map(async (address) => {
        const customer = newCustomer();
        const signUp = await postAsTheAppDoes(address, `${cluster.apiUrl}/register`, customer);
        const login = await postAsTheAppDoes(address, `${cluster.apiUrl}/login`, {
          email: customer.email,
          password: customer.password,
          login_type: 'consumer',
        });
        return { signUp, login, ms: Date.now() - started };
      }),
    );
    const answers = outcomes.flatMap(({ signUp, login }) => [signUp, login]);
    const refusals = answers.flatMap((answer) => answer.refusals);
    const noServer = [...refusals, ...answers.map((answer) => answer.text)].filter((text) =>
      NO_SERVER.test(text),
    );
    const times = outcomes.map((outcome) => outcome.ms);
    t.diagnostic(
      `logins done in p50 ${percentile(times, 50)} ms, max ${Math.max(...times)} ms; ` +
        `${refusals.length} busy answers (503 + Retry-After) retried; ${noServer.length} "No server is available"`,
    );
    assert.equal(noServer.length, 0);
    assert.deepEqual(
      outcomes.filter((outcome) => outcome.signUp.status !== 201).map((o) => o.signUp.text),
      [],
    );
    assert.deepEqual(
      outcomes.filter((outcome) => outcome.login.status !== 200).map((o) => o.login.text),
      [],
    );
    assert.ok(Math.max(...times) < 30_000, `the last login took ${Math.max(...times)} ms`);
  });

  it('one customer with one ticket opens 300 streams: the cap holds, the rest get 429, /health stays fast', async (t) => {
    const baseline = await healthTimes(cluster.apiUrl, 50);
    const booked = await bookedOrder(cluster.processUrls[0]!);
    const ticket = await booked.customer.client.post(
      `/bargaining/orders/${booked.order.id}/stream-token/`,
    );
    assert.equal(ticket.status, 201);
    const url = `${cluster.apiUrl}/bargaining/orders/${booked.order.id}/events/?token=${encodeURIComponent(ticket.body.token)}`;
    const opening = Promise.all(Array.from({ length: 300 }, () => openEvents(url)));
    const during = await healthTimes(cluster.apiUrl, 100, 5);
    const streams = await opening;
    const statuses = new Map<number, number>();
    for (const stream of streams)
      statuses.set(stream.status, (statuses.get(stream.status) ?? 0) + 1);
    for (const stream of streams) stream.close();
    t.diagnostic(
      `streams by status: ${JSON.stringify(Object.fromEntries(statuses))}; /health p99 ${percentile(during, 99).toFixed(1)} ms during ` +
        `(${percentile(baseline, 99).toFixed(1)} ms before)`,
    );
    assert.equal(statuses.get(200), 3, 'the per-ride cap (3) over all processes');
    assert.equal(statuses.get(429), 297);
    assert.ok(percentile(during, 99) < 100, `/health p99 ${percentile(during, 99)} ms`);
  });

  it("a logout through one process ends the customer's open stream on another at once", async () => {
    const booked = await bookedOrder(cluster.processUrls[0]!);
    const ticket = await booked.customer.client.post(
      `/bargaining/orders/${booked.order.id}/stream-token/`,
    );
    const url = `${cluster.processUrls[2]}/bargaining/orders/${booked.order.id}/events/?token=${encodeURIComponent(ticket.body.token)}`;
    const stream = await openEvents(url);
    await stream.next((orders) => orders.length > 0);
    const loggedOut = await apiClient(cluster.processUrls[1]!).post('/token/logout/', {
      refresh: booked.customer.refresh,
    });
    assert.equal(loggedOut.status, 200);
    const ended = await Promise.race([
      stream.next().then(() => true),
      sleep(3000).then(() => false),
    ]);
    stream.close();
    assert.equal(ended, true, 'the stream ended within 3 s');
    assert.equal((await openEvents(url)).status, 401);
  });
});

/**
 * Customers waiting on their rides while drivers make offers, through HAProxy: every answer's
 * status is counted, and every acknowledged offer remembered (ride -> driver -> highest fare).
 */
function offerLoad(rides: Array<{ id: number; customer: ApiClient }>, drivers: ApiClient[]) {
  const statuses = new Map<number, number>();
  const acknowledged = new Map<number, Map<number, number>>();
  let running = true;
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const offering = drivers.map(async (driver, d) => {
    for (let round = 0; running; round++) {
      const ride = rides[(d + round) % rides.length]!;
      const fare = 300 + round;
      const answer = await driver.post(`/drivers/me/rides/${ride.id}/offers/`, { fare });
      count(answer.status);
      if (answer.status === 201) {
        const byDriver = acknowledged.get(ride.id) ?? new Map<number, number>();
        byDriver.set(d, fare);
        acknowledged.set(ride.id, byDriver);
      }
      await sleep(100);
    }
  });
  const polling = rides.map(async (ride) => {
    while (running) {
      count((await ride.customer.get(`/bargaining/RideGet/${ride.id}/`)).status);
      await sleep(250);
    }
  });
  return {
    statuses,
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all([...offering, ...polling]);
    },
  };
}

describe('faults under load: Redis and PostgreSQL restarted, an API process killed with open streams', () => {
  let cluster: Cluster;
  let direct: string;
  before(async () => {
    cluster = await startCluster({ processes: 3, simulate: false, apiPort: 0 });
    direct = cluster.processUrls[0]!;
  });
  after(async () => cluster?.stop());

  /** Customers with a ride each and online drivers, their clients through HAProxy. */
  async function market(customers: number, drivers: number) {
    const rides = [];
    for (let i = 0; i < customers; i++) {
      const customer = await signUpCustomer(direct);
      rides.push({
        id: await requestRide(customer),
        customer: apiClient(cluster.apiUrl, customer.access),
        token: customer.access,
      });
    }
    const online = [];
    const phones = [];
    for (let i = 0; i < drivers; i++) {
      const driver = await registerOnlineDriver({}, direct);
      online.push(apiClient(cluster.apiUrl, driver.access));
      phones.push(driver.driver.phone_number);
    }
    return { rides, drivers: online, phones };
  }

  /**
   * Every acknowledged offer is in the database at its fare or a later one, and every process's
   * list of each ride shows the same fares as the database.
   */
  async function assertNothingLost(
    rides: Array<{ id: number; customer: ApiClient; token: string }>,
    acknowledged: Map<number, Map<number, number>>,
    driverPhones: string[],
  ) {
    const ids = await query<{ id: number; phone: string }>(
      cluster.databaseUrl,
      'SELECT id, phone_number AS phone FROM drivers WHERE phone_number = ANY($1)',
      [driverPhones],
    );
    const idOf = new Map(ids.map((row) => [row.phone, row.id]));
    const stored = await query<{ ride: number; driver: number; fare: number }>(
      cluster.databaseUrl,
      `SELECT ride_request_id AS ride, driver_id AS driver, fare FROM offers
       WHERE ride_request_id = ANY($1) AND withdrawn_at IS NULL`,
      [rides.map((ride) => ride.id)],
    );
    for (const [rideId, byDriver] of acknowledged)
      for (const [d, fare] of byDriver) {
        const row = stored.find(
          (r) => r.ride === rideId && r.driver === idOf.get(driverPhones[d]!),
        );
        assert.ok(row && row.fare >= fare, `ride ${rideId}: driver ${d}'s offer of ${fare} kept`);
      }
    for (const url of cluster.processUrls)
      for (const ride of rides) {
        const fares = stored
          .filter((row) => row.ride === ride.id)
          .map((row) => row.fare)
          .sort((a, b) => a - b);
        await eventually(`ride ${ride.id}'s list in ${url} as stored`, async () => {
          const list = (await apiClient(url, ride.token).get(`/bargaining/RideGet/${ride.id}/`))
            .body as Array<{ driveroffer: number }>;
          const listed = list.map((offer) => offer.driveroffer).sort((a, b) => a - b);
          return JSON.stringify(listed) === JSON.stringify(fares) ? true : null;
        });
      }
  }

  it('Redis crashes for 3 s under load and comes back empty: no 500, every acknowledged offer listed after', async (t) => {
    const { rides, drivers, phones } = await market(6, 6);
    const load = offerLoad(rides, drivers);
    await sleep(2000);
    const crashed = Date.now();
    await cluster.crashRedis(3000);
    await sleep(4000);
    await load.stop();
    t.diagnostic(
      `answers by status over ${((Date.now() - crashed) / 1000 + 2).toFixed(0)} s with Redis down 3 s: ${JSON.stringify(Object.fromEntries(load.statuses))}`,
    );
    assert.equal(load.statuses.get(500) ?? 0, 0);
    assert.ok((load.statuses.get(201) ?? 0) > 0);
    await assertNothingLost(rides, load.acknowledged, phones);
  });

  it('PostgreSQL restarted under load: no 500, writes refused meanwhile with 503, every acknowledged one kept, clients recover by themselves', async (t) => {
    const { rides, drivers, phones } = await market(6, 6);
    const load = offerLoad(rides, drivers);
    await sleep(2000);
    const restartStarted = Date.now();
    await cluster.restartPostgres();
    const restartMs = Date.now() - restartStarted;
    const before = load.statuses.get(201) ?? 0;
    const recoveredMs = await eventually(
      'offers acknowledged again',
      async () => ((load.statuses.get(201) ?? 0) > before + 6 ? Date.now() - restartStarted : null),
      15_000,
    );
    await sleep(1000);
    await load.stop();
    t.diagnostic(
      `restart took ${restartMs} ms; offers acknowledged again ${recoveredMs} ms after it began; answers by status: ${JSON.stringify(Object.fromEntries(load.statuses))}`,
    );
    assert.equal(load.statuses.get(500) ?? 0, 0);
    await assertNothingLost(rides, load.acknowledged, phones);
  });

  it('an API process killed with open order streams: they reconnect through HAProxy with Last-Event-ID and miss no status', async (t) => {
    const orders: BookedOrder[] = [];
    for (let i = 0; i < 6; i++) orders.push(await bookedOrder(direct));
    const followers = await Promise.all(orders.map((booked) => follow(booked)));
    await eventually('every stream has the order', async () =>
      followers.every((f) => f.seen.length > 0) ? true : null,
    );
    // Kill a process that holds streams (leastconn spread them over all three).
    await cluster.kill(1);
    const killedAt = Date.now();
    const through = (booked: BookedOrder) => apiClient(cluster.apiUrl, booked.driver.access);
    for (const booked of orders)
      assert.equal((await tripStepThere(through(booked), booked.order.id, 'arrive')).status, 200);
    await eventually(
      'every follower sees the driver arrive',
      async () => (followers.every((f) => f.seen.includes('driver_arrived')) ? true : null),
      15_000,
    );
    const reconnectMs = Date.now() - killedAt;
    for (const booked of orders) {
      const otp = (booked.order as unknown as { checkotp: string }).checkotp;
      assert.equal(
        (await tripStepThere(through(booked), booked.order.id, 'start', { otp })).status,
        200,
      );
      const delivered = { delivery_code: booked.order.delivery_code };
      assert.equal(
        (await tripStepThere(through(booked), booked.order.id, 'deliver', delivered)).status,
        200,
      );
    }
    await eventually('every follower sees the delivery', async () =>
      followers.every((f) => f.seen.includes('delivered')) ? true : null,
    );
    for (const follower of followers) follower.stop();
    const reconnects = followers.reduce((sum, f) => sum + f.reconnects, 0);
    t.diagnostic(
      `${reconnects} of ${followers.length} streams were on the killed process and reconnected; all saw the arrival ${reconnectMs} ms after the kill`,
    );
    assert.ok(reconnects > 0, 'some streams were on the killed process');
    for (const follower of followers)
      assert.deepEqual(follower.seen, ['assigned', 'driver_arrived', 'picked_up', 'delivered']);
    await cluster.restart(1);
  });

  /** Follows an order as EventSource does: reconnects after `retry` with Last-Event-ID. */
  async function follow(booked: BookedOrder) {
    const ticket = await booked.customer.client.post(
      `/bargaining/orders/${booked.order.id}/stream-token/`,
    );
    const url = `${cluster.apiUrl}/bargaining/orders/${booked.order.id}/events/?token=${encodeURIComponent(ticket.body.token)}`;
    const state = { seen: [] as string[], reconnects: 0, stop: () => {} };
    let stopped = false;
    let lastVersion = -1;
    let current: Awaited<ReturnType<typeof openEvents>> | null = null;
    state.stop = () => {
      stopped = true;
      current?.close();
    };
    void (async () => {
      while (!stopped) {
        current = await openEvents(
          url,
          lastVersion >= 0 ? { 'last-event-id': String(lastVersion) } : {},
        ).catch(() => null);
        if (current?.status === 204) return;
        await current?.next((orders: StreamedOrder[]) => {
          for (const order of orders.splice(0)) {
            lastVersion = order.version;
            if (state.seen.at(-1) !== order.status) state.seen.push(order.status);
          }
          return stopped || state.seen.at(-1) === 'delivered';
        });
        if (stopped || state.seen.at(-1) === 'delivered') return;
        state.reconnects++;
        await sleep(1000); // the stream's `retry:`
      }
    })();
    return state;
  }
});

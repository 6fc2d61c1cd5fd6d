import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_ERRORS } from '@dakiya/domain';
import {
  apiClient,
  registerOnlineDriver,
  signUpCustomer,
  type SignedInCustomer,
} from '@dakiya/test-kit';
import { twoApiProcesses } from './support/redis.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { offer, openRide } from './support/rides.js';
import { openEventsOf } from './support/sse.js';

type StreamedOffer = { rideId: string; driveroffer: number };

const ticketFor = async (customer: SignedInCustomer, rideId: number) => {
  const issued = await customer.client.post(`/bargaining/orders/${rideId}/stream-token/`);
  assert.equal(issued.status, 201, JSON.stringify(issued.body));
  return issued.body.token as string;
};
const offerEvents = (base: string, rideId: number, token: string) =>
  openEventsOf<StreamedOffer[]>(
    `${base}/bargaining/RideGet/${rideId}/events/?token=${encodeURIComponent(token)}`,
  );
const codes = (list: StreamedOffer[] | undefined) => (list ?? []).map((o) => o.rideId);

describe(`the drivers' offers as server-sent events (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('sends the list at once, then each change, the same lists the poll answers', async () => {
    const customer = await signUpCustomer(api.url);
    const rideId = await openRide(customer);
    const stream = await offerEvents(api.url, rideId, await ticketFor(customer, rideId));
    assert.equal(stream.status, 200);
    const [first] = await stream.next((lists) => lists.length >= 1);
    assert.deepEqual(first, []);

    const driver = await registerOnlineDriver({}, api.url);
    const made = await offer(driver.client, rideId, 230);
    assert.equal(made.status, 201, JSON.stringify(made.body));
    let lists = await stream.next((seen) => seen.length >= 2);
    assert.deepEqual(codes(lists[1]), [made.body.rideId]);
    assert.equal(lists[1]![0]!.driveroffer, 230);

    const raised = await offer(driver.client, rideId, 260);
    lists = await stream.next((seen) => seen.length >= 3);
    assert.deepEqual(codes(lists[2]), [raised.body.rideId]);
    const polled = await customer.client.get(`/bargaining/RideGet/${rideId}/`);
    assert.deepEqual(lists[2], polled.body);
    stream.close();
  });

  it("refuses another ride's ticket (401) and another customer's ride (403)", async () => {
    const customer = await signUpCustomer(api.url);
    const mine = await openRide(customer);
    const other = await signUpCustomer(api.url);
    const theirs = await openRide(other);
    const wrongRide = await offerEvents(api.url, theirs, await ticketFor(customer, mine));
    assert.equal(wrongRide.status, 401);
    assert.equal(JSON.parse(wrongRide.body!).message, API_ERRORS.streamTokenInvalid);
    const notYours = await customer.client.post(`/bargaining/orders/${theirs}/stream-token/`);
    assert.equal(notYours.status, 403);
  });

  it('ends when the session ends', async () => {
    const customer = await signUpCustomer(api.url);
    const rideId = await openRide(customer);
    const stream = await offerEvents(api.url, rideId, await ticketFor(customer, rideId));
    await stream.next((lists) => lists.length >= 1);
    const loggedOut = await apiClient(api.url).post('/token/logout/', {
      refresh: customer.refresh,
    });
    assert.equal(loggedOut.status, 200);
    await stream.next();
    assert.equal(stream.ended, true);
  });
});

describe(`offers made through another API process reach the stream (${DB_KIND}, Redis)`, () => {
  const processes = twoApiProcesses();

  it('pushes an offer made on the other process, and its withdrawal', async () => {
    const customer = await signUpCustomer(processes.api.url);
    const rideId = await openRide(customer);
    const stream = await offerEvents(processes.api.url, rideId, await ticketFor(customer, rideId));
    await stream.next((lists) => lists.length >= 1);
    const driver = await registerOnlineDriver({}, processes.otherUrl);
    const made = await offer(driver.client, rideId, 240);
    assert.equal(made.status, 201, JSON.stringify(made.body));
    let lists = await stream.next((seen) => seen.length >= 2);
    assert.deepEqual(codes(lists.at(-1)), [made.body.rideId]);
    const offline = await driver.client.put('/drivers/me/status/', { online: false });
    assert.equal(offline.status, 200);
    lists = await stream.next((seen) => seen.length >= 3);
    assert.deepEqual(lists.at(-1), []);
    stream.close();
  });
});

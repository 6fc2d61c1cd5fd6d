import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { API_ERRORS, RIDE_REQUEST_RATE } from '@dakiya/domain';
import {
  TINY_JPEG,
  asForm,
  apiClient,
  registerOnlineDriver,
  signUpCustomer,
  type SignedInCustomer,
  tripStepThere,
} from '@dakiya/test-kit';
import { readConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import { rideRequests } from '../src/db/schema.js';
import { EXPIRED_IMAGE_KEEP_MS, ORPHAN_GRACE_MS } from '../src/services/image-retention.js';
import { ClusterSingleton } from '../src/shared-state/cluster-singleton.js';
import { ADVISORY_LOCKS } from '../src/db/database.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { BENGALURU_RIDE } from './support/rides.js';

const HOUR = 60 * 60_000;
const later = (ms: number) => new Date(Date.now() + ms);
const JPEG = Buffer.from(await TINY_JPEG.arrayBuffer());

async function request(api: TestApi | string, customer: SignedInCustomer, image = true) {
  const base = typeof api === 'string' ? api : api.url;
  return apiClient(base, customer.access).form(
    `/bargaining/${customer.userId}/`,
    asForm(BENGALURU_RIDE, image ? { parcel_image: TINY_JPEG } : {}),
  );
}

async function stored(api: TestApi): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of api.services.rides.retention.images.list('parcels'))
    keys.push(...page.map((image) => image.key));
  return keys.sort();
}

async function keyOf(api: TestApi, rideId: number): Promise<string | null> {
  const [row] = await api.database.db
    .select({ key: rideRequests.parcelImageKey })
    .from(rideRequests)
    .where(eq(rideRequests.id, rideId));
  return row!.key;
}

/** A customer's ride with a parcel image, a driver's offer on it, accepted. */
async function order(api: TestApi) {
  const customer = await signUpCustomer(api.url);
  const ride = (await request(api, customer)).body;
  const driver = await registerOnlineDriver({}, api.url);
  const made = await driver.client.post(`/drivers/me/rides/${ride.id}/offers/`, { fare: 220 });
  const accepted = await customer.client.post(
    `/bargaining/RideGet/${customer.userId}/driverassign/${made.body.rideId}/`,
  );
  assert.equal(accepted.status, 200);
  return { customer, driver, rideId: ride.id as number, key: (await keyOf(api, ride.id))! };
}

describe(`parcel images go with the request that no longer needs them (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('a replaced request’s image is deleted; the new request’s stays', async () => {
    const customer = await signUpCustomer(api.url);
    const first = (await request(api, customer)).body;
    const firstKey = (await keyOf(api, first.id))!;
    assert.ok((await stored(api)).includes(firstKey));
    const second = (await request(api, customer)).body;
    const secondKey = (await keyOf(api, second.id))!;

    assert.equal(await keyOf(api, first.id), null);
    assert.ok(!(await stored(api)).includes(firstKey));
    assert.ok((await stored(api)).includes(secondKey));
    const replaced = (await customer.client.get(`/bargaining/rides/${first.id}/`)).body;
    assert.equal(replaced.status, 'cancelled');
    assert.equal(replaced.has_parcel_image, false);
    assert.equal(
      (await customer.client.get(`/bargaining/rides/${first.id}/parcel-image/`)).status,
      404,
    );
    assert.equal(
      (await customer.client.get(`/bargaining/rides/${second.id}/parcel-image/`)).status,
      200,
    );
  });

  it('a request cancelled before any driver loses its image; an order keeps it, cancelled or delivered', async () => {
    const customer = await signUpCustomer(api.url);
    const open = (await request(api, customer)).body;
    const openKey = (await keyOf(api, open.id))!;
    const closed = await customer.client.post(`/bargaining/rides/${open.id}/cancel/`, {
      reason: 'Changed my mind',
    });
    assert.equal(closed.body.has_parcel_image, false);
    assert.ok(!(await stored(api)).includes(openKey));

    const cancelled = await order(api);
    await cancelled.customer.client.post(`/bargaining/rides/${cancelled.rideId}/cancel/`, {
      reason: 'Not needed',
    });
    const delivered = await order(api);
    const codes = (await delivered.customer.client.get(`/bargaining/orders/${delivered.rideId}/`))
      .body;
    for (const [step, body] of [
      ['arrive', {}],
      ['start', { otp: codes.checkotp }],
      ['deliver', { delivery_code: codes.delivery_code }],
    ] as const)
      assert.equal(
        (await tripStepThere(delivered.driver.client, delivered.rideId, step, body)).status,
        200,
      );
    await api.services.rides.retention.sweep(later(2 * HOUR));
    for (const kept of [cancelled, delivered]) {
      assert.equal(await keyOf(api, kept.rideId), kept.key);
      assert.ok((await stored(api)).includes(kept.key));
      assert.equal(
        (await kept.customer.client.get(`/bargaining/rides/${kept.rideId}/parcel-image/`)).status,
        200,
      );
    }
  });

  it('an expired request keeps its image for a retry to carry over, and lets go of it after an hour', async () => {
    const settings = api.services.rides.settings;
    const ttl = settings.searchTtlMs;
    settings.searchTtlMs = 200;
    try {
      const customer = await signUpCustomer(api.url);
      const retried = (await request(api, customer)).body;
      const other = await signUpCustomer(api.url);
      const abandoned = (await request(api, other)).body;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await api.services.rides.expiry.expireDue();
      const retriedKey = (await keyOf(api, retried.id))!;
      const abandonedKey = (await keyOf(api, abandoned.id))!;

      // Within the hour nothing goes; the retry shares the image.
      settings.searchTtlMs = ttl;
      const again = await customer.client.post(`/bargaining/rides/${retried.id}/retry/`);
      assert.equal(again.status, 201);
      assert.equal(again.body.has_parcel_image, true);
      assert.equal(await keyOf(api, again.body.id), retriedKey);
      assert.deepEqual(await api.services.rides.retention.sweep(), { expired: 0, orphans: 0 });

      // After it, the expired requests let go; the image the retry needs stays.
      const swept = await api.services.rides.retention.sweep(later(EXPIRED_IMAGE_KEEP_MS + 1000));
      assert.deepEqual(swept, { expired: 1, orphans: 0 });
      assert.equal(await keyOf(api, retried.id), null);
      assert.equal(await keyOf(api, abandoned.id), null);
      const keys = await stored(api);
      assert.ok(keys.includes(retriedKey));
      assert.ok(!keys.includes(abandonedKey));
      assert.equal(
        (await customer.client.get(`/bargaining/rides/${again.body.id}/parcel-image/`)).status,
        200,
      );
    } finally {
      settings.searchTtlMs = ttl;
    }
  });

  it('after a driver cancels, the retry shares the order’s image, and cancelling the retry keeps it', async () => {
    const { customer, driver, rideId, key } = await order(api);
    await driver.client.post(`/drivers/me/trip/${rideId}/cancel/`, { reason: 'Flat tyre' });
    const again = (await customer.client.post(`/bargaining/rides/${rideId}/retry/`)).body;
    assert.equal(await keyOf(api, again.id), key);
    await customer.client.post(`/bargaining/rides/${again.id}/cancel/`, { reason: 'Later' });
    assert.equal(await keyOf(api, again.id), null);
    assert.equal(await keyOf(api, rideId), key);
    assert.ok((await stored(api)).includes(key), 'the order still shows it');
  });

  it('the sweep removes images no row refers to once they are an hour old, and nothing else', async () => {
    const customer = await signUpCustomer(api.url);
    const live = (await request(api, customer)).body;
    const liveKey = (await keyOf(api, live.id))!;
    const images = api.services.rides.retention.images;
    const orphan = await images.save('parcels', JPEG, 'parcel_image');
    const photo = await images.save('photos', JPEG, 'photo');

    assert.equal(await api.services.rides.retention.sweepOrphans(), 0, 'too young to sweep');
    assert.ok((await stored(api)).includes(orphan));
    const removed = await api.services.rides.retention.sweepOrphans(later(ORPHAN_GRACE_MS + 1000));
    assert.ok(removed >= 2, `${removed} removed`);
    assert.ok(!(await stored(api)).includes(orphan));
    assert.equal(await images.read(photo), null, 'a photo no account has');
    assert.ok((await stored(api)).includes(liveKey));
    // Customers' photos are kept.
    const withPhoto = await apiClient(api.url).form(
      '/register',
      asForm(
        {
          first_name: 'Asha',
          last_name: 'Rao',
          phone_number: '9811122233',
          email: `asha.${Date.now()}@example.com`,
          password: 'secret123',
          user_type: 'consumer',
          area: 'Bengaluru',
        },
        { photo: TINY_JPEG },
      ),
    );
    assert.equal(withPhoto.status, 201);
    await api.services.rides.retention.sweepOrphans(later(ORPHAN_GRACE_MS + 1000));
    const photos: string[] = [];
    for await (const page of images.list('photos')) photos.push(...page.map((p) => p.key));
    assert.equal(photos.length, 1);
  });
});

describe(`ride requests are rate limited per customer (${DB_KIND})`, () => {
  let api: TestApi;
  let other: Awaited<ReturnType<typeof buildApp>>['app'];
  let otherUrl: string;
  before(async () => {
    api = await startTestApi();
    // A second API process on the same database: the count is the database's, not a process's.
    ({ app: other } = await buildApp(
      {
        ...readConfig({ NODE_ENV: 'test' }),
        authRateLimit: 10_000,
        simulateDrivers: false,
        imageStorage: { kind: 'memory' },
      },
      api.database.db,
    ));
    await other.listen({ host: '127.0.0.1', port: 0 });
    const address = other.server.address();
    otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  after(async () => {
    await other.close();
    await api.close();
  });

  it(`${RIDE_REQUEST_RATE.burst} at once over two processes, then a 429 that says so and stores no image`, async () => {
    const customer = await signUpCustomer(api.url);
    const answers = await Promise.all(
      Array.from({ length: RIDE_REQUEST_RATE.burst }, (_, i) =>
        request(i % 2 ? otherUrl : api, customer),
      ),
    );
    assert.deepEqual(
      answers.map((answer) => answer.status),
      answers.map(() => 201),
    );
    const before = await stored(api);
    for (const where of [api, otherUrl]) {
      const refused = await apiClient(
        typeof where === 'string' ? where : where.url,
        customer.access,
      ).raw(`/bargaining/${customer.userId}/`, {
        method: 'POST',
        body: asForm(BENGALURU_RIDE, { parcel_image: TINY_JPEG }),
      });
      assert.equal(refused.status, 429);
      assert.equal(refused.body.message, API_ERRORS.tooManyRideRequests);
      assert.equal(refused.body.code, 'tooManyRideRequests');
    }
    assert.deepEqual(await stored(api), before, 'the refused request stored nothing');
    const retryAfter = await fetch(`${api.url}/bargaining/${customer.userId}/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.access}` },
      body: asForm(BENGALURU_RIDE),
    });
    const wait = Number(retryAfter.headers.get('retry-after'));
    assert.ok(wait >= 1 && wait <= 3600 / RIDE_REQUEST_RATE.perHour, `Retry-After ${wait}`);

    // A retry is a ride request too.
    const [open] = await api.database.db
      .update(rideRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(rideRequests.userId, customer.userId), eq(rideRequests.status, 'searching')))
      .returning({ id: rideRequests.id });
    const expired = open!.id;
    await api.services.rides.expiry.expireDue(expired);
    const retried = await customer.client.post(`/bargaining/rides/${expired}/retry/`);
    assert.equal(retried.status, 429);
    assert.equal(retried.body.message, API_ERRORS.tooManyRideRequests);

    // Another customer is not affected.
    const newcomer = await signUpCustomer(api.url);
    assert.equal((await request(api, newcomer)).status, 201);
  });
});

describe(`the image sweep runs as it starts, in one process of the cluster (${DB_KIND})`, () => {
  let api: TestApi;
  let dir: string;
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-sweep-'));
    api = await startTestApi({ imageStorage: { kind: 'folder', dir } });
  });
  after(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('removes an hour-old orphan at start; on PostgreSQL only one of two processes runs it', async () => {
    const orphan = await api.services.rides.retention.images.save('parcels', JPEG, 'parcel_image');
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    utimesSync(path.join(dir, orphan), twoHoursAgo, twoHoursAgo);
    const runs = [0, 1].map(
      () =>
        new ClusterSingleton(
          api.database,
          ADVISORY_LOCKS.imageSweep,
          api.services.rides.retention.job(),
        ),
    );
    try {
      await runs[0]!.start();
      if (DB_KIND === 'postgres') {
        await runs[1]!.start();
        assert.deepEqual(
          runs.map((run) => run.running),
          [true, false],
        );
      }
      for (let i = 0; i < 50 && (await api.services.rides.retention.images.read(orphan)); i += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal(await api.services.rides.retention.images.read(orphan), null);
      if (DB_KIND === 'postgres') {
        // The holder stops (or dies): the other takes over within its next try.
        await runs[0]!.stop();
        for (let i = 0; i < 40 && !runs[1]!.running; i += 1)
          await new Promise((resolve) => setTimeout(resolve, 100));
        assert.equal(runs[1]!.running, true);
      }
    } finally {
      await Promise.all(runs.map((run) => run.stop()));
    }
  });
});

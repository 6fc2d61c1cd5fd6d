import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import {
  TINY_JPEG,
  apiClient,
  asForm,
  lastMessageTo,
  newCustomer,
  newDriver,
  otpIn,
  signUpCustomer,
} from '@dakiya/test-kit';
import { shellUrl } from '@dakiya/local-system';
import { rideRequests, users } from '../src/db/schema.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';

const RIDE = {
  type: 'PARCEL',
  pickup_location: 'MG Road',
  drop_location: 'Koramangala',
  offer_fare: '200',
  pickup_lat: '12.9750',
  pickup_lng: '77.6050',
  drop_lat: '12.9352',
  drop_lng: '77.6245',
};

describe(`security (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('allows CORS only for the configured origins, caching preflights, and sets security headers', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}/quotations/prices/`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const app = await preflight(shellUrl());
    assert.equal(app.headers.get('access-control-allow-origin'), shellUrl());
    assert.equal(app.headers.get('access-control-max-age'), '600');
    // Every method the API's routes use, DELETE among them (a saved address).
    const deletion = await fetch(`${api.url}/me/addresses/1/`, {
      method: 'OPTIONS',
      headers: { origin: shellUrl(), 'access-control-request-method': 'DELETE' },
    });
    assert.match(deletion.headers.get('access-control-allow-methods') ?? '', /\bDELETE\b/);
    // The apps read the invoice's file name from a cross-origin answer.
    const named = await fetch(`${api.url}/health`, { headers: { origin: shellUrl() } });
    assert.match(named.headers.get('access-control-expose-headers') ?? '', /content-disposition/i);
    const stranger = await preflight('https://evil.example');
    assert.equal(stranger.headers.get('access-control-allow-origin'), null);
    const health = await fetch(`${api.url}/health`);
    assert.match(health.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.equal(health.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(health.headers.get('strict-transport-security'));
    // Refusals carry them too: a route that does not exist, a missing token.
    for (const refused of [
      await fetch(`${api.url}/no-such-route/`),
      await fetch(`${api.url}/me/addresses/`),
    ]) {
      assert.ok([401, 404].includes(refused.status), String(refused.status));
      assert.equal(refused.headers.get('x-content-type-options'), 'nosniff');
      assert.match(refused.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    }
  });

  it('serves /docs only when enabled', async () => {
    assert.equal((await fetch(`${api.url}/docs/json`)).status, 200);
    const closed = await startTestApi({ docs: false });
    try {
      assert.equal((await fetch(`${closed.url}/docs/json`)).status, 404);
      assert.equal((await fetch(`${closed.url}/docs`)).status, 404);
    } finally {
      await closed.close();
    }
  });

  it('answers a NUL byte anywhere with a 400 in the usual shape', async () => {
    const { client, userId } = await signUpCustomer(api.url);
    const nul = 'a\u0000b';
    const http = apiClient(api.url);
    const replies = [
      await http.post('/login', { email: `x${nul}@b.co`, password: nul }),
      await http.form('/register', asForm({ ...newCustomer(), first_name: nul })),
      await http.post('/register', { ...newCustomer(), last_name: nul }),
      await client.post(`/bargaining/${userId}/`, { ...RIDE, pickup_location: nul }),
      await client.form(`/bargaining/${userId}/`, asForm({ ...RIDE, drop_location: nul })),
      await http.post('/forgotpassword/changepassword/a%00b%40c.in/', {
        otp: '1234',
        password: 'secret123',
        confirm_password: 'secret123',
      }),
      await client.post(`/bargaining/RideGet/${userId}/driverassign/OF%00X/`, {}),
      await http.post('/drivers/', { ...newDriver(), otp: '1234', name: nul }),
    ];
    for (const reply of replies) {
      assert.equal(reply.status, 400, JSON.stringify(reply.body));
      assert.equal(typeof reply.body.message, 'string');
      assert.equal(reply.body.msg, reply.body.message);
    }
  });

  it('answers a multipart body without a boundary or cut short with a 400', async () => {
    const { access, userId } = await signUpCustomer(api.url);
    const form = new Request('http://x', { method: 'POST', body: asForm(newCustomer()) });
    const type = form.headers.get('content-type')!;
    const bytes = Buffer.from(await form.arrayBuffer());
    for (const path of ['/register', `/bargaining/${userId}/`])
      for (const [contentType, body] of [
        ['multipart/form-data', bytes],
        [type, bytes.subarray(0, Math.floor(bytes.length / 2))],
      ] as const) {
        const reply = await fetch(api.url + path, {
          method: 'POST',
          headers: { 'content-type': contentType, authorization: `Bearer ${access}` },
          body: new Uint8Array(body),
        });
        const answer = (await reply.json()) as { message: string };
        assert.equal(reply.status, 400, `${path} ${contentType}: ${answer.message}`);
      }
  });

  it('refuses HTML sent as image/png, and stores photos re-encoded, readable by the owner only', async () => {
    const http = apiClient(api.url);
    const html = new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' });
    const refused = await http.form('/register', asForm(newCustomer(), { photo: html }));
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /image/);

    const customer = newCustomer();
    const big = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#f26522' },
    })
      .png()
      .toBuffer();
    const created = await http.form(
      '/register',
      asForm(customer, { photo: new Blob([new Uint8Array(big)], { type: 'image/jpeg' }) }),
    );
    assert.equal(created.status, 201);
    const [row] = await api.database.db
      .select()
      .from(users)
      .where(eq(users.id, created.body.data.id));
    assert.match(row!.photoKey!, /^photos\/[a-f0-9]{32}\.jpg$/);

    const login = await http.post('/login', { email: customer.email, password: customer.password });
    const photo = await fetch(`${api.url}/me/photo/`, {
      headers: { authorization: `Bearer ${login.body.access}` },
    });
    assert.equal(photo.status, 200);
    assert.equal(photo.headers.get('content-type'), 'image/jpeg');
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    assert.equal(meta.format, 'jpeg');
    assert.equal(Math.max(meta.width!, meta.height!), 1280);
    assert.equal((await fetch(`${api.url}/me/photo/`)).status, 401);
  });

  it('keeps parcel images out of ride rows and lets only the ride owner fetch one', async () => {
    const owner = await signUpCustomer(api.url);
    const other = await signUpCustomer(api.url);
    const ride = await owner.client.form(
      `/bargaining/${owner.userId}/`,
      asForm(RIDE, { parcel_image: TINY_JPEG }),
    );
    assert.equal(ride.status, 201, JSON.stringify(ride.body));
    assert.equal(ride.body.has_parcel_image, true);
    const [row] = await api.database.db
      .select()
      .from(rideRequests)
      .where(eq(rideRequests.id, ride.body.id));
    assert.match(row!.parcelImageKey!, /^parcels\//);
    assert.ok(!Object.values(row!).some((value) => Buffer.isBuffer(value)), 'no bytes in the row');
    const path = `/bargaining/rides/${ride.body.id}/parcel-image/`;
    const mine = await fetch(api.url + path, {
      headers: { authorization: `Bearer ${owner.access}` },
    });
    assert.equal(mine.status, 200);
    assert.equal((await other.client.get(path)).status, 403);
  });

  it('signs a driver up only with the OTP texted to their phone, rate limited per address', async () => {
    const limited = await startTestApi({ authRateLimit: 5 });
    try {
      const http = apiClient(limited.url);
      const driver = newDriver();
      assert.equal((await http.post('/drivers/', driver)).status, 400, 'no OTP');
      assert.equal(
        (await http.post('/drivers/', { ...driver, otp: '0000' })).status,
        400,
        'no OTP was sent',
      );
      assert.equal(
        (await http.post('/drivers/otp/', { phone_number: driver.phone_number })).status,
        200,
      );
      const otp = otpIn(await lastMessageTo(`+91${driver.phone_number}`, limited.url));
      const wrong = otp === '0000' ? '0001' : '0000';
      assert.equal((await http.post('/drivers/', { ...driver, otp: wrong })).status, 400);
      const signed = await http.post('/drivers/', { ...driver, otp });
      assert.equal(signed.status, 201);
      assert.equal(typeof signed.body.access, 'string');
      // The same code twice: it was used.
      assert.equal((await http.post('/drivers/', { ...driver, otp })).status, 400);
      assert.equal((await http.post('/drivers/', { ...driver, otp })).status, 429, 'rate limited');
    } finally {
      await limited.close();
    }
  });

  it('never logs OTPs, tokens, passwords or query parameters', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const logged = await startTestApi({}, { logger: { level: 'info', stream } });
    try {
      const customer = await signUpCustomer(logged.url);
      const http = apiClient(logged.url);
      await http.post('/login', { phone_number: customer.customer.phone_number });
      const otp = otpIn(await lastMessageTo(`+91${customer.customer.phone_number}`, logged.url));
      await http.post('/verifyloginotp/', { phone_number: customer.customer.phone_number, otp });
      await apiClient(logged.url, customer.access).get('/me/');
      const text = lines.join('');
      assert.ok(text.length > 0);
      for (const secret of [customer.access, customer.customer.password])
        assert.ok(!text.includes(secret), `a log line holds ${secret.slice(0, 12)}`);
      // The code as a number of its own (timestamps and durations hold any 4 digits).
      assert.doesNotMatch(text, new RegExp(`(?<![\\d.])${otp}(?![\\d.])`));
    } finally {
      await logged.close();
    }
  });
});

describe(`client addresses behind a proxy (${DB_KIND})`, () => {
  const loginFrom = (url: string, forwardedFor: string) =>
    fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    }).then((reply) => reply.status);

  it('counts each forwarded client apart only when the proxy is trusted', async () => {
    const trusted = await startTestApi({ authRateLimit: 2, trustProxy: ['127.0.0.1'] });
    const direct = await startTestApi({ authRateLimit: 2 });
    try {
      // Behind a trusted proxy: two clients, two budgets.
      const viaProxy = [];
      for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2'])
        viaProxy.push(await loginFrom(trusted.url, client));
      assert.deepEqual(viaProxy, [404, 404, 429, 404]);
      // Not trusted: the header is anyone's to forge, so every request is the socket's address.
      const forged = [];
      for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        forged.push(await loginFrom(direct.url, client));
      assert.deepEqual(forged, [404, 404, 429]);
    } finally {
      await trusted.close();
      await direct.close();
    }
  });
});

describe('the schema', () => {
  it('keeps no image bytes in any table (rows hold storage keys)', async () => {
    const schema = await import('../src/db/schema.js');
    const { getTableColumns, isTable } = await import('drizzle-orm');
    for (const table of Object.values(schema).filter((value) => isTable(value)))
      for (const [name, column] of Object.entries(getTableColumns(table as never)))
        assert.notEqual((column as { getSQLType(): string }).getSQLType(), 'bytea', name);
  });
});

describe('failed queries', () => {
  it('are logged without their parameters', async () => {
    const { loggable } = await import('../src/http/error-handler.js');
    const { DrizzleQueryError } = await import('drizzle-orm/errors');
    const cause = Object.assign(new Error('duplicate key value'), {
      code: '23505',
      detail: 'Key (email)=(meera@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into users values ($1, $2)',
      ['meera@example.com', '$argon2id$v=19$...'],
      cause,
    );
    const text = JSON.stringify(loggable(error));
    assert.ok(text.includes('insert into users'));
    assert.ok(!text.includes('meera@example.com'));
    assert.ok(!text.includes('argon2'));
    const line: string[] = [];
    pino({}, { write: (s: string) => line.push(s) }).error({ err: loggable(error) });
    assert.ok(!line.join('').includes('argon2'));
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirInUseError, openDatabase } from '../src/db/database.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';
import { shellUrl } from '@dakiya/local-system';
import { apiClient, newCustomer } from '@dakiya/test-kit';

describe(`hardening (${DB_KIND})`, () => {
  let limited: TestApi;
  before(async () => {
    limited = await startTestApi({ authRateLimit: 3 });
  });
  after(async () => limited.close());

  it('rate-limits the login and OTP endpoints with a clear 429', async () => {
    const http = apiClient(limited.url);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await http.post('/login', { email: 'a@b.co', password: 'x' })).status);
    assert.deepEqual(statuses, [404, 404, 404, 429]);
    const limitedReply = await http.post('/login', { email: 'a@b.co', password: 'x' });
    assert.match(limitedReply.body.message, /Too many requests/);
    // Other endpoints are not counted against it.
    assert.equal((await http.get('/health')).status, 200);
  });

  it('never serves the outbox in production mode', async () => {
    const production = await startTestApi({ devOutbox: false, production: true });
    try {
      assert.equal((await apiClient(production.url).get('/dev/outbox')).status, 404);
    } finally {
      await production.close();
    }
  });

  it('answers CORS preflights for the apps', async () => {
    const reply = await fetch(`${limited.url}/quotations/prices/`, {
      method: 'OPTIONS',
      headers: {
        origin: shellUrl(),
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    assert.equal(reply.status, 204);
    assert.ok(reply.headers.get('access-control-allow-origin'));
  });

  it('serves the OpenAPI document built from the route schemas', async () => {
    const doc = (await apiClient(limited.url).get('/docs/json')).body;
    assert.equal(doc.openapi.startsWith('3'), true);
    for (const route of [
      '/login',
      '/verifyloginotp/',
      '/register',
      '/quotations/prices/',
      '/bargaining/RideGet/{id}/',
      '/dev/outbox',
    ]) {
      assert.ok(doc.paths[route], `documents ${route}`);
    }
  });

  it('answers unknown routes, wrong types and oversized bodies with 4xx, never 500', async () => {
    const http = apiClient(limited.url);
    assert.equal((await http.get('/no/such/route')).status, 404);
    assert.equal(
      (
        await http.raw('/verifyloginotp/', {
          method: 'POST',
          headers: { 'content-type': 'application/xml' },
          body: '<a/>',
        })
      ).status,
      415,
    );
    assert.equal(
      (
        await http.raw('/verifyloginotp/', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: 'hi',
        })
      ).status,
      400,
    );
    assert.equal(
      (
        await http.raw('/verifyloginotp/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{bad',
        })
      ).status,
      400,
    );
    const big = JSON.stringify({ ...newCustomer(), first_name: 'x'.repeat(400_000) });
    assert.equal(
      (
        await http.raw('/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: big,
        })
      ).status,
      413,
    );
    // A token scope answers first: nothing of an anonymous request is read or validated.
    assert.equal((await http.get('/quotations/prices/abc/')).status, 401);
    const { access } = await limited.services.sessions.start(1, 'consumer');
    const customer = apiClient(limited.url, access);
    assert.equal((await customer.get('/quotations/prices/abc/')).status, 400);
  });
});

describe('embedded data folder', () => {
  it('refuses a second process on the same PGlite folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-lock-'));
    const first = await openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      await assert.rejects(openDatabase({ databaseUrl: null, dataDir: dir }), DataDirInUseError);
    } finally {
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { after, before, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { apiClient, signUpCustomer } from '@dakiya/test-kit';
import { buildApp } from '../src/app.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    exp: number;
    iat: number;
  };
const life = (token: string) => claims(token).exp - claims(token).iat;

describe(`token lifetimes (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ accessTokenTtlS: 1800, sessionTtlS: 7 * 24 * 3600 });
  });
  after(async () => api.close());

  const me = (base: string, token: string) => apiClient(base, token).get('/me/');
  const refresh = (token: string) => apiClient(api.url).post('/token/refresh/', { refresh: token });

  it('gives access tokens the configured life in seconds and refresh tokens the session’s', async () => {
    const { access, refresh: first } = await signUpCustomer(api.url);
    assert.equal(life(access), 1800);
    assert.equal(life(first), 7 * 24 * 3600);

    // A rotation keeps the session's end: the new refresh token expires when the first did.
    const rotated = await refresh(first);
    assert.equal(rotated.status, 200);
    assert.equal(life(rotated.body.access), 1800);
    assert.ok(Math.abs(claims(rotated.body.refresh).exp - claims(first).exp) <= 1);
  });

  it('refuses a revoked access token after the clock passes the token’s life, and after a restart', async () => {
    const revoked = await signUpCustomer(api.url);
    const kept = await signUpCustomer(api.url);
    assert.equal(
      (await apiClient(api.url).post('/token/logout/', { refresh: revoked.refresh })).status,
      200,
    );
    assert.equal((await me(api.url, revoked.access)).status, 401);
    assert.equal((await me(api.url, kept.access)).status, 200);

    // A new process on the same database knows the revocation from the database.
    const restarted = await buildApp(api.services.config, api.database.db);
    await restarted.app.listen({ host: '127.0.0.1', port: 0 });
    const restartedUrl = `http://127.0.0.1:${(restarted.app.server.address() as AddressInfo).port}`;
    try {
      assert.equal((await me(restartedUrl, revoked.access)).status, 401);
      assert.equal((await me(restartedUrl, kept.access)).status, 200);

      // An hour and a minute later every access token of then has expired, revoked or not;
      // the revocation itself is no longer needed (and the revoked one stays refused).
      mock.timers.enable({ apis: ['Date'], now: Date.now() });
      try {
        mock.timers.tick(61 * 60_000);
        for (const base of [api.url, restartedUrl]) {
          assert.equal((await me(base, revoked.access)).status, 401);
          assert.equal((await me(base, kept.access)).status, 401);
        }
      } finally {
        mock.timers.reset();
      }
    } finally {
      await restarted.app.close();
    }
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSigner } from 'fast-jwt';
import { apiClient, lastMessageTo, otpIn, signUpCustomer } from '@dakiya/test-kit';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';

describe(`sessions (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  const me = (token: string) => apiClient(api.url, token).get('/me/');
  const refresh = (token: string) => apiClient(api.url).post('/token/refresh/', { refresh: token });

  it('rotates the refresh token, and a reused one ends the whole family', async () => {
    const { refresh: first } = await signUpCustomer(api.url);
    const rotated = await refresh(first);
    assert.equal(rotated.status, 200);
    assert.notEqual(rotated.body.refresh, first);
    assert.equal((await me(rotated.body.access)).status, 200);

    // The first token again: a replay. It fails, and so does everything issued after it.
    assert.equal((await refresh(first)).status, 401);
    assert.equal((await refresh(rotated.body.refresh)).status, 401);
    assert.equal((await me(rotated.body.access)).status, 401);
  });

  it('lets one of two concurrent refreshes with the same token through', async () => {
    const { refresh: token } = await signUpCustomer(api.url);
    const replies = await Promise.all(Array.from({ length: 5 }, () => refresh(token)));
    assert.ok(replies.filter((reply) => reply.status === 200).length <= 1);
  });

  it('logs out on the server: the access and refresh tokens stop working', async () => {
    const { access, refresh: token } = await signUpCustomer(api.url);
    const other = await signUpCustomer(api.url);
    const out = await apiClient(api.url, access).post('/token/logout/', { refresh: token });
    assert.equal(out.status, 200);
    assert.equal((await me(access)).status, 401);
    assert.equal((await refresh(token)).status, 401);
    assert.equal((await me(other.access)).status, 200, 'other sessions go on');
  });

  it('ends every session of the user when the password is reset', async () => {
    const first = await signUpCustomer(api.url);
    const { customer } = first;
    const second = await apiClient(api.url).post('/login', {
      email: customer.email,
      password: customer.password,
    });
    const http = apiClient(api.url);
    assert.equal((await http.post('/forgotpassword/', { email: customer.email })).status, 200);
    const otp = otpIn(await lastMessageTo(customer.email, api.url));
    const changed = await http.post(
      `/forgotpassword/changepassword/${encodeURIComponent(customer.email)}/`,
      { otp, password: 'NewPass123', confirm_password: 'NewPass123' },
    );
    assert.equal(changed.status, 200);
    for (const session of [first, second.body]) {
      assert.equal((await me(session.access)).status, 401);
      assert.equal((await refresh(session.refresh)).status, 401);
    }
    const again = await http.post('/login', { email: customer.email, password: 'NewPass123' });
    assert.equal((await me(again.body.access)).status, 200);
  });

  it('accepts only HS256 tokens with an expiry and a session', async () => {
    const { access } = await signUpCustomer(api.url);
    const claims = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString());
    const key = api.services.config.jwtSecret;
    const hs512 = createSigner({ key, algorithm: 'HS512' })(claims);
    const { exp: _exp, ...noExpiry } = claims;
    const forever = createSigner({ key, algorithm: 'HS256' })(noExpiry);
    const { sid: _sid, ...noSession } = claims;
    const sessionless = createSigner({ key, algorithm: 'HS256' })(noSession);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${access.split('.')[1]}.`;
    assert.equal((await me(access)).status, 200);
    for (const [name, token] of Object.entries({ hs512, forever, sessionless, none }))
      assert.equal((await me(token)).status, 401, name);
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apiClient, signUpCustomer } from '@dakiya/test-kit';
import { bearerToken, VerifiedTokens } from '../src/http/verified-tokens.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';

const PAYLOAD = { sub: 7, role: 'consumer' as const, typ: 'access' as const, sid: 's1' };

describe('verified access tokens, remembered by their text', () => {
  it('answers a remembered token until its expiry, and nothing for another text', () => {
    const tokens = new VerifiedTokens();
    const exp = Math.floor(Date.now() / 1000) + 60;
    tokens.remember('a.b.c', { ...PAYLOAD, exp } as typeof PAYLOAD);
    assert.deepEqual(tokens.get('a.b.c'), { ...PAYLOAD, exp });
    assert.equal(tokens.get('a.b.d'), undefined);
    assert.equal(tokens.get('a.b.c', (exp + 1) * 1000), undefined);
    // Forgotten once expired.
    assert.equal(tokens.get('a.b.c'), undefined);
  });

  it('remembers nothing without an expiry', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('x.y.z', PAYLOAD);
    assert.equal(tokens.get('x.y.z'), undefined);
  });

  it('reads the token of a Bearer header as @fastify/jwt does, else nothing', () => {
    assert.equal(bearerToken('Bearer abc'), 'abc');
    assert.equal(bearerToken('bearer abc'), 'abc');
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Bearer a b',
      'Basic abc',
      'Bearerabc',
    ])
      assert.equal(bearerToken(header), null, String(header));
  });
});

describe(`a remembered token still checked on every request (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api.close());

  it('refuses any other text after a token was accepted: a changed signature or payload', async () => {
    const { access } = await signUpCustomer(api.url);
    assert.equal((await apiClient(api.url, access).get('/me/')).status, 200);
    const [header, payload, signature] = access.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    const asDriver = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        role: 'driver',
      }),
    ).toString('base64url');
    for (const forged of [`${header}.${payload}.${flipped}`, `${header}.${asDriver}.${signature}`])
      assert.equal((await apiClient(api.url, forged).get('/me/')).status, 401);
    assert.equal((await apiClient(api.url, access).get('/me/')).status, 200);
  });

  it('refuses a remembered token once its session has ended', async () => {
    const customer = await signUpCustomer(api.url);
    assert.equal((await apiClient(api.url, customer.access).get('/me/')).status, 200);
    const out = await apiClient(api.url).post('/token/logout/', { refresh: customer.refresh });
    assert.equal(out.status, 200);
    assert.equal((await apiClient(api.url, customer.access).get('/me/')).status, 401);
  });
});

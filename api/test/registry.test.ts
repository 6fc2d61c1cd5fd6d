import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_ERRORS } from '@dakiya/domain';
import { DEVELOPMENT_DEPLOY_TOKEN } from '@dakiya/environment';
import { REGISTRY_ACTOR } from '../src/services/registry/remotes-registry.js';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';

const release = (version: string) => ({
  version,
  manifest: `http://127.0.0.1:3100/account_app/${version}/mf-manifest.json`,
  routes: ['/profile', '/order-history', '/book'],
});

describe(`the remotes' registry (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({
      registry: {
        deployToken: DEVELOPMENT_DEPLOY_TOKEN,
        canaryFailureRate: 0.2,
        canaryMinLoads: 10,
      },
    });
  });
  after(async () => api.close());

  const put = (env: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.url}/registry/${env}/`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${DEVELOPMENT_DEPLOY_TOKEN}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const change = (remotes: object, summary = 'a deploy') => ({
    remotes,
    actor: 'team-account',
    source: 'commit 1a2b3c4',
    summary,
  });
  /** The registry's changes, read with the deploy token. */
  const changesOf = async (env: string) =>
    (await (
      await fetch(`${api.url}/registry/${env}/changes/`, {
        headers: { authorization: `Bearer ${DEVELOPMENT_DEPLOY_TOKEN}` },
      })
    ).json()) as {
      changes: Array<{ actor: string; source: string; summary: string; revision: number }>;
    };
  const report = (env: string, version: string, outcome: 'loaded' | 'failed' | 'crashed') =>
    fetch(`${api.url}/registry/${env}/reports/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ remote: 'account_app', version, outcome }),
    }).then((r) => r.json() as Promise<{ rolledBack: boolean }>);

  it('is read by anyone, with its revision as the ETag and a short cache', async () => {
    const empty = await fetch(`${api.url}/registry/staging/`);
    assert.equal(empty.status, 200);
    assert.equal(empty.headers.get('etag'), '"0"');
    assert.equal(empty.headers.get('cache-control'), 'public, max-age=10');
    assert.deepEqual(await empty.json(), { env: 'staging', revision: 0, remotes: {} });
    assert.equal((await fetch(`${api.url}/registry/Not%20An%20Env/`)).status, 400);
  });

  it('is changed only with the deploy token and the revision read; every change is kept', async () => {
    const remotes = { account_app: { live: release('aaaa1111'), canary: null, previous: null } };
    const stranger = await put('test-a', change(remotes), { authorization: 'Bearer guess' });
    assert.equal(stranger.status, 401);
    assert.equal(
      ((await stranger.json()) as { message: string }).message,
      API_ERRORS.deployTokenInvalid,
    );
    const blind = await put('test-a', change(remotes));
    assert.equal(blind.status, 428);
    const first = await put('test-a', change(remotes, 'account_app aaaa1111 live'), {
      'if-match': '"0"',
    });
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('etag'), '"1"');
    const stale = await put('test-a', change(remotes), { 'if-match': '"0"' });
    assert.equal(stale.status, 412);
    assert.equal(((await stale.json()) as { message: string }).message, API_ERRORS.registryMoved);
    for (const wrong of [
      { ...change(remotes), remotes: { account_app: { live: { version: 'x' } } } },
      { ...change(remotes), actor: '' },
      { remotes },
    ])
      assert.equal((await put('test-a', wrong, { 'if-match': '"1"' })).status, 400);
    const changes = await changesOf('test-a');
    assert.deepEqual(
      changes.changes.map(({ revision, actor, source, summary }) => ({
        revision,
        actor,
        source,
        summary,
      })),
      [
        {
          revision: 1,
          actor: 'team-account',
          source: 'commit 1a2b3c4',
          summary: 'account_app aaaa1111 live',
        },
      ],
    );
  });

  it('of two deploys over the same revision, one writes and the other is told to retry', async () => {
    const deploy = (version: string) =>
      put(
        'test-race',
        change({ account_app: { live: release(version), canary: null, previous: null } }),
        { 'if-match': '"0"' },
      );
    const answers = await Promise.all([deploy('bbbb2222'), deploy('cccc3333')]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 412]);
    const now = (await (await fetch(`${api.url}/registry/test-race/`)).json()) as {
      revision: number;
    };
    assert.equal(now.revision, 1);
  });

  it('rolls a canary back by itself once enough of its loads failed; the live release stays', async () => {
    const live = release('dddd4444');
    const canary = { ...release('eeee5555'), percent: 50 };
    const set = await put(
      'test-canary',
      change({ account_app: { live, canary, previous: null } }, 'account_app canary eeee5555 50%'),
      { 'if-match': '"0"' },
    );
    assert.equal(set.status, 200);
    // The live release failing now and then is not the canary's business.
    assert.deepEqual(await report('test-canary', live.version, 'failed'), { rolledBack: false });
    for (let i = 0; i < 6; i++) await report('test-canary', canary.version, 'loaded');
    // Under the minimum of loads, failures are not judged yet.
    assert.deepEqual(await report('test-canary', canary.version, 'failed'), { rolledBack: false });
    assert.deepEqual(await report('test-canary', canary.version, 'failed'), { rolledBack: false });
    assert.deepEqual(await report('test-canary', canary.version, 'failed'), { rolledBack: false });
    assert.deepEqual(await report('test-canary', canary.version, 'failed'), { rolledBack: true });
    const after = (await (await fetch(`${api.url}/registry/test-canary/`)).json()) as {
      remotes: { account_app: { live: { version: string }; canary: unknown } };
    };
    assert.equal(after.remotes.account_app.canary, null);
    assert.equal(after.remotes.account_app.live.version, live.version);
    const changes = await changesOf('test-canary');
    assert.equal(changes.changes[0]!.actor, REGISTRY_ACTOR);
    assert.match(changes.changes[0]!.summary, /eeee5555 rolled back: 4 of 10 loads failed/);
    // Later failures of the old canary roll nothing back again.
    assert.deepEqual(await report('test-canary', canary.version, 'failed'), { rolledBack: false });
    for (const bad of [
      { remote: 'account_app', version: 'zz', outcome: 'loaded' },
      { remote: 'account_app', version: canary.version, outcome: 'exploded' },
      {},
    ])
      assert.equal(
        (
          await fetch(`${api.url}/registry/test-canary/reports/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(bad),
          })
        ).status,
        400,
      );
  });

  it('counts a crash after a load as a failure of that load, not as another load', async () => {
    const live = release('ffff6666');
    const canary = { ...release('abab7777'), percent: 10 };
    const set = await put(
      'test-crash',
      change({ account_app: { live, canary, previous: null } }, 'account_app canary abab7777 10%'),
      { 'if-match': '"0"' },
    );
    assert.equal(set.status, 200);
    // Ten browsers load the canary; a screen of it crashes in two of them afterwards.
    for (let i = 0; i < 10; i++) await report('test-crash', canary.version, 'loaded');
    assert.deepEqual(await report('test-crash', canary.version, 'crashed'), { rolledBack: false });
    // 2 of 10 (not of 12) loads failed: the threshold (20 %) is reached.
    assert.deepEqual(await report('test-crash', canary.version, 'crashed'), { rolledBack: true });
    const changes = await changesOf('test-crash');
    assert.match(changes.changes[0]!.summary, /abab7777 rolled back: 2 of 10 loads failed/);
  });

  it('lists its changes only to the holders of the deploy token', async () => {
    assert.equal((await fetch(`${api.url}/registry/test-a/changes/`)).status, 401);
    const wrong = await fetch(`${api.url}/registry/test-a/changes/`, {
      headers: { authorization: 'Bearer not-the-token' },
    });
    assert.equal(wrong.status, 401);
  });

  it('counts reports only of the releases it names, and judges a canary made again afresh', async () => {
    const live = release('abcd1111');
    const canary = { ...release('abcd2222'), percent: 50 };
    const withCanary = change({ account_app: { live, canary, previous: null } }, 'canary');
    assert.equal((await put('test-again', withCanary, { 'if-match': '"0"' })).status, 200);
    // A release the registry does not name: nothing counted, nothing rolled back.
    for (let i = 0; i < 12; i++)
      assert.deepEqual(await report('test-again', 'ffff9999', 'failed'), { rolledBack: false });
    for (let i = 0; i < 9; i++) await report('test-again', canary.version, 'failed');
    assert.deepEqual(await report('test-again', canary.version, 'failed'), { rolledBack: true });
    // The same build made the canary again: its old failures are not held against it.
    assert.equal((await put('test-again', withCanary, { 'if-match': '"2"' })).status, 200);
    assert.deepEqual(await report('test-again', canary.version, 'failed'), { rolledBack: false });
    const now = (await (await fetch(`${api.url}/registry/test-again/`)).json()) as {
      remotes: { account_app: { canary: { version: string } | null } };
    };
    assert.equal(now.remotes.account_app.canary?.version, canary.version);
  });
});

describe(`the registry in production without a deploy token (${DB_KIND})`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({
      registry: { deployToken: null, canaryFailureRate: 0.2, canaryMinLoads: 10 },
    });
  });
  after(async () => api.close());

  it('refuses every change', async () => {
    const refused = await fetch(`${api.url}/registry/prod/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'if-match': '"0"', authorization: 'Bearer x' },
      body: '{}',
    });
    assert.equal(refused.status, 401);
  });
});

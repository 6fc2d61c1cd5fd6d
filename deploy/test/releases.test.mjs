// @ts-check
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rolledBack, withCanary, withLive } from '../src/releases.mjs';

/** @param {string} version */
const release = (version) => ({
  version,
  manifest: `http://cdn.test/account_app/${version}/mf-manifest.json`,
  routes: ['/profile'],
});

describe('the registry changes a deploy makes', () => {
  it('makes a release live, keeping the one it replaces to roll back to', () => {
    const first = withLive({}, 'account_app', release('aaaa1111'));
    assert.deepEqual(first.account_app, {
      live: release('aaaa1111'),
      canary: null,
      previous: null,
    });
    const second = withLive(first, 'account_app', release('bbbb2222'));
    assert.deepEqual(second.account_app, {
      live: release('bbbb2222'),
      canary: null,
      previous: release('aaaa1111'),
    });
    // Deploying the live release again changes nothing, not even what a rollback goes to.
    assert.deepEqual(withLive(second, 'account_app', release('bbbb2222')), second);
  });

  it('puts a canary beside the live release, and a live deploy ends it', () => {
    const live = withLive({}, 'account_app', release('aaaa1111'));
    const canary = withCanary(live, 'account_app', release('cccc3333'), 25);
    assert.deepEqual(canary.account_app?.live, release('aaaa1111'));
    assert.deepEqual(canary.account_app?.canary, { ...release('cccc3333'), percent: 25 });
    assert.equal(withLive(canary, 'account_app', release('cccc3333')).account_app?.canary, null);
  });

  it('refuses a canary of a remote with nothing live, saying what to do first', () => {
    assert.throws(
      () => withCanary({}, 'account_app', release('cccc3333'), 50),
      /no live release.*deploy it live first/,
    );
  });

  it('rolls back a canary first: the canary goes, the live release stays for everyone', () => {
    const two = withLive(
      withLive({}, 'account_app', release('aaaa1111')),
      'account_app',
      release('bbbb2222'),
    );
    const withItsCanary = withCanary(two, 'account_app', release('cccc3333'), 10);
    const withdrawn = rolledBack(withItsCanary, 'account_app');
    assert.deepEqual(withdrawn.remotes.account_app, two.account_app);
    assert.match(withdrawn.summary, /canary cccc3333 withdrawn; bbbb2222 stays live/);
    // Without a canary, the release before is live again.
    const back = rolledBack(two, 'account_app');
    assert.deepEqual(back.remotes.account_app, {
      live: release('aaaa1111'),
      canary: null,
      previous: null,
    });
    assert.equal(back.summary, 'account_app rolled back to aaaa1111');
    assert.throws(
      () => rolledBack(withLive({}, 'account_app', release('aaaa1111')), 'account_app'),
      /no earlier release/,
    );
    assert.throws(() => rolledBack({}, 'account_app'), /not in this registry/);
  });
});

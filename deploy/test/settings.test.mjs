// @ts-check
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deploySettings } from '../src/settings.mjs';

describe('what a deploy talks to', () => {
  it('guesses nothing of a registry other than the local one', () => {
    assert.throws(
      () => deploySettings({ DEPLOY_REGISTRY_URL: 'https://api.dakiya.in/registry' }),
      /set DEPLOY_TOKEN, DEPLOY_SHELL_URL, DEPLOY_PUBLIC_URL for that environment too/,
    );
    const settings = deploySettings({
      DEPLOY_REGISTRY_URL: 'https://api.dakiya.in/registry',
      DEPLOY_TOKEN: 'a-long-pipeline-token',
      DEPLOY_SHELL_URL: 'https://dakiya.in',
      DEPLOY_PUBLIC_URL: 'https://cdn.dakiya.in',
      DEPLOY_ACTOR: 'account team',
    });
    assert.equal(settings.token, 'a-long-pipeline-token');
    assert.equal(
      settings.store.baseUrl('account_app', 'abc'),
      'https://cdn.dakiya.in/account_app/abc/',
    );
    assert.equal(settings.actor, 'account team');
  });

  it('reads a relative upload folder from where npm was run', () => {
    const settings = deploySettings({ DEPLOY_DIR: 'uploads', INIT_CWD: '/srv/dakiya' });
    assert.equal(settings.store.where, '/srv/dakiya/uploads');
    assert.match(
      settings.store.baseUrl('account_app', 'abc'),
      /^http:\/\/127\.0\.0\.1:\d+\/account_app\/abc\/$/,
    );
    assert.match(settings.registryUrl, /\/registry$/);
  });
});

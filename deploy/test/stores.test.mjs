// @ts-check
import assert from 'node:assert/strict';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { contentVersion } from '../src/content-version.mjs';
import { folderStore, servingHeaders } from '../src/stores.mjs';

const temp = mkdtempSync(path.join(os.tmpdir(), 'dakiya-deploy-test-'));
after(() => rmSync(temp, { recursive: true, force: true }));

/**
 * A small build: an entry, a manifest, a hashed chunk in a folder.
 * @param {string} name
 * @param {string} text
 */
function build(name, text) {
  const dir = path.join(temp, name);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var account_app;');
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"shared":[]}');
  writeFileSync(path.join(dir, 'assets', '1.abcd1234.js'), `console.log(${JSON.stringify(text)})`);
  return dir;
}

describe("a build's version and its upload", () => {
  it('names the same files the same way, and any change another way', () => {
    const one = contentVersion(build('one', 'Profile'));
    assert.match(one, /^[a-f0-9]{12}$/);
    assert.equal(contentVersion(build('same', 'Profile')), one);
    assert.notEqual(contentVersion(build('changed', 'Your profile')), one);
  });

  it('uploads a version once, whole, under /<app>/<version>/', async () => {
    const dir = path.join(temp, 'cdn');
    const store = folderStore({ dir, publicUrl: 'http://cdn.test/' });
    const from = build('upload', 'Profile');
    chmodSync(from, 0o700);
    const version = contentVersion(from);
    assert.deepEqual(await store.upload('account_app', version, from), { uploaded: true });
    assert.equal(
      readFileSync(path.join(dir, 'account_app', version, 'assets', '1.abcd1234.js'), 'utf8'),
      'console.log("Profile")',
    );
    // The path is immutable: the same version again is left as it is.
    assert.deepEqual(await store.upload('account_app', version, from), { uploaded: false });
    assert.deepEqual(readdirSync(path.join(dir, 'account_app')), [version]);
    // Readable by a web server's workers, though built in a private folder.
    assert.equal(statSync(path.join(dir, 'account_app', version)).mode & 0o777, 0o755);
    assert.equal(
      statSync(path.join(dir, 'account_app', version, 'assets', '1.abcd1234.js')).mode & 0o777,
      0o644,
    );
    assert.equal(store.baseUrl('account_app', version), `http://cdn.test/account_app/${version}/`);
  });

  it('serves entries and manifests revalidated, hashed files for good', () => {
    assert.equal(servingHeaders('remoteEntry.js')['cache-control'], 'no-cache');
    assert.equal(servingHeaders('mf-manifest.json')['cache-control'], 'no-cache');
    assert.equal(servingHeaders('mf-manifest.json')['content-type'], 'application/json');
    assert.match(servingHeaders('assets/1.abcd1234.js')['cache-control'], /immutable/);
  });
});

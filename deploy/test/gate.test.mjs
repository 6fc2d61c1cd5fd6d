// @ts-check
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contractProblems, originProblems, releaseProblems, sharedProblems } from '../src/gate.mjs';

/** The shared modules of a build's mf-manifest.json, as the federation plugin writes them. */
const manifest = (
  /** @type {Record<string, { version?: string, requiredVersion?: string }>} */ shared,
) => ({
  shared: Object.entries(shared).map(([name, versions]) => ({ name, ...versions })),
});

const SHELL = manifest({
  react: { version: '19.2.0', requiredVersion: '^19.2.0' },
  'react-dom/client': { version: '19.2.0', requiredVersion: '^19.2.0' },
  '@dakiya/shared': { version: '1.0.0', requiredVersion: '^1.0.0' },
  zod: { version: '4.1.0', requiredVersion: '^4.1.0' },
});

describe('the compatibility gate', () => {
  it('lets through a remote whose singletons the live shell provides', () => {
    const remote = manifest({
      react: { version: '19.2.3', requiredVersion: '^19.0.0' },
      'react-dom/client': { version: '19.2.3', requiredVersion: '^19.0.0' },
      '@dakiya/shared': { version: '1.0.0', requiredVersion: '^1.0.0' },
    });
    assert.deepEqual(sharedProblems(remote, SHELL, 'account_app'), []);
  });

  it('refuses a remote that needs a newer React major, saying what to do', () => {
    const remote = manifest({
      'react-dom/client': { version: '20.0.0', requiredVersion: '^20.0.0' },
    });
    const [problem, ...others] = sharedProblems(remote, SHELL, 'account_app');
    assert.equal(others.length, 0);
    assert.match(
      problem ?? '',
      /account_app needs react-dom \^20\.0\.0, but the live shell provides 19\.2\.0/,
    );
    assert.match(problem ?? '', /build account_app against react-dom 19\.2\.0, or deploy a shell/);
  });

  it('refuses a remote that needs a newer @dakiya/shared, or one the shell does not share', () => {
    const newer = manifest({ '@dakiya/shared': { version: '1.1.0', requiredVersion: '^1.1.0' } });
    assert.match(sharedProblems(newer, SHELL, 'account_app')[0] ?? '', /@dakiya\/shared \^1\.1\.0/);
    const shellWithout = manifest({ react: { version: '19.2.0' } });
    assert.match(
      sharedProblems(newer, shellWithout, 'account_app')[0] ?? '',
      /does not provide: deploy a shell that shares it first/,
    );
  });

  it('leaves what is not a singleton to the remote (its own copy is fine)', () => {
    const remote = manifest({ zod: { version: '5.0.0', requiredVersion: '^5.0.0' } });
    assert.deepEqual(sharedProblems(remote, SHELL, 'account_app'), []);
  });

  it('refuses a remote built for another version of the ./App contract', () => {
    assert.deepEqual(
      contractProblems(
        { name: 'account_app', contract: 1 },
        { name: 'shell', contract: 1 },
        'account_app',
      ),
      [],
    );
    assert.match(
      contractProblems(
        { name: 'account_app', contract: 2 },
        { name: 'shell', contract: 1 },
        'account_app',
      )[0] ?? '',
      /deploy the new shell first/,
    );
    assert.match(
      contractProblems(
        { name: 'account_app', contract: 1 },
        { name: 'shell', contract: 2 },
        'account_app',
      )[0] ?? '',
      /update account_app to contract 2/,
    );
  });

  it('refuses a remote built with another major of the router or Redux than the shell carries', () => {
    const carried = {
      'react-router': '7.18.6',
      redux: '5.0.1',
      'react-redux': '9.3.1',
      '@reduxjs/toolkit': '2.14.0',
    };
    const shell = { name: 'shell', contract: 1, carried };
    const minorNewer = {
      name: 'account_app',
      contract: 1,
      carried: { ...carried, 'react-router': '7.20.0' },
    };
    assert.deepEqual(contractProblems(minorNewer, shell, 'account_app'), []);
    const nextMajor = {
      name: 'account_app',
      contract: 1,
      carried: { ...carried, 'react-router': '8.0.0' },
    };
    const [problem, ...others] = contractProblems(nextMajor, shell, 'account_app');
    assert.equal(others.length, 0);
    assert.match(
      problem ?? '',
      /built with react-router 8\.0\.0, but the live shell's @dakiya\/shared carries react-router 7\.18\.6/,
    );
  });

  it("refuses another remote's build, and a build made to fail unless it is a canary", () => {
    const built = { name: 'booking_app', contract: 1 };
    assert.match(
      releaseProblems(built, 'account_app', null)[0] ?? '',
      /booking_app's, not account_app's/,
    );
    const rehearsal = { name: 'account_app', contract: 1, faultInjection: 'throw-on-render' };
    assert.match(releaseProblems(rehearsal, 'account_app', null)[0] ?? '', /only as a canary/);
    assert.deepEqual(releaseProblems(rehearsal, 'account_app', 50), []);
    assert.deepEqual(
      releaseProblems({ ...rehearsal, faultInjection: 'none' }, 'account_app', null),
      [],
    );
  });

  it("refuses an upload the live shell's CSP would not let browsers load", () => {
    const base = 'https://cdn.dakiya.in/account_app/abcdef123456/';
    assert.deepEqual(originProblems(base, { remoteOrigins: ['https://cdn.dakiya.in'] }), []);
    assert.match(
      originProblems(base, { remoteOrigins: [] })[0] ?? '',
      /does not allow https:\/\/cdn\.dakiya\.in/,
    );
    assert.match(originProblems(base, {})[0] ?? '', /remoteOrigins/);
  });
});

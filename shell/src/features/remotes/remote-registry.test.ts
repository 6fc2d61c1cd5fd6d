import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

// The federation runtime is the edge here: where it is told a remote's entry is, and what it
// loads from there.
const registerRemotes =
  jest.fn<(remotes: { name: string; entry: string }[], options?: { force?: boolean }) => void>();
const loadRemote = jest.fn<(id: string) => Promise<unknown>>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: Parameters<typeof registerRemotes>) => registerRemotes(...args),
}));

type Registry = typeof import('./remote-registry');
type RouteTable = typeof import('../routing/route-table');

const REGISTRY = 'https://api.test/registry/production/';
const manifestOf = (version: string) => `https://cdn.test/account_app/${version}/mf-manifest.json`;
const FEDERATION_MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './App', assets: { js: { sync: [] }, css: { sync: [] } } }],
};

/** The registry's answer with account_app's live release at `version`. */
function registryWith(version: string) {
  const release = { version, manifest: manifestOf(version), routes: ['/profile', '/history'] };
  return {
    env: 'production',
    revision: 1,
    remotes: { account_app: { live: release, canary: null, previous: null } },
  };
}

describe('the shell with a remotes registry', () => {
  let live = 'aaaa11112222';
  let reports: unknown[] = [];
  let registry: Registry;
  let routes: RouteTable;

  beforeEach(() => {
    live = 'aaaa11112222';
    reports = [];
    registerRemotes.mockReset();
    loadRemote.mockReset().mockResolvedValue({ default: () => null });
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/remotes.json')
        return Response.json({ account_app: 'http://127.0.0.1:3003/mf-manifest.json' });
      if (url === '/route-owners.json') return Response.json({ account_app: ['/profile'] });
      if (url === '/config.json') return Response.json({ registryUrl: REGISTRY.slice(0, -1) });
      if (url === REGISTRY) return Response.json(registryWith(live));
      if (url === `${REGISTRY}reports/`) {
        reports.push(JSON.parse(String(init?.body)));
        return Response.json({ rolledBack: false });
      }
      if (url.endsWith('/mf-manifest.json')) return Response.json(FEDERATION_MANIFEST);
      return new Response('not here', { status: 404 });
    });
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      registry = require('./remote-registry') as Registry;
      routes = require('../routing/route-table') as RouteTable;
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("loads the registry's release over remotes.json, with its routes, and reports how it did", async () => {
    await registry.findRemotes();
    expect(routes.remoteForPath('/history')).toBe('account_app');
    await registry.remoteAppPromise('account_app');
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'account_app', entry: 'https://cdn.test/account_app/aaaa11112222/remoteEntry.js' }],
      { force: false },
    );
    registry.reportRemote('account_app', 'rendered');
    registry.reportRemote('account_app', 'crashed');
    await Promise.resolve();
    expect(reports).toEqual([
      { remote: 'account_app', version: 'aaaa11112222', outcome: 'loaded' },
      // A crash after the first screen was on the page: a failure of a load already counted.
      { remote: 'account_app', version: 'aaaa11112222', outcome: 'crashed' },
    ]);
  });

  it('reports a release that could not load as failed', async () => {
    loadRemote.mockRejectedValue(new Error('network down'));
    await registry.findRemotes();
    await expect(registry.remoteAppPromise('account_app')).rejects.toThrow(/could not be loaded/);
    expect(reports).toEqual([
      { remote: 'account_app', version: 'aaaa11112222', outcome: 'failed' },
    ]);
  });

  it('takes up a new release at the next way into the remote, never while it is on screen', async () => {
    await registry.findRemotes();
    const first = registry.remoteAppPromise('account_app');
    await first;
    live = 'bbbb33334444';
    // On its own screen: the customer keeps the release they are using.
    await registry.remoteEntered('account_app');
    expect(registry.remoteAppPromise('account_app')).toBe(first);
    // They go elsewhere: the old release is forgotten, and the next load is of the new one.
    await registry.remoteEntered('booking_app');
    const second = registry.remoteAppPromise('account_app');
    expect(second).not.toBe(first);
    await second;
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'account_app', entry: 'https://cdn.test/account_app/bbbb33334444/remoteEntry.js' }],
      { force: true },
    );
  });

  it('forgets a changed release at once when the remote is not on screen', async () => {
    await registry.findRemotes();
    const first = registry.remoteAppPromise('account_app');
    await first;
    (globalThis as Record<string, unknown>).webpackChunkaccount_app = [['old chunks']];
    live = 'bbbb33334444';
    await registry.remoteEntered('booking_app');
    expect(registry.remoteAppPromise('account_app')).not.toBe(first);
    // The new entry starts a chunk list of its own, without the old release's chunks.
    expect('webpackChunkaccount_app' in globalThis).toBe(false);
  });
});

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
      if (url === '/config.json')
        return Response.json({ registryUrl: REGISTRY.slice(0, -1), apiBaseUrl: 42 });
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

  it('hands shared the config.json it read, its text settings only', async () => {
    await registry.findRemotes();
    expect(registry.servedRuntimeConfig()).toEqual({ registryUrl: REGISTRY.slice(0, -1) });
    const reads = (fetch as jest.Mock).mock.calls.filter(([url]) => url === '/config.json');
    expect(reads).toHaveLength(1);
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

  it('takes up a new release once no area of the remote is on the page, never under it', async () => {
    jest.useFakeTimers({
      doNotFake: ['performance', 'queueMicrotask', 'nextTick', 'setImmediate'],
    });
    try {
      await registry.findRemotes();
      const first = registry.remoteAppPromise('account_app');
      await first;
      registry.remoteAreaMounted('account_app');
      live = 'bbbb33334444';
      // The customer is on its screen: they keep the release they are using.
      await registry.remoteEntered();
      expect(registry.remoteAppPromise('account_app')).toBe(first);
      // They leave it: the old release is forgotten, and the next load is of the new one.
      registry.remoteAreaUnmounted('account_app');
      jest.runOnlyPendingTimers();
      const second = registry.remoteAppPromise('account_app');
      expect(second).not.toBe(first);
      await second;
      expect(registerRemotes).toHaveBeenLastCalledWith(
        [
          {
            name: 'account_app',
            entry: 'https://cdn.test/account_app/bbbb33334444/remoteEntry.js',
          },
        ],
        { force: true },
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('forgets a changed release at once when no area of it is on the page', async () => {
    await registry.findRemotes();
    const first = registry.remoteAppPromise('account_app');
    await first;
    (globalThis as Record<string, unknown>).webpackChunkaccount_app = [['old chunks']];
    live = 'bbbb33334444';
    await registry.remoteEntered();
    expect(registry.remoteAppPromise('account_app')).not.toBe(first);
    // The new entry starts a chunk list of its own, without the old release's chunks.
    expect('webpackChunkaccount_app' in globalThis).toBe(false);
  });

  it('keeps a load under way: it is swapped only once it is done and unused', async () => {
    await registry.findRemotes();
    let finish: (value: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const first = registry.remoteAppPromise('account_app');
    live = 'bbbb33334444';
    await registry.remoteEntered();
    expect(registry.remoteAppPromise('account_app')).toBe(first);
    finish({ default: () => null });
    await first;
  });

  it("asks the registry again before a remote's first load on a page that read it long ago", async () => {
    await registry.findRemotes();
    live = 'cccc55556666';
    const later = performance.now() + 11_000;
    jest.spyOn(performance, 'now').mockReturnValue(later);
    await registry.remoteAppPromise('account_app');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'account_app', entry: 'https://cdn.test/account_app/cccc55556666/remoteEntry.js' }],
      { force: false },
    );
  });

  it('reads again the files of a remote read ahead when the registry names another release', async () => {
    await registry.findRemotes();
    await registry.remoteFiles('account_app');
    live = 'dddd77778888';
    await registry.remoteEntered();
    await registry.remoteAppPromise('account_app');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'account_app', entry: 'https://cdn.test/account_app/dddd77778888/remoteEntry.js' }],
      { force: false },
    );
  });
});

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { readRemoteManifest } from './remote-manifest';

function serve(body: unknown, status = 200) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(body, { status }));
}

const manifest = (publicPath: string, remoteEntryPath = '') => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: remoteEntryPath } },
  exposes: [
    {
      path: './Other',
      assets: { js: { sync: ['other.js'] }, css: { sync: [] } },
    },
    {
      path: './App',
      assets: {
        js: {
          sync: ['221.abc.js', 'expose.def.js'],
          async: ['catalogue-hi.111.js', 'catalogue-en.222.js', 'later.333.js'],
        },
        css: { sync: ['expose.css'] },
        sharedAtStart: { '@dakiya/shared/forms': ['940.aaa.css', '940.bbb.js'] },
      },
    },
  ],
});

describe('readRemoteManifest', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('finds the entry and the App’s files beside a manifest whose public path is auto', async () => {
    serve(manifest('auto'));
    const files = await readRemoteManifest('http://127.0.0.1:3001/mf-manifest.json');
    expect(files).toEqual({
      entry: 'http://127.0.0.1:3001/remoteEntry.js',
      app: {
        scripts: ['http://127.0.0.1:3001/221.abc.js', 'http://127.0.0.1:3001/expose.def.js'],
        styles: ['http://127.0.0.1:3001/expose.css'],
        sharedAtStart: [
          [
            '@dakiya/shared/forms',
            ['http://127.0.0.1:3001/940.aaa.css', 'http://127.0.0.1:3001/940.bbb.js'],
          ],
        ],
        catalogues: [
          'http://127.0.0.1:3001/catalogue-hi.111.js',
          'http://127.0.0.1:3001/catalogue-en.222.js',
        ],
      },
    });
  });

  it('reads a manifest built before it listed shared modules at start', async () => {
    const old = manifest('auto');
    delete (old.exposes[1]!.assets as { sharedAtStart?: unknown }).sharedAtStart;
    serve(old);
    const files = await readRemoteManifest('http://127.0.0.1:3001/mf-manifest.json');
    expect(files.app.sharedAtStart).toEqual([]);
    expect(files.app.scripts).toHaveLength(2);
  });

  it('follows a public path and an entry folder the remote was built with', async () => {
    serve(manifest('https://cdn.example/auth/', 'js'));
    const files = await readRemoteManifest('https://apps.example/auth/mf-manifest.json');
    expect(files.entry).toBe('https://cdn.example/auth/js/remoteEntry.js');
    expect(files.app.scripts[0]).toBe('https://cdn.example/auth/221.abc.js');
  });

  it('passes the request options on (a Retry asks the network, not the cache)', async () => {
    const fetch = serve(manifest('auto'));
    await readRemoteManifest('http://x/mf-manifest.json', { cache: 'reload' });
    expect(fetch).toHaveBeenCalledWith('http://x/mf-manifest.json', { cache: 'reload' });
  });

  it('rejects a remote that answers with an error or with something else than a manifest', async () => {
    serve({ error: 'not found' }, 404);
    await expect(readRemoteManifest('http://x/mf-manifest.json')).rejects.toThrow('404');
    jest.restoreAllMocks();
    serve({ hello: 'world' });
    await expect(readRemoteManifest('http://x/mf-manifest.json')).rejects.toThrow(
      'not a federation manifest',
    );
  });
});

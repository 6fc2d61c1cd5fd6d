const { describe, expect, it } = require('@jest/globals');
const { pagePreloadLinks } = require('./page-hints');

const owners = { auth_app: ['/login', '/signup'], booking_app: ['/send-courier', '/courier'] };
const remotes = {
  auth_app: 'http://127.0.0.1:3001/mf-manifest.json',
  booking_app: 'https://cdn.example.in/booking/v2/mf-manifest.json',
};
const manifest = {
  metaData: { publicPath: 'auto' },
  exposes: [
    {
      path: './App',
      assets: {
        js: {
          sync: ['221.a.js', 'App.b.js'],
          async: ['9.c.js', 'catalogue-hi.d.js', 'catalogue-en.e.js'],
        },
        css: { sync: ['App.f.css'], async: [] },
      },
    },
  ],
};

describe('pagePreloadLinks', () => {
  it("hints the manifest (CORS fetch) and entry (plain script) of the page's remote", () => {
    expect(pagePreloadLinks('/login', { owners, remotes })).toEqual([
      '<http://127.0.0.1:3001/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '<http://127.0.0.1:3001/remoteEntry.js>; rel=preload; as=script',
    ]);
    expect(pagePreloadLinks('/courier/select', { owners, remotes })).toContain(
      '<https://cdn.example.in/booking/v2/remoteEntry.js>; rel=preload; as=script',
    );
  });

  it("hints, given its manifest, the App's own files and its catalogue in the language", () => {
    const links = pagePreloadLinks('/courier', { owners, remotes }, { manifest, language: 'hi' });
    expect(links.slice(2)).toEqual([
      '<https://cdn.example.in/booking/v2/221.a.js>; rel=preload; as=script; crossorigin=anonymous',
      '<https://cdn.example.in/booking/v2/App.b.js>; rel=preload; as=script; crossorigin=anonymous',
      '<https://cdn.example.in/booking/v2/catalogue-hi.d.js>; rel=preload; as=script; crossorigin=anonymous',
      '<https://cdn.example.in/booking/v2/App.f.css>; rel=preload; as=style; crossorigin=anonymous',
    ]);
    expect(
      pagePreloadLinks('/courier', { owners, remotes }, { manifest: { exposes: 'x' } }),
    ).toHaveLength(2);
  });

  it("hints the remote's own copies of the shared modules its App loads, not the shell's", () => {
    const app = manifest.exposes[0];
    const withShared = {
      ...manifest,
      exposes: [
        {
          ...app,
          assets: {
            ...app.assets,
            sharedAtStart: {
              react: ['696.g.js'],
              '@dakiya/shared/forms': ['940.h.css', '940.i.js'],
            },
          },
        },
      ],
    };
    const links = pagePreloadLinks(
      '/courier',
      { owners, remotes },
      { manifest: withShared, language: 'en', shellShared: ['react', '@dakiya/shared'] },
    );
    const cdn = 'https://cdn.example.in/booking/v2';
    expect(links).toContain(`<${cdn}/940.i.js>; rel=preload; as=script; crossorigin=anonymous`);
    expect(links).toContain(`<${cdn}/940.h.css>; rel=preload; as=style; crossorigin=anonymous`);
    expect(links.some((link) => link.includes('696.g.js'))).toBe(false);
    // The App's own script stays ahead of them.
    expect(links.findIndex((link) => link.includes('App.b.js'))).toBeLessThan(
      links.findIndex((link) => link.includes('940.i.js')),
    );
  });

  it('hints only the entry for a manifest that is not one, and never throws on it', () => {
    const app = (assets, publicPath = 'auto') => ({
      metaData: { publicPath },
      exposes: [null, { path: './App', assets }],
    });
    for (const broken of [
      app({ js: { sync: {} } }),
      app({ js: { sync: ['a.js'], async: 'x' }, css: { sync: [1] } }),
      app({ js: { sync: ['a.js'] } }, 'http://['),
    ]) {
      const hints = () => pagePreloadLinks('/courier', { owners, remotes }, { manifest: broken });
      expect(hints).not.toThrow();
      expect(hints().length).toBeLessThanOrEqual(3);
    }
  });

  it('hints nothing for a page no remote owns, or without the files to tell', () => {
    expect(pagePreloadLinks('/loginx', { owners, remotes })).toEqual([]);
    expect(pagePreloadLinks('/setup', { owners, remotes })).toEqual([]);
    expect(pagePreloadLinks('/login', { owners: null, remotes })).toEqual([]);
    expect(pagePreloadLinks('/login', { owners, remotes: null })).toEqual([]);
    expect(pagePreloadLinks('/login', { owners, remotes: { auth_app: 'not a url' } })).toEqual([]);
  });
});

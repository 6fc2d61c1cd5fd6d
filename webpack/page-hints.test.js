const { describe, expect, it } = require('@jest/globals');
const { pagePreloadLinks } = require('./page-hints');

const owners = { auth_app: ['/login', '/signup'], booking_app: ['/send-courier', '/courier'] };
const remotes = {
  auth_app: 'http://127.0.0.1:3001/mf-manifest.json',
  booking_app: 'https://cdn.example.in/booking/v2/mf-manifest.json',
};

describe('pagePreloadLinks', () => {
  it("hints the manifest (CORS fetch) and entry (plain script) of the page's remote", () => {
    expect(pagePreloadLinks('/login', { owners, remotes })).toBe(
      '<http://127.0.0.1:3001/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
        '<http://127.0.0.1:3001/remoteEntry.js>; rel=preload; as=script',
    );
    expect(pagePreloadLinks('/courier/select', { owners, remotes })).toContain(
      '<https://cdn.example.in/booking/v2/remoteEntry.js>; rel=preload; as=script',
    );
  });

  it('hints nothing for a page no remote owns, or without the files to tell', () => {
    expect(pagePreloadLinks('/loginx', { owners, remotes })).toBeNull();
    expect(pagePreloadLinks('/setup', { owners, remotes })).toBeNull();
    expect(pagePreloadLinks('/login', { owners: null, remotes })).toBeNull();
    expect(pagePreloadLinks('/login', { owners, remotes: null })).toBeNull();
    expect(pagePreloadLinks('/login', { owners, remotes: { auth_app: 'not a url' } })).toBeNull();
  });
});

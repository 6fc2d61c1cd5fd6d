import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { LOCAL_KEYS } from '@dakiya/domain';
import { canaryBucket, chooseRelease, readRegistryReleases } from './registry-releases';

const release = (version: string) => ({
  version,
  manifest: `https://cdn.test/account_app/${version}/mf-manifest.json`,
  routes: ['/profile'],
});
const ENTRY = {
  live: release('aaaa11112222'),
  canary: { ...release('bbbb33334444'), percent: 30 },
  previous: null,
};

describe("the registry's releases in a browser", () => {
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('serves the canary to the browsers below its percentage, the live release to the others', () => {
    expect(chooseRelease(ENTRY, 0)).toMatchObject({ version: 'bbbb33334444', canary: true });
    expect(chooseRelease(ENTRY, 29)).toMatchObject({ version: 'bbbb33334444', canary: true });
    expect(chooseRelease(ENTRY, 30)).toMatchObject({ version: 'aaaa11112222', canary: false });
    expect(chooseRelease({ ...ENTRY, canary: null }, 0).version).toBe('aaaa11112222');
  });

  it('draws a browser its place once and keeps it, load after load', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.42);
    expect(canaryBucket()).toBe(42);
    jest.spyOn(Math, 'random').mockReturnValue(0.9);
    expect(canaryBucket()).toBe(42);
    expect(localStorage.getItem(LOCAL_KEYS.canaryBucket)).toBe('42');
    localStorage.setItem(LOCAL_KEYS.canaryBucket, 'not a place');
    expect(canaryBucket()).toBe(90);
  });

  it("reads each remote's release for this browser; an unreadable registry is none", async () => {
    localStorage.setItem(LOCAL_KEYS.canaryBucket, '10');
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        Response.json({ env: 'production', revision: 7, remotes: { account_app: ENTRY } }),
      )
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ remotes: 'nonsense' }));
    const releases = await readRegistryReleases('https://api.test/registry/production/');
    expect(releases?.get('account_app')).toMatchObject({ version: 'bbbb33334444', canary: true });
    expect(await readRegistryReleases('https://api.test/registry/production/')).toBeNull();
    expect(await readRegistryReleases('https://api.test/registry/production/')).toBeNull();
  });
});

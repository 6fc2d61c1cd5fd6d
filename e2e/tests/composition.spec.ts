import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT, appUrl, manifestUrl, shellUrl } from '@dakiya/local-system';
import { signUpCustomer } from '@dakiya/test-kit';
import { seedSession } from '@dakiya/test-kit/browser';

declare global {
  interface Window {
    startup?: { loadingScreens: string[]; screenAt: number };
  }
}

test('the logo splash comes with the HTML, stays 500 ms and gives way straight to the screen', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/login')).text();
  expect(html).toContain('aria-label="Loading Dakiya"');
  // Its own icon, so a browser does not ask for /favicon.ico (a 404 in every fresh console).
  expect(html).toMatch(/<link rel="?icon"? href="?data:image\/svg\+xml/);
  // Watches the page from its first byte: every loading screen shown, and when Sign In came.
  await page.addInitScript(() => {
    const startup = { loadingScreens: [] as string[], screenAt: 0 };
    window.startup = startup;
    new MutationObserver(() => {
      document.querySelectorAll('[aria-label^="Loading"]').forEach((element) => {
        const seen = `${element.getAttribute('aria-label')} (${element.className || 'no class'})`;
        if (!startup.loadingScreens.includes(seen)) startup.loadingScreens.push(seen);
      });
      if (!startup.screenAt && document.getElementById('login-title')) {
        startup.screenAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  const { loadingScreens, screenAt } = (await page.evaluate(() => window.startup))!;
  expect(loadingScreens).toEqual(['Loading Dakiya (dk-splash)']);
  expect(screenAt).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('status', { name: 'Loading Dakiya' })).toHaveCount(0);
});

test('/ redirects to /tutorial inside the frame', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/tutorial$/);
  await expect(page).toHaveTitle('Dakiya');
  await expect(page.getByRole('banner')).toContainText('Dakiya');
});

test('the remotes’ entries are served uncached and the hashed chunks immutable', async ({
  request,
}) => {
  for (const unhashed of ['remoteEntry.js', 'federation-runtime.js']) {
    const entry = await request.get(appUrl('booking_app', `/${unhashed}`));
    expect(entry.ok()).toBe(true);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
  }
  const manifest = await (await request.get(manifestUrl('booking_app'))).json();
  const chunk = manifest.exposes[0].assets.js.async[0] ?? manifest.exposes[0].assets.js.sync[0];
  const hashed = await request.get(appUrl('booking_app', `/${chunk}`));
  expect(hashed.headers()['cache-control']).toContain('immutable');
});

test('the page itself hints its remote’s own shared modules and catalogue, as its Link header does', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ locale: 'hi-IN' });
  await seedSession(context, await signUpCustomer());
  const page = await context.newPage();
  const shellShares = new Set(
    (
      (await (await request.get(shellUrl('/mf-manifest.json'))).json()).shared as { name: string }[]
    ).map(({ name }) => name),
  );
  const { assets } = (await (await request.get(manifestUrl('booking_app'))).json()).exposes[0];
  const sharedAtStart = Object.entries(assets.sharedAtStart as Record<string, string[]>);
  const own = sharedAtStart.filter(([key]) => !shellShares.has(key)).flatMap(([, files]) => files);
  const theShells = sharedAtStart.filter(([key]) => shellShares.has(key)).flatMap(([, f]) => f);
  const catalogue = (assets.js.async as string[]).find((file) => file.startsWith('catalogue-hi.'));
  expect(own.length).toBeGreaterThan(0);
  expect(theShells.length).toBeGreaterThan(0);

  await page.goto(shellUrl('/send-courier'));
  await expect(page.getByRole('combobox').first()).toBeVisible();
  // Elements the shell added: a host that sends the page without the Link header still gets them.
  const hinted = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href),
  );
  const bookingFile = (file: string) => appUrl('booking_app', `/${file}`);
  expect(hinted).toEqual(expect.arrayContaining([...own, catalogue!].map(bookingFile)));
  for (const file of theShells) expect(hinted).not.toContain(bookingFile(file));
  await context.close();
});

test('scripts go out as the build compressed them: brotli, or gzip to a client without it', async ({
  request,
}) => {
  const manifest = await (await request.get(manifestUrl('booking_app'))).json();
  const chunk: string = manifest.exposes[0].assets.js.sync[0];
  const url = appUrl('booking_app', `/${chunk}`);
  const builtFile = (suffix: string) =>
    String(statSync(path.join(REPO_ROOT, 'booking-app', 'dist', chunk + suffix)).size);
  const brotli = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
  const gzip = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers()['vary']).toBe('Accept-Encoding');
  // The build's own files, sent as they are (a server compressing on the fly sends no length).
  expect(brotli.headers()['content-length']).toBe(builtFile('.br'));
  expect(gzip.headers()['content-length']).toBe(builtFile('.gz'));
  expect(await gzip.text()).toBe(await brotli.text());
  // remotes.json is edited in place, so it is never precompressed: always the current file.
  const remotes = await request.get(shellUrl('/remotes.json'));
  expect(Object.keys(await remotes.json())).toEqual([
    'auth_app',
    'booking_app',
    'account_app',
    'driver_app',
  ]);
});

// Each remote is also a whole app of its own (its own store and a minimal frame), for the team
// that builds it: `npm run dev -w <app>` serves the same entry as the build's index.html.
const STANDALONE = [
  { app: 'auth-app', url: appUrl('auth_app', '/login'), heading: 'Sign In' },
  { app: 'booking-app', url: appUrl('booking_app', '/send-courier'), heading: 'Send Courier' },
  { app: 'account-app', url: appUrl('account_app', '/order-history'), heading: 'Order History' },
  { app: 'driver-app', url: appUrl('driver_app', '/driver/login'), heading: 'Driver login' },
];
for (const { app, url, heading } of STANDALONE) {
  test(`${app} runs standalone on its own origin`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByText(`${app} · standalone`)).toBeVisible();
    await expect(page.getByRole('heading', { name: heading })).toBeAttached();
  });
}

// docs/deploying-remotes.md: a standalone remote's root address opens one of its own screens, not
// the page that
// says the screen belongs to another app.
const STANDALONE_HOMES = [
  { remote: 'auth_app', home: '/tutorial' },
  { remote: 'booking_app', home: '/send-courier' },
  { remote: 'account_app', home: '/profile' },
  { remote: 'driver_app', home: '/driver/login' },
] as const;
for (const { remote, home } of STANDALONE_HOMES) {
  test(`${remote} standalone: its root address opens ${home}`, async ({ page }) => {
    await page.goto(appUrl(remote, '/'));
    await expect(page).toHaveURL(appUrl(remote, home));
    await expect(page.getByText('standalone')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'This screen belongs to another Dakiya app' }),
    ).toHaveCount(0);
  });
}

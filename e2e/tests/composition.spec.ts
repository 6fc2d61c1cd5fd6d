import { expect, test } from '@playwright/test';
import path from 'node:path';
import type { Server } from 'node:http';
import { DEFAULT_REMOTES, ROOT, useRemotesManifest } from '../support/remotes';

// The static server the production `npm run serve` uses, started here to bring a remote up.
async function serveRemote(dir: string, port: number): Promise<Server> {
  const { startStaticServer } = await import(path.join(ROOT, 'scripts', 'static-server.mjs'));
  return startStaticServer({ root: path.join(ROOT, dir, 'dist'), port });
}

test('/ redirects to /tutorial inside the frame', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/tutorial$/);
  await expect(page).toHaveTitle('Dakiya');
  await expect(page.getByRole('banner')).toContainText('Dakiya');
});

test('the remotes’ entries are served uncached and the hashed chunks immutable', async ({
  request,
}) => {
  const entry = await request.get('http://127.0.0.1:3002/remoteEntry.js');
  expect(entry.headers()['cache-control']).toBe('no-cache');
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  const manifest = await (await request.get('http://127.0.0.1:3002/mf-manifest.json')).json();
  const chunk = manifest.exposes[0].assets.js.async[0] ?? manifest.exposes[0].assets.js.sync[0];
  const hashed = await request.get(`http://127.0.0.1:3002/${chunk}`);
  expect(hashed.headers()['cache-control']).toContain('immutable');
});

test('a remote that is down shows its message, the rest works, and Retry loads it once it is back', async ({
  page,
}) => {
  // booking-app "moved" to a port where nothing runs yet.
  await useRemotesManifest(page, {
    ...DEFAULT_REMOTES,
    booking_app: 'http://127.0.0.1:3012/mf-manifest.json',
  });
  await page.goto('/send-courier');
  const failure = page.getByRole('alert').filter({ hasText: 'Booking is not available right now' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Dakiya');

  // Retry while still down: still the message, no crash.
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(failure).toBeVisible();

  // The other remotes keep working in the same page.
  await page.evaluate(() => {
    history.pushState({}, '', '/order-history');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await page.goBack();
  await expect(failure).toBeVisible();

  const server = await serveRemote('booking-app', 3012);
  try {
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Send Courier' })).toBeVisible();
  } finally {
    server.close();
  }
});

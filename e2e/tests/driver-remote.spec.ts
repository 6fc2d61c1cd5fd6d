import { expect, test } from '@playwright/test';
import { DRIVER_ROUTES } from '@dakiya/domain';
import { PORTS, manifestUrl } from '@dakiya/local-system';
import {
  readShellFile,
  restoreRemotesManifest,
  useRemotesManifest,
  useRouteOwners,
} from '../support/remotes';

// The driver app is a remote its team deploys alone: a running shell, built before it, finds it
// through two edits of its run-time files, with no rebuild; and the customer's screens never
// download any of it.
test.afterEach(restoreRemotesManifest);

const withoutDriverApp = (file: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(file).filter(([remote]) => remote !== 'driver_app'));

test('a running shell mounts the driver app under /driver once remotes.json and route-owners.json name it', async ({
  page,
}) => {
  const remotes = readShellFile('remotes') as Record<string, string>;
  const owners = readShellFile('owners') as Record<string, string[]>;
  // The shell as deployed before the driver app existed.
  useRemotesManifest(withoutDriverApp(remotes) as Record<string, string>);
  useRouteOwners(withoutDriverApp(owners) as Record<string, string[]>);
  await page.goto(DRIVER_ROUTES.login);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  // The driver team's deploy: two lines in the shell's run-time files.
  useRemotesManifest({ ...withoutDriverApp(remotes), driver_app: manifestUrl('driver_app') });
  useRouteOwners({ ...withoutDriverApp(owners), driver_app: [DRIVER_ROUTES.root] });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Driver login' })).toBeVisible();
  expect(page.url()).toContain(DRIVER_ROUTES.login);
});

test("a customer's screens load none of the driver app's code, even when idle", async ({
  page,
}) => {
  const driverRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(PORTS.driver_app))
      driverRequests.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.goto('/tutorial');
  await expect(page.getByRole('button', { name: /next|skip/i }).first()).toBeVisible();
  // The idle prefetch of the customer's other remotes starts 2 s after the page loaded.
  await page.waitForTimeout(4000);
  expect(driverRequests).toEqual([]);
});

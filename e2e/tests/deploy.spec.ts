import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { cdnUrl, registryUrl } from '@dakiya/local-system';
import { LOCAL_KEYS } from '@dakiya/domain';
import { contentVersion } from '@dakiya/deploy';
import { signUpCustomer } from '@dakiya/test-kit';
import { seedSession } from '@dakiya/test-kit/browser';
import {
  ACCOUNT_APP_BUILD,
  DEPLOY_DIR,
  changedBuild,
  deployAccountApp,
  deployStatus,
  readRegistry,
  rollBackAccountApp,
  startCdn,
} from '../support/deploys';
import { restoreRemotesManifest, pointShellAtRegistry } from '../support/remotes';

// A feature team ships account-app alone (docs/deploying-remotes.md): the deploy tool uploads
// to nginx and switches the e2e API's registry; the composed app (the shell built once, at
// the start of the run) reads that registry. Registries are per environment: each test has its
// own.

let cdn: Awaited<ReturnType<typeof startCdn>>;
const builds: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  cdn = await startCdn();
});

test.afterEach(() => restoreRemotesManifest());

test.afterAll(async () => {
  await cdn.stop();
  for (const dir of [...builds, DEPLOY_DIR]) rmSync(dir, { recursive: true, force: true });
});

/** A changed copy of the served account-app build, removed after the tests. */
function accountAppBuild(change: Parameters<typeof changedBuild>[1]): string {
  const dir = changedBuild(ACCOUNT_APP_BUILD, change);
  builds.push(dir);
  return dir;
}

/** The shell reads `env`'s registry from now on; the releases come from the local nginx. */
function shellReads(env: string): void {
  pointShellAtRegistry(registryUrl(env), [cdnUrl()]);
}

/** The version a deploy's output names (`account_app <version> live in <env>`). */
function deployedVersion(output: string): string {
  const version = /account_app ([a-f0-9]{12}) (live|canary)/.exec(output)?.[1];
  if (!version) throw new Error(`no version in the deploy's output:\n${output}`);
  return version;
}

/** From booking-app's screen into account-app's, by the frame's profile button. */
async function openProfileFromBooking(page: Page): Promise<void> {
  await page.goto('/send-courier');
  await page.getByRole('button', { name: 'Open profile' }).click();
}

test('a team ships a changed text in account-app alone: the open app shows it at the next visit, and a rollback by hand takes it back', async ({
  page,
  context,
}) => {
  const env = 'e2e-text';
  shellReads(env);
  const first = await deployAccountApp(env, ['--from', ACCOUNT_APP_BUILD]);
  expect(first.code, first.output).toBe(0);
  const original = deployedVersion(first.output);

  // Every page answer allows nginx, and hints no release: which one a browser runs is the
  // registry's and the browser's own (its canary share).
  const answer = await page.request.get('/profile');
  const policy = answer.headers()['content-security-policy'] ?? '';
  const scriptSources = policy.split('; ').find((directive) => directive.startsWith('script-src '));
  expect(scriptSources?.split(' ')).toContain(new URL(cdnUrl()).origin);
  // The shell's own start-up files are hinted; no remote's.
  const hinted = (answer.headers()['link'] ?? '')
    .split(', ')
    .map((link) => /^<([^>]+)>/.exec(link)?.[1]);
  expect(hinted.length).toBeGreaterThan(0);
  expect(hinted.filter((href) => !href?.startsWith('/'))).toEqual([]);

  await seedSession(context, await signUpCustomer());
  const accountAppScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/account_app/')) accountAppScripts.push(request.url());
  });
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  await openProfileFromBooking(page);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  // account-app came from nginx, the release the registry names.
  expect(accountAppScripts).toContain(cdnUrl(`/account_app/${original}/remoteEntry.js`));

  // The team changes a text and deploys; the shell is not rebuilt, the page not reloaded.
  const changed = accountAppBuild({ texts: { '"My Profile"': '"My Dakiya Profile"' } });
  const second = await deployAccountApp(env, ['--from', changed, '--source', 'e2e text change']);
  expect(second.code, second.output).toBe(0);
  const newer = deployedVersion(second.output);
  expect(newer).not.toBe(original);
  expect(existsSync(path.join(DEPLOY_DIR, 'account_app', original, 'remoteEntry.js'))).toBe(true);

  // The next way into account-app (after a step elsewhere) runs the new release, whole.
  await expect(async () => {
    await page.goBack();
    await expect(page.getByText(/^Where to/)).toBeVisible();
    await page.getByRole('button', { name: 'Open profile' }).click();
    await expect(page.getByRole('heading', { name: 'My Dakiya Profile' })).toBeVisible({
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000 });
  expect(accountAppScripts).toContain(cdnUrl(`/account_app/${newer}/remoteEntry.js`));
  const oldStyles = await page
    .locator(`link[rel="stylesheet"][href*="/account_app/${original}/"]`)
    .count();
  expect(oldStyles).toBe(0);

  // A returning browser (a reload) is on the new release too, its CSP allowing nginx.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Dakiya Profile' })).toBeVisible();

  // Rollback by hand: the release before is live again, for the open page at its next visit.
  const rollback = await rollBackAccountApp(env);
  expect(rollback.code, rollback.output).toBe(0);
  expect(rollback.output).toContain(`account_app rolled back to ${original} in ${env}`);
  await expect(async () => {
    await page.goto('/send-courier');
    await page.getByRole('button', { name: 'Open profile' }).click();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible({
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000 });
  expect(blocked).toEqual([]);

  // Every change is kept: who, from what, what.
  const status = await deployStatus(env);
  expect(status.code, status.output).toBe(0);
  expect(status.output).toContain(`account_app  live ${original}`);
  expect(status.output).toMatch(
    /#3 .* e2e feature team \(rollback by hand.*\): account_app rolled back to/,
  );
  expect(status.output).toMatch(
    /#2 .* e2e feature team \(e2e text change\): account_app [a-f0-9]{12} live/,
  );
});

test('the gate refuses a remote that needs a newer React or @dakiya/shared than the live shell, and says what to do', async () => {
  const env = 'e2e-gate';
  shellReads(env);
  const needing = (pkg: string, range: string) =>
    accountAppBuild({
      manifest: (json) => {
        for (const shared of json.shared) if (shared.name === pkg) shared.requiredVersion = range;
      },
    });
  const reactBuild = needing('react', '^20.0.0');
  const react = await deployAccountApp(env, ['--from', reactBuild]);
  expect(react.code, react.output).toBe(3);
  expect(react.output).toContain('Refused by the compatibility gate');
  expect(react.output).toMatch(
    /account_app needs react \^20\.0\.0, but the live shell provides 19\.[\d.]+: build account_app against react 19/,
  );
  const shared = await deployAccountApp(env, ['--from', needing('@dakiya/shared', '^2.1.0')]);
  expect(shared.code, shared.output).toBe(3);
  expect(shared.output).toMatch(
    /account_app needs @dakiya\/shared \^2\.1\.0, but the live shell provides 2\.0\.0/,
  );
  // An upload where the live shell's CSP would not let browsers load it.
  const elsewhere = await deployAccountApp(env, ['--from', ACCOUNT_APP_BUILD], {
    DEPLOY_PUBLIC_URL: 'http://127.0.0.1:3999',
  });
  expect(elsewhere.code, elsewhere.output).toBe(3);
  expect(elsewhere.output).toContain(
    "The live shell's CSP does not allow http://127.0.0.1:3999, where this build would be served",
  );
  // Nothing was switched, nor uploaded.
  expect((await readRegistry(env)).revision).toBe(0);
  expect(existsSync(path.join(DEPLOY_DIR, 'account_app', contentVersion(reactBuild)))).toBe(false);
});

test('of two deploys racing over the same registry revision, one wins and the other is told to retry', async () => {
  const env = 'e2e-race';
  shellReads(env);
  const first = await deployAccountApp(env, ['--from', ACCOUNT_APP_BUILD]);
  expect(first.code, first.output).toBe(0);
  const { revision } = await readRegistry(env);
  const twoBuilds = ['"Profile A"', '"Profile B"'].map((text) =>
    accountAppBuild({ texts: { '"My Profile"': text } }),
  );
  const results = await Promise.all(
    twoBuilds.map((build) =>
      deployAccountApp(env, ['--from', build, '--if-revision', String(revision)]),
    ),
  );
  expect(results.map((result) => result.code).sort()).toEqual([0, 4]);
  const loser = results.find((result) => result.code === 4)!;
  expect(loser.output).toMatch(/nothing was switched/);
  expect(loser.output).toMatch(/retry|Run the command again/);
  const winner = deployedVersion(results.find((result) => result.code === 0)!.output);
  const now = await readRegistry(env);
  expect(now.revision).toBe(revision + 1);
  expect(now.remotes.account_app!.live.version).toBe(winner);
});

/** A signed-in browser on `bucket`'s side of every canary, on account-app's profile. */
async function browserInBucket(browser: Browser, bucket: number) {
  const context = await browser.newContext();
  await seedSession(context, await signUpCustomer());
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [LOCAL_KEYS.canaryBucket, String(bucket)],
  );
  const page = await context.newPage();
  await page.goto('/profile');
  return { context, page };
}

test('a canary at 50 % that throws on render is rolled back by itself, and every browser is back on the good release', async ({
  browser,
}) => {
  test.setTimeout(6 * 60_000);
  const env = 'e2e-canary';
  shellReads(env);
  const live = await deployAccountApp(env, ['--from', ACCOUNT_APP_BUILD]);
  expect(live.code, live.output).toBe(0);
  const good = deployedVersion(live.output);
  // A real build of account-app, with the bug a team might ship: its App throws on render.
  const canary = await deployAccountApp(env, ['--canary', '50'], {
    DAKIYA_FAULT_INJECTION: 'throw-on-render',
  });
  expect(canary.code, canary.output).toBe(0);
  expect(canary.output).toMatch(/account_app [a-f0-9]{12} canary at 50 %/);
  expect((await readRegistry(env)).remotes.account_app!.canary?.percent).toBe(50);

  // Two browsers below 50 get the canary, two above keep the live release.
  const browsers = await Promise.all(
    [10, 40, 60, 90].map((bucket) => browserInBucket(browser, bucket)),
  );
  const [inCanary, alsoInCanary, onLive, alsoOnLive] = browsers.map((b) => b.page);
  for (const page of [inCanary!, alsoInCanary!])
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error' })).toBeVisible();
  for (const page of [onLive!, alsoOnLive!])
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  // The canary's browsers stay on it (their place), and keep failing; each tab reports once.
  await expect
    .poll(
      async () => {
        for (const page of [inCanary!, alsoInCanary!]) await page.reload();
        return (await readRegistry(env)).remotes.account_app!.canary;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBeNull();
  const after = await readRegistry(env);
  expect(after.remotes.account_app!.live.version).toBe(good);

  // Every browser, the canary's too, is on the good release again.
  for (const page of browsers.map((b) => b.page))
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible({
        timeout: 3000,
      });
    }).toPass({ timeout: 30_000 });
  await Promise.all(browsers.map((b) => b.context.close()));

  const status = await deployStatus(env);
  expect(status.output).toMatch(
    /registry \(browsers’ load reports\): account_app canary [a-f0-9]{12} rolled back: \d+ of \d+ loads failed/,
  );
});

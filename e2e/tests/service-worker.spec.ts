import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { REPO_ROOT, apiUrl } from '@dakiya/local-system';
import { apiClient, signUpCustomer } from '@dakiya/test-kit';
import { AT_MG_ROAD, bookMediumParcelToHosur, seedSession } from '@dakiya/test-kit/browser';
import { expectAccessible } from '../support/a11y';

// The worker is on here (playwright.config.ts blocks it for the other suites, which test the
// app's own behaviour against a live network).
test.use({
  ...AT_MG_ROAD,
  serviceWorkers: 'allow',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});

// The build's own rule for a content-hashed file (webpack/served-files.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { HASHED_CODE_PATTERN } = require('../../webpack/served-files') as {
  HASHED_CODE_PATTERN: string;
};
const HASHED_CODE = new RegExp(HASHED_CODE_PATTERN.replace(/\$$/, '(\\?.*)?$'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CODE_CACHE } = require('../../webpack/service-worker') as { CODE_CACHE: string };

/** Waits until the worker controls the page and holds every hashed file the page loaded. */
async function waitUntilStored(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(
      () =>
        page.evaluate(async (hashed) => {
          // Files that came (a hint the server sent from a manifest read before a deploy may
          // name one no longer there).
          const loaded = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.responseStatus === 200)
            .map((entry) => entry.name)
            .filter((url) => new RegExp(hashed).test(new URL(url).pathname));
          const stored = await Promise.all(loaded.map((url) => caches.match(url)));
          return loaded.length > 0 && stored.every(Boolean);
        }, HASHED_CODE_PATTERN),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** A first visit of /login, until the worker holds every hashed file it loaded. */
async function firstVisitStored(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
  await waitUntilStored(page);
}

/** Counts the hashed files asked of the network from now on, and refuses them. */
async function cutHashedFiles(context: BrowserContext) {
  const asked: string[] = [];
  await context.route(HASHED_CODE, (route) => {
    asked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return asked;
}

test('the worker installs and a repeat visit runs with no hashed file from the network', async ({
  context,
  page,
}) => {
  await firstVisitStored(page);
  // Its idle preloading of the other remotes would otherwise ask for their files meanwhile.
  await page.close();

  const asked = await cutHashedFiles(context);
  const again = await context.newPage();
  await again.goto('/login');
  const phone = again.getByRole('textbox', { name: 'Mobile number' });
  await phone.fill('9876543210');
  await expect(phone).toHaveValue('9876543210');
  expect(asked).toEqual([]);
});

test('a repeat visit takes hashed files from the cache by a static route; one it lost is stored again', async ({
  context,
  page,
}) => {
  await firstVisitStored(page);
  // A file of the screen's remote, dropped as an eviction would drop it.
  const lost = await page.evaluate(
    async ({ hashed, cacheName }) => {
      const url = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .find((each) => each.origin !== location.origin && new RegExp(hashed).test(each.pathname));
      if (!url) throw new Error('the page loaded no file of a remote');
      await (await caches.open(cacheName)).delete(url.href);
      return url.href;
    },
    { hashed: HASHED_CODE_PATTERN, cacheName: CODE_CACHE },
  );
  await page.close();

  const again = await context.newPage();
  await again.goto('/login');
  await expect(again.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  // Where each hashed file of the screen (the shell's and its remote's, not the other remotes'
  // the page fetches once idle) came from, as Chromium tells it: the route matched every one, the
  // cache answered all but the lost one, which came from the network.
  const screenOrigins = [new URL(again.url()).origin, new URL(lost).origin];
  const sources = await again.evaluate(
    ({ hashed, origins }) => {
      const timings = performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
        workerMatchedSourceType: string;
        workerFinalSourceType: string;
      })[];
      return timings
        .filter((entry) => origins.includes(new URL(entry.name).origin))
        .filter((entry) => new RegExp(hashed).test(new URL(entry.name).pathname))
        .map((entry) => [entry.name, entry.workerMatchedSourceType, entry.workerFinalSourceType]);
    },
    { hashed: HASHED_CODE_PATTERN, origins: screenOrigins },
  );
  expect(sources.length).toBeGreaterThan(5);
  for (const [url, matched, final] of sources) {
    expect(matched, url).toBe('cache');
    expect(final, url).toBe(url === lost ? 'network' : 'cache');
  }
  expect(sources.map(([url]) => url)).toContain(lost);
  // A file that finds a deploy is never the route's: the fetch handler's, network first.
  const entrySource = await again.evaluate(
    (origin) =>
      (
        performance.getEntriesByName(`${origin}/remoteEntry.js`)[0] as
          (PerformanceEntry & { workerMatchedSourceType: string }) | undefined
      )?.workerMatchedSourceType,
    new URL(lost).origin,
  );
  expect(entrySource).toBe('');
  // The page handed it to the worker, which stored it again.
  await expect
    .poll(() => again.evaluate((url) => caches.match(url).then(Boolean), lost), { timeout: 20_000 })
    .toBe(true);
});

test('with no network, a page is the offline screen in the customer’s language', async ({
  context,
  page,
}) => {
  await firstVisitStored(page);
  await context.setOffline(true);

  const offline = await context.newPage();
  await offline.goto('/send-courier');
  await expect(offline.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(offline.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(offline, 'the offline screen');

  await offline.evaluate(() => localStorage.setItem('lang', 'hi'));
  await offline.reload();
  await expect(offline.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  await expect(offline.locator('html')).toHaveAttribute('lang', 'hi');

  // Back online, "Try again" brings the app (a signed-out visitor's booking screen is Sign In).
  await context.setOffline(false);
  await offline.getByRole('button', { name: 'दोबारा कोशिश करें' }).click();
  await expect(offline).toHaveURL(/\/login$/);
  await expect(offline.getByRole('textbox', { name: 'मोबाइल नंबर' })).toBeVisible();
});

/**
 * Rewrites a file of a build as a new deploy would write it, its precompressed copies (which the
 * server would send instead) set aside; returns what puts the build back.
 */
function editServedFile(at: string, edit: (text: string) => string): () => void {
  const copies = [at, `${at}.br`, `${at}.gz`].filter((file) => existsSync(file));
  for (const file of copies) renameSync(file, `${file}.before`);
  writeFileSync(at, edit(readFileSync(`${at}.before`, 'utf8')));
  return () => {
    rmSync(at);
    for (const file of copies) renameSync(`${file}.before`, file);
  };
}

/**
 * A new deploy of auth-app as the deploy tool makes one: a catalogue under a new hashed name
 * ("Sign In" now "Sign In to Dakiya") and an entry and manifest naming it. Put back after the test.
 */
function deployChangedSignInText() {
  const dist = path.join(REPO_ROOT, 'auth-app', 'dist');
  const catalogue = readdirSync(dist).find((file) => /^catalogue-en\.[0-9a-f]{8}\.js$/.test(file))!;
  const hash = catalogue.split('.')[1]!;
  const newHash = hash.split('').reverse().join('');
  const newCatalogue = catalogue.replace(hash, newHash);
  writeFileSync(
    path.join(dist, newCatalogue),
    readFileSync(path.join(dist, catalogue), 'utf8').replace('"Sign In"', '"Sign In to Dakiya"'),
  );
  const restores = ['remoteEntry.js', 'mf-manifest.json'].map((file) =>
    editServedFile(path.join(dist, file), (text) => text.replaceAll(hash, newHash)),
  );
  return () => {
    restores.forEach((restore) => restore());
    rmSync(path.join(dist, newCatalogue));
  };
}

test('a new deploy is seen at the next visit, with the worker in control', async ({
  context,
  page,
}) => {
  await firstVisitStored(page);

  const undeploy = deployChangedSignInText();
  try {
    const next = await context.newPage();
    await next.goto('/login');
    await expect(next.getByRole('heading', { name: 'Sign In to Dakiya' })).toBeVisible();
  } finally {
    undeploy();
  }
});

test('the app is installable: a manifest with icons and a theme colour', async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', theme_color: '#c2410c' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((each) => each.sizes === size)!;
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
});

test('a shell deployed while a tab is open is offered there with a toast; Update loads it', async ({
  context,
  page,
}) => {
  await firstVisitStored(page);

  // The shell deployed again: another build (index.html says which) with its own worker.
  const dist = path.join(REPO_ROOT, 'shell', 'dist');
  const restores = [
    editServedFile(path.join(dist, 'index.html'), (html) =>
      html.replace(/(name="?dakiya-shell-build"? content=)("?)[0-9a-f]+\2/, '$1"next-build"'),
    ),
    editServedFile(path.join(dist, 'service-worker.js'), (worker) => `${worker}\n// next\n`),
  ];
  try {
    // A page opened since runs the new shell already: its worker takes over, nothing to offer.
    const opened = await context.newPage();
    await opened.goto('/login');
    await expect(opened.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
    await expect
      .poll(
        () =>
          opened.evaluate(
            async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
          ),
        {
          timeout: 20_000,
        },
      )
      .toBeNull();
    await expect(opened.getByTestId('update-toast')).toHaveCount(0);
    await opened.close();

    // The tab open since before the deploy: the customer comes back to it.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const toast = page.getByTestId('update-toast');
    await expect(toast).toHaveText(/A new version of Dakiya is ready\./, { timeout: 20_000 });
    await expectAccessible(page, 'the update toast');
    await Promise.all([
      page.waitForEvent('load'),
      toast.getByRole('button', { name: 'Update' }).click(),
    ]);
    await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.locator('meta[name="dakiya-shell-build"]')).toHaveAttribute(
      'content',
      'next-build',
    );
    await expect(page.getByTestId('update-toast')).toHaveCount(0);
  } finally {
    restores.forEach((restore) => restore());
  }
});

/** The running API's simulator speed (development-only endpoint). */
async function simulatorSpeed(speed: number) {
  const reply = await apiClient(apiUrl()).put('/dev/rides/settings/', { simulator_speed: speed });
  expect(reply.status).toBe(200);
}

/** Records the title of every system notification the page's worker is asked to show. */
const recordNotifications = () => {
  const shown: string[] = [];
  (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
  const show = ServiceWorkerRegistration.prototype.showNotification;
  ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
    shown.push(title);
    return show.call(this, title, options);
  };
};

/** The titles the page asked for so far, and those in the tray now. */
const notifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      asked: (window as unknown as { shownNotifications: string[] }).shownNotifications,
      inTray: (await registration!.getNotifications()).map((each) => each.title),
    };
  });

test('a change of the live order while the tab is hidden is a system notification', async ({
  context,
  page,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['geolocation', 'notifications']);
  await context.addInitScript(recordNotifications);
  await seedSession(context, await signUpCustomer());
  page.on('dialog', (dialog) => void dialog.accept());
  await bookMediumParcelToHosur(page);
  await expect(
    page.getByText('You will be notified when the order’s status changes.'),
  ).toBeVisible();
  await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.getRegistration()));

  // The customer goes to another app: the page is hidden (headless Chromium never hides it).
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  try {
    await simulatorSpeed(300);
    // Each change is shown (the tray keeps the latest of an order: its status moves on fast here).
    await expect
      .poll(async () => (await notifications(page)).asked, { timeout: 90_000 })
      .toContain('Your driver is here');
    // The worker's showNotification may still be settling when the page has asked for it.
    await expect
      .poll(async () => (await notifications(page)).inTray, { timeout: 10_000 })
      .toHaveLength(1);
  } finally {
    await simulatorSpeed(1);
  }
});

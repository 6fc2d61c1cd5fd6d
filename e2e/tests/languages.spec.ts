import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { LOGIN_FIRST_LOAD_BUDGET_BYTES } from '@dakiya/test-kit';

// /login's first load in either language: Lingui's runtime and only the active language's
// catalogues load, within the product's budget of gzip as served (docs/performance.md).

/** Bytes the server sends a client that takes gzip only (the budget's measure). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** The scripts the page asks for until `heading` is on screen, and their gzip bytes. */
async function firstLoad(page: Page, heading: string) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (/\.js(\?|$)/.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  const sizes = await Promise.all(scripts.map(gzipBytes));
  return { scripts, bytes: sizes.reduce((total, size) => total + size, 0) };
}

/** Sums the page's layout shifts (CLS as the browser reports them) from its first paint. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
        w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/** Records the page's Content Security Policy violations from its first byte. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__csp.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
    ...logged,
  ];
}

test.describe('languages', () => {
  test('/login in English: within the budget, English catalogues only', async ({ page }) => {
    const { scripts, bytes } = await firstLoad(page, 'Sign In');
    console.log(`/login first load in English: ${bytes} bytes of gzip`);
    expect(bytes).toBeLessThanOrEqual(LOGIN_FIRST_LOAD_BUDGET_BYTES);
    expect(scripts.some((url) => /shared-en\./.test(url))).toBe(true);
    expect(scripts.some((url) => /shared-hi\./.test(url))).toBe(false);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test.describe('with a Hindi browser', () => {
    test.use({ locale: 'hi-IN' });

    test('the first paint is in Hindi: <html lang> and the splash, before any bundle, within the CSP', async ({
      page,
      request,
    }) => {
      const { 'content-security-policy': policy } = (await request.get('/login')).headers();
      const script = policy!.split('; ').find((directive) => directive.startsWith('script-src '))!;
      expect(script).toMatch(/ 'sha256-[\w+/=]+'/);
      expect(script).not.toContain('unsafe-inline');
      const violations = await watchCsp(page);

      // Only the HTML itself: every script file is refused, so what is on screen is the first
      // paint, as it stays until the bundles arrive.
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('status', { name: 'डाकिया लोड हो रहा है' })).toBeVisible();
      expect(await violations()).toEqual([]);
      await page.unroute(/\.js(\?|$)/);

      // And with the bundles: the screen follows in Hindi, still without a violation.
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'साइन इन' })).toBeVisible();
      expect(await violations()).toEqual([]);
    });

    test('/login in Hindi: within the budget, Hindi catalogues only', async ({ page }) => {
      const layoutShift = await recordLayoutShifts(page);
      const { scripts, bytes } = await firstLoad(page, 'साइन इन');
      console.log(`/login first load in Hindi: ${bytes} bytes of gzip`);
      expect(bytes).toBeLessThanOrEqual(LOGIN_FIRST_LOAD_BUDGET_BYTES);
      expect(scripts.some((url) => /shared-hi\./.test(url))).toBe(true);
      expect(scripts.some((url) => /shared-en\./.test(url))).toBe(false);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      // Devanagari from the device's own fonts: nothing swaps in later and moves the screen.
      await page.waitForTimeout(1000);
      const cls = await layoutShift();
      console.log(`/login in Hindi: CLS ${cls.toFixed(4)}`);
      expect(cls).toBeLessThan(0.1);
      const family = await page
        .getByRole('heading', { name: 'साइन इन' })
        .evaluate((heading) => getComputedStyle(heading).fontFamily);
      expect(family).toContain('Noto Sans Devanagari');
    });
  });

  test('the switch changes every area at once and is remembered', async ({ page }) => {
    await page.goto('/tutorial');
    await expect(page.getByRole('heading', { name: 'Trusted Parcel Point' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await expect(page.getByRole('heading', { name: 'भरोसेमंद पार्सल पॉइंट' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('button', { name: 'आगे' }).click();
    await page.getByRole('button', { name: 'आगे' }).click();
    await page.getByRole('button', { name: 'आगे' }).click();
    // /login clears the storage, but not the language.
    await expect(page.getByRole('heading', { name: 'साइन इन' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'साइन इन' })).toBeVisible();
    await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });
});

import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';
import { newCustomerContext } from './browser';
import { SHELL } from './servers';

interface JsBytes {
  bytes: number;
  files: number;
}

const sum = (sizes: number[]): JsBytes => ({
  bytes: sizes.reduce((a, b) => a + b, 0),
  files: sizes.length,
});

/**
 * Gzipped bytes of the JavaScript the page fetches until `action` (which ends when the screen
 * has rendered) is done, and of what it fetches after that until the network is idle (the
 * shell's idle preloading of the other remotes).
 */
async function gzippedJsDuring(page: Page, action: () => Promise<void>) {
  const needed: Promise<number>[] = [];
  const later: Promise<number>[] = [];
  let rendered = false;
  const onRequest = (request: Request) => {
    if (!/\.js(\?|$)/.test(new URL(request.url()).pathname)) return;
    const size = request
      .response()
      .then((response) => response?.body().then((body) => gzipSync(body).length) ?? 0)
      .catch(() => 0);
    (rendered ? later : needed).push(size);
  };
  page.on('request', onRequest);
  await action();
  rendered = true;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(5000); // idle preloading starts 2-4 s after the first render
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return { ...sum(await Promise.all(needed)), preloaded: sum(await Promise.all(later)) };
}

export interface RouteSize {
  route: string;
  firstLoad: JsBytes & { preloaded: JsBytes };
  /** Arriving by an in-app link from `from`, once that screen and the preloads are done. */
  afterNavigation: JsBytes & { from: string };
}

const ROUTES = [
  { route: '/tutorial', from: '/login', signedIn: false, ready: 'Trusted Parcel Point' },
  { route: '/login', from: '/tutorial', signedIn: false, ready: 'Sign In' },
  { route: '/signup', from: '/login', signedIn: false, ready: 'Sign Up' },
  { route: '/send-courier', from: '/login', signedIn: true, ready: 'Send Courier' },
  { route: '/profile', from: '/send-courier', signedIn: true, ready: 'My Profile' },
  { route: '/order-history', from: '/send-courier', signedIn: true, ready: 'Order History' },
];

export async function measureRouteSizes(browser: Browser): Promise<RouteSize[]> {
  const results: RouteSize[] = [];
  for (const { route, from, signedIn, ready } of ROUTES) {
    const heading = (page: Page) =>
      page.getByRole('heading', { name: ready }).first().waitFor({ state: 'attached' });

    let context = await newCustomerContext(browser, signedIn);
    let page = await context.newPage();
    const firstLoad = await gzippedJsDuring(page, async () => {
      await page.goto(SHELL + route);
      await heading(page);
    });
    await context.close();

    context = await newCustomerContext(browser, signedIn);
    page = await context.newPage();
    await gzippedJsDuring(page, () => page.goto(SHELL + from).then(() => undefined));
    const { preloaded: _, ...after } = await gzippedJsDuring(page, async () => {
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await heading(page);
    });
    await context.close();
    results.push({ route, firstLoad, afterNavigation: { from, ...after } });
  }
  return results;
}

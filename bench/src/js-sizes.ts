import http from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';
import { shellUrl } from '@dakiya/local-system';
import { INTL_LOCALES, type Language } from '@dakiya/shared/src/i18n/languages';
import { newCustomerContext } from './customer-context';

interface FileBytes {
  /** What the server sends a client that takes gzip only (the budget's measure). */
  bytes: number;
  /** What it sends a client that takes brotli, as every current browser does. */
  brotli: number;
  /** The same file through plain gzip -6, as a server compressing on the fly would send it. */
  plainGzip: number;
}

interface JsBytes extends FileBytes {
  files: number;
}

const sum = (sizes: FileBytes[]): JsBytes => ({
  bytes: sizes.reduce((total, size) => total + size.bytes, 0),
  brotli: sizes.reduce((total, size) => total + size.brotli, 0),
  plainGzip: sizes.reduce((total, size) => total + size.plainGzip, 0),
  files: sizes.length,
});

/** Bytes on the wire when `url` is asked for by a client that accepts only `encoding`. */
function servedBytes(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

async function fileBytes(url: string, body: Buffer): Promise<FileBytes> {
  const [bytes, brotli] = await Promise.all([servedBytes(url, 'gzip'), servedBytes(url, 'br')]);
  return { bytes, brotli, plainGzip: gzipSync(body).length };
}

const NOTHING: FileBytes = { bytes: 0, brotli: 0, plainGzip: 0 };

/**
 * Compressed bytes of the JavaScript the page fetches until `action` (which ends when the screen
 * has rendered) is done, and of what it fetches after that until the network is idle (the
 * shell's idle preloading of the other remotes).
 */
async function compressedJsDuring(page: Page, action: () => Promise<void>) {
  const needed: Promise<FileBytes>[] = [];
  const later: Promise<FileBytes>[] = [];
  let rendered = false;
  const onRequest = (request: Request) => {
    if (!/\.js(\?|$)/.test(new URL(request.url()).pathname)) return;
    const size = request
      .response()
      .then((response) =>
        response ? response.body().then((body) => fileBytes(request.url(), body)) : NOTHING,
      )
      .catch(() => NOTHING);
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
  /** The language the screen was in (the browser's language). */
  language: Language;
  firstLoad: JsBytes & { preloaded: JsBytes };
  /** Arriving by an in-app link from `from`, once that screen and the preloads are done. */
  afterNavigation: JsBytes & { from: string };
}

const ROUTES: {
  route: string;
  from: string;
  signedIn: boolean;
  ready: string;
  language?: Language;
}[] = [
  { route: '/tutorial', from: '/login', signedIn: false, ready: 'Trusted Parcel Point' },
  { route: '/login', from: '/tutorial', signedIn: false, ready: 'Sign In' },
  // Only the active language's catalogues load: the budget holds in each language.
  { route: '/login', from: '/tutorial', signedIn: false, ready: 'साइन इन', language: 'hi' },
  { route: '/signup', from: '/login', signedIn: false, ready: 'Sign Up' },
  // From /tutorial, not /login: arriving at /login signs the customer out (as the product says),
  // and /send-courier then sends a signed-out visitor back to /login.
  { route: '/send-courier', from: '/tutorial', signedIn: true, ready: 'Send Courier' },
  { route: '/profile', from: '/send-courier', signedIn: true, ready: 'My Profile' },
  { route: '/order-history', from: '/send-courier', signedIn: true, ready: 'Order History' },
];

export async function measureRouteSizes(browser: Browser): Promise<RouteSize[]> {
  const results: RouteSize[] = [];
  for (const { route, from, signedIn, ready, language = 'en' } of ROUTES) {
    const heading = (page: Page) =>
      page.getByRole('heading', { name: ready }).first().waitFor({ state: 'attached' });

    let context = await newCustomerContext(browser, signedIn, INTL_LOCALES[language]);
    let page = await context.newPage();
    const firstLoad = await compressedJsDuring(page, async () => {
      await page.goto(shellUrl(route));
      await heading(page);
    });
    await context.close();

    context = await newCustomerContext(browser, signedIn, INTL_LOCALES[language]);
    page = await context.newPage();
    await compressedJsDuring(page, () => page.goto(shellUrl(from)).then(() => undefined));
    const { preloaded: _, ...after } = await compressedJsDuring(page, async () => {
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await heading(page);
    });
    await context.close();
    results.push({ route, language, firstLoad, afterNavigation: { from, ...after } });
  }
  return results;
}

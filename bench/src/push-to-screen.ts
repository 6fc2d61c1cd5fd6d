import type { Browser, Page } from '@playwright/test';
import { shellUrl } from '@dakiya/local-system';
import { MG_ROAD, bookedOrder, expectStatus } from '@dakiya/test-kit';
import { AT_MG_ROAD, seedSession } from '@dakiya/test-kit/browser';

const UPDATES = 100;
/** Longest wait for one update to show; a miss counts as this long. */
const GIVE_UP_MS = 5000;

/**
 * Runs in the page (a string, so no bundler helper leaks into it): on every DOM change, once
 * the next frame is drawn, compares what the customer sees of the driver (the pin's tooltip
 * position on the map and the status line with its minutes away) with the last look, and
 * reports a difference through the exposed binding.
 */
const PROBE = `(() => {
  const look = () => {
    const pin = [...document.querySelectorAll('.leaflet-tooltip')].find((e) => e.textContent === 'Driver');
    const status = document.querySelector('[data-testid="order-status"]');
    return (pin ? pin.style.transform : '') + '|' + (status ? status.textContent : '');
  };
  let last = look();
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      const now = look();
      if (now === last) return;
      last = now;
      window.__driverShown(now);
    });
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
})()`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * The delay from a driver's position update to the customer's screen: a signed-in customer on
 * /your-order of an assigned order in Chromium (390x844), the driver PUTs `UPDATES` positions
 * one after another, and each is timed from sending the PUT to the frame in which the pin (or
 * the minutes away) changed on the page. The pin moves about 55 m each time, a few pixels at
 * the screen's zoom.
 */
export async function measurePushToScreen(browser: Browser) {
  const { customer, driver, order } = await bookedOrder();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    ...AT_MG_ROAD,
  });
  await seedSession(context, customer);
  let shown: (() => void) | null = null;
  await context.exposeBinding('__driverShown', () => shown?.());
  const page: Page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  // As the accept leaves the tab: the order in sessionStorage, and /send-courier goes on to it.
  await page.goto(shellUrl('/tutorial'));
  await page.evaluate((stored) => sessionStorage.setItem('order', stored), JSON.stringify(order));
  await page.goto(shellUrl('/send-courier'));
  await page.waitForURL(/\/your-order$/);
  await page.getByTestId('order-status').waitFor();
  // The first position puts the pin on the map; then the page has nothing left to load.
  await driver.client.put('/drivers/me/position/', MG_ROAD);
  await page.locator('.leaflet-tooltip', { hasText: 'Driver' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(PROBE);

  const delays: number[] = [];
  let missed = 0;
  for (let i = 1; i <= UPDATES; i += 1) {
    const position = { lat: MG_ROAD.lat - i * 0.0005, lng: MG_ROAD.lng + i * 0.0002 };
    const seen = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), GIVE_UP_MS);
      shown = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
    const start = performance.now();
    const put = await driver.client.put('/drivers/me/position/', position);
    expectStatus(put, 200, 'position');
    const ok = await seen;
    shown = null;
    if (!ok) missed += 1;
    delays.push(ok ? performance.now() - start : GIVE_UP_MS);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await context.close();
  const sorted = [...delays].sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    updates: UPDATES,
    missed,
  };
}

export type PushToScreenResult = Awaited<ReturnType<typeof measurePushToScreen>>;

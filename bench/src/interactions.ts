import type { Browser } from '@playwright/test';
import { shellUrl } from '@dakiya/local-system';
import { chooseDrop, expectPickupFromDevice, quoteMediumParcel } from '@dakiya/test-kit/browser';
import { newCustomerContext } from './customer-context';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Time from an in-app link into a remote that has not been loaded yet (account-app, from
 * /tutorial, before the shell's idle preloading has fetched it) to its screen's first render:
 * median of `runs`, each with an empty cache. The customer is signed in (account-app's screens
 * send a signed-out visitor to /login), and starts on /tutorial rather than /login, whose
 * arrival signs them out.
 */
export async function measureRemoteFirstRender(browser: Browser, runs = 5) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await newCustomerContext(browser, true);
    const page = await context.newPage();
    await page.goto(shellUrl('/tutorial'));
    await page.locator('#slide-title').waitFor();
    await page.waitForLoadState('networkidle');
    times.push(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const start = performance.now();
            // No named functions in here: tsx would wrap them in a helper the page lacks.
            new MutationObserver((_, observer) => {
              const headings = [...document.querySelectorAll('h1')];
              if (!headings.some((h) => h.textContent === 'Order History')) return;
              observer.disconnect();
              resolve(performance.now() - start);
            }).observe(document.body, { childList: true, subtree: true });
            history.pushState({}, '', '/order-history');
            dispatchEvent(new PopStateEvent('popstate'));
          }),
      ),
    );
    await context.close();
  }
  return { medianMs: Math.round(median(times)), runsMs: times.map(Math.round) };
}

/**
 * Interaction to Next Paint of the click on Find a Driver (which opens the drivers' list):
 * the longest Event Timing entry of that interaction, median of `runs`.
 */
export async function measureDriverListInp(browser: Browser, runs = 3) {
  const values: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await newCustomerContext(browser, true);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(shellUrl('/send-courier'));
    await expectPickupFromDevice(page);
    await chooseDrop(page, 'Hosur', 'Hosur, Krishnagiri, Tamil Nadu, India');
    await page.getByRole('button', { name: /Parcel/ }).click();
    await quoteMediumParcel(page);
    await page.evaluate(() => {
      const w = window as unknown as { __inp: number };
      w.__inp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          if (entry.interactionId) w.__inp = Math.max(w.__inp, entry.duration);
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: false,
      } as PerformanceObserverInit);
    });
    await page.getByRole('button', { name: 'Find a Driver' }).click();
    await page.getByRole('dialog', { name: "Drivers' offers" }).waitFor();
    await page.waitForTimeout(500); // Event Timing entries arrive after the next paint.
    values.push(await page.evaluate(() => (window as unknown as { __inp: number }).__inp));
    await context.close();
  }
  // Entries shorter than the 16 ms threshold are not reported: 0 means "under 16 ms".
  return { medianMs: Math.round(median(values)), runsMs: values.map(Math.round) };
}

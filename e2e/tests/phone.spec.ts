import { expect, test, type Page } from '@playwright/test';
import { signUpCustomer } from '@dakiya/test-kit';
import {
  AT_MG_ROAD,
  acceptOffer,
  chooseDrop,
  expectPickupFromDevice,
  findDriver,
  seedSession,
} from '@dakiya/test-kit/browser';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Nothing on the page is wider than the phone: no sideways scrolling. */
async function expectNoOverflow(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is ${scrollWidth} px wide in ${innerWidth} px`).toBeLessThanOrEqual(
    innerWidth,
  );
}

test.describe('a 390x844 phone', () => {
  test.use({ ...PHONE, ...AT_MG_ROAD });

  test('edits both places and re-quotes after a change', async ({ page, context }) => {
    await seedSession(context, await signUpCustomer());
    await page.goto('/send-courier');
    await expectPickupFromDevice(page);

    // Pickup can be typed over after the device filled it.
    const pickup = page.getByRole('combobox', { name: 'Pickup' });
    await pickup.fill('Tumk');
    await page.getByRole('option', { name: 'Tumkūr, India' }).click();
    await expect(pickup).toHaveValue('Tumkūr, India');
    await page.getByRole('button', { name: 'Use my location for pickup' }).click();
    await expectPickupFromDevice(page);
    // At city zoom the offline map names the localities around the pickup.
    await expect(page.locator('.leaflet-labels-pane')).toContainText('Richmond Town');

    await chooseDrop(page, 'Hosur', 'Hosūr, India');
    await page.getByRole('button', { name: /Document/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const estimate = page.getByTestId('estimate');
    await expect(estimate).toHaveText(/^₹[\d,]+$/);
    const first = await estimate.innerText();
    const firstKm = await page.getByTestId('quoted-distance').innerText();

    await chooseDrop(page, 'Mysore', 'Mysore, India');
    // The offline map draws land, borders and names (Natural Earth, GeoNames), credited.
    await expect(page.locator('.leaflet-basemap-pane path').first()).toBeAttached();
    expect(await page.locator('.leaflet-basemap-pane path').count()).toBeGreaterThanOrEqual(3);
    await expect(page.locator('.leaflet-labels-pane')).toContainText('Bengaluru');
    await expect(page.getByText(/Natural Earth.*GeoNames/)).toBeVisible();
    // Both pins are in the part of the map nothing covers.
    const panel = await page.getByRole('region', { name: 'Booking' }).boundingBox();
    for (const pin of await page.locator('.leaflet-marker-pane .leaflet-marker-icon').all()) {
      const box = (await pin.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(panel!.y);
    }
    await expect(page.getByTestId('quoted-distance')).not.toHaveText(firstKm);
    await expect(estimate).not.toHaveText(first);
    await expectNoOverflow(page, '/send-courier with a quote');
  });

  test('a second tab of the signed-in customer can book (user id from /me/)', async ({
    page,
    context,
    browser,
  }) => {
    await seedSession(context, await signUpCustomer());
    await page.goto('/send-courier');
    await expectPickupFromDevice(page);
    // Another tab has the same local storage (the tokens) and a session storage of its own,
    // empty: Playwright's storage state carries local storage only.
    const tab = await browser.newContext({
      ...PHONE,
      ...AT_MG_ROAD,
      baseURL: new URL(page.url()).origin,
      storageState: await context.storageState(),
    });
    const second = await tab.newPage();
    await second.goto('/send-courier');
    await expectPickupFromDevice(second);
    await expect.poll(() => second.evaluate(() => sessionStorage.getItem('userId'))).not.toBeNull();
    await chooseDrop(second, 'Hosur', 'Hosūr, India');
    await second.getByRole('button', { name: /Document/ }).click();
    await second.getByRole('button', { name: 'Continue' }).click();
    await expect(second.getByTestId('estimate')).toHaveText(/^₹[\d,]+$/);
    await second.getByRole('button', { name: 'Find a Driver' }).click();
    await expect(second.getByRole('dialog', { name: "Drivers' offers" })).toBeVisible();
    await tab.close();
  });

  test('logistics: the chosen vehicle is quoted and its drivers answer; an offer is accepted', async ({
    page,
    context,
  }) => {
    await seedSession(context, await signUpCustomer());
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/send-courier');
    await expectPickupFromDevice(page);
    await chooseDrop(page, 'Hosur', 'Hosūr, India');
    await page.getByRole('button', { name: /Logistics/ }).click();
    await page.getByRole('radio', { name: '2 wheeler (20 KG)' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('estimate')).toHaveText(/^₹[\d,]+$/);
    await expectNoOverflow(page, 'the logistics form');
    const { drivers, firstOffer } = await findDriver(page);
    await expectNoOverflow(page, "the drivers' list");
    await expect(drivers.getByRole('listitem').first()).toContainText('2 wheeler');
    await acceptOffer(page, firstOffer);
    await expectNoOverflow(page, '/your-order');
  });
});

for (const width of [360, 390]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true, ...AT_MG_ROAD });

    test('no screen or dialog is wider than the phone', async ({ page, context }) => {
      for (const path of ['/tutorial', '/login', '/signup', '/location']) {
        await page.goto(path);
        await page.locator('main, section, h1').first().waitFor();
        await expectNoOverflow(page, path);
      }
      await page.goto('/login');
      await page.getByRole('button', { name: /Sign In With Email/i }).click();
      await page.getByRole('button', { name: /Forgot Password/i }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoOverflow(page, 'the forgot-password dialog');

      await seedSession(context, await signUpCustomer());
      for (const path of ['/profile', '/order-history', '/book']) {
        await page.goto(path);
        await page.locator('h1, h2').first().waitFor();
        await expectNoOverflow(page, path);
      }
      await page.goto('/send-courier');
      await expectPickupFromDevice(page);
      await chooseDrop(page, 'Hosur', 'Hosūr, India');
      for (const category of ['Document', 'Parcel', 'Logistics']) {
        await page.getByRole('button', { name: new RegExp(category) }).click();
        await expectNoOverflow(page, `the ${category} form`);
      }
      await page.getByRole('radio', { name: '2 wheeler (20 KG)' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Bargain?' }).click();
      await expect(page.getByRole('dialog', { name: 'Offer Your Fare' })).toBeVisible();
      await expectNoOverflow(page, 'the offer dialog');
    });
  });
}

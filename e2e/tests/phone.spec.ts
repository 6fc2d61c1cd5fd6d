import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DRIVER_LOCAL_KEYS, DRIVER_ROUTES } from '@dakiya/domain';
import { bookedOrder, signUpCustomer, tripStepThere, type TripStep } from '@dakiya/test-kit';
import {
  AT_MG_ROAD,
  acceptOffer,
  chooseDrop,
  expectPickupFromDevice,
  findDriver,
  quoteMediumParcel,
  seedSession,
} from '@dakiya/test-kit/browser';
import { expectAccessible } from '../support/a11y';
import { followOrderInBrowser } from '../support/follow-order';

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

/**
 * Nothing lies over `target`: a tap at its centre (or `fromBottomPx` above its lower edge)
 * reaches it.
 */
async function expectReachable(target: Locator, what: string, fromBottomPx?: number) {
  const reached = await target.evaluate((element, above) => {
    const box = element.getBoundingClientRect();
    const y = above === null ? box.top + box.height / 2 : box.bottom - above;
    return element.contains(document.elementFromPoint(box.left + box.width / 2, y));
  }, fromBottomPx ?? null);
  expect(reached, `${what} is covered`).toBe(true);
}

/** A new customer on /send-courier, picked up where the phone is, dropping at Hosur. */
async function bookToHosur(page: Page, context: BrowserContext) {
  await seedSession(context, await signUpCustomer());
  await page.goto('/send-courier');
  await expectPickupFromDevice(page);
  await chooseDrop(page, 'Hosur', 'Hosur, Krishnagiri, Tamil Nadu, India');
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
    await page.getByRole('option', { name: 'Tumkur, Karnataka, India' }).click();
    await expect(pickup).toHaveValue('Tumkur, Karnataka, India');
    await page.getByRole('button', { name: 'Use my location for pickup' }).click();
    await expectPickupFromDevice(page);
    // At city zoom the offline map names the localities around the pickup.
    await expect(page.locator('.leaflet-labels-pane')).toContainText('Richmond Town');

    await chooseDrop(page, 'Hosur', 'Hosur, Krishnagiri, Tamil Nadu, India');
    await page.getByRole('button', { name: /Document/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const estimate = page.getByTestId('estimate');
    await expect(estimate).toHaveText(/^₹[\d,]+$/);
    const first = await estimate.innerText();
    const firstKm = await page.getByTestId('quoted-distance').innerText();

    await chooseDrop(page, 'Mysore', 'Mysore, Karnataka, India');
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
    await chooseDrop(second, 'Hosur', 'Hosur, Krishnagiri, Tamil Nadu, India');
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
    page.on('dialog', (dialog) => void dialog.accept());
    await bookToHosur(page, context);
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
      await chooseDrop(page, 'Hosur', 'Hosur, Krishnagiri, Tamil Nadu, India');
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

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * What keeps the customer from seeing their driver on /your-order: the driver's pin outside the
 * part of the map between the header and the order card, a pin's name over it, or two names
 * over each other. Empty when nothing does.
 */
async function whatHidesTheDriver(page: Page): Promise<string[]> {
  const pin = await page.locator('.dk-driver-pin').boundingBox();
  if (!pin) return ["no driver's pin"];
  const map = (await page.getByTestId('route-map').boundingBox())!;
  const card = (await page.locator('section[aria-labelledby="order-title"]').boundingBox())!;
  const width = page.viewportSize()!.width;
  const credit = (await page.getByText(/Natural Earth.*GeoNames/).boundingBox())!;
  const problems: string[] = [];
  if (overlaps(pin, credit)) problems.push("the map's credit line covers the driver's pin");
  if (pin.y < map.y || pin.y + pin.height > card.y || pin.x < 0 || pin.x + pin.width > width)
    problems.push(`the driver's pin at ${Math.round(pin.x)},${Math.round(pin.y)} is not in sight`);
  const labels = await page.locator('.leaflet-tooltip').evaluateAll((tooltips) =>
    tooltips.map((tooltip) => ({
      text: tooltip.textContent,
      ...tooltip.getBoundingClientRect().toJSON(),
    })),
  );
  for (const [i, label] of labels.entries()) {
    if (overlaps(label, pin)) problems.push(`"${label.text}" covers the driver's pin`);
    if (label.y < map.y || label.y + label.height > card.y)
      problems.push(`"${label.text}" is covered`);
    for (const other of labels.slice(i + 1))
      if (overlaps(label, other)) problems.push(`"${label.text}" and "${other.text}" overlap`);
  }
  return problems;
}

/** A pin's name on the route map. */
const pinName = (page: Page, name: string) =>
  page.locator('.leaflet-tooltip').filter({ hasText: new RegExp(`^${name}$`) });

for (const { width, height } of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test.describe(`a ${width}x${height} phone: nothing hides what the customer needs`, () => {
    test.use({ viewport: { width, height }, isMobile: true, hasTouch: true, ...AT_MG_ROAD });

    test("/your-order: the driver's pin stays in sight, under no name and no card, to the pickup and on to the drop", async ({
      page,
      context,
    }) => {
      const { customer, driver, order } = await bookedOrder();
      await seedSession(context, customer);
      page.on('dialog', (dialog) => void dialog.accept());
      await followOrderInBrowser(page, order);
      await expect(page.getByTestId('order-status')).toHaveText(/on the way/);
      // A driver who has just signed up has no rating yet: new, not a made-up 4.5.
      await expect(page.getByTestId('driver-rating')).toHaveText('New');
      const driverAt = async (at: { lat: number; lng: number }) => {
        const before = await page.locator('.dk-driver-pin').getAttribute('d');
        expect((await driver.client.put('/drivers/me/position/', at)).status).toBe(200);
        await expect(page.locator('.dk-driver-pin')).not.toHaveAttribute('d', before ?? '');
        await expect
          .poll(() => whatHidesTheDriver(page), { message: `the driver at ${at.lat},${at.lng}` })
          .toEqual([]);
      };
      // From 9 km north (off the trip's map) to a few metres from the pickup at MG Road.
      for (const at of [
        { lat: 13.056, lng: 77.6066 },
        { lat: 12.9936, lng: 77.6066 },
        { lat: 12.9795, lng: 77.6066 },
        { lat: 12.9756, lng: 77.608 },
        { lat: 12.9762, lng: 77.6066 },
        { lat: 12.9756, lng: 77.6067 },
      ])
        await driverAt(at);
      // A few metres away is 0.1 km, never '0 km' beside '1 min away'.
      await expect(page.locator('#order-title')).toHaveText('Your Ride is 0.1 km Away');
      await expect(pinName(page, 'Driver on the way')).toBeVisible();
      await expectAccessible(page, '/your-order with the driver at the pickup');

      // Picked up: on the way to the drop at Koramangala, up to a few metres from it.
      const trip = (step: TripStep, body: unknown = {}) =>
        tripStepThere(driver.client, order.id, step, body);
      expect((await trip('arrive')).status).toBe(200);
      await expect(pinName(page, 'Driver at pickup')).toBeVisible();
      expect((await trip('start', { otp: order.checkotp })).status).toBe(200);
      await expect(page.getByTestId('order-status')).toHaveText(/Parcel picked up/);
      // The pin's name follows the status: the parcel is with the driver, who is no longer 'at
      // pickup' though still standing there.
      await expect(pinName(page, 'Driver with the parcel')).toBeVisible();
      await expect(pinName(page, 'Driver at pickup')).toHaveCount(0);
      for (const at of [
        { lat: 12.955, lng: 77.615 },
        { lat: 12.9358, lng: 77.6245 },
        { lat: 12.9352, lng: 77.6243 },
      ])
        await driverAt(at);
      await expectAccessible(page, '/your-order with the driver at the drop');
    });

    test("the driver's trip: the drop's address above the step's bar without scrolling", async ({
      page,
      context,
    }) => {
      const { driver, order } = await bookedOrder();
      expect((await tripStepThere(driver.client, order.id, 'arrive')).status).toBe(200);
      const started = await tripStepThere(driver.client, order.id, 'start', {
        otp: order.checkotp,
      });
      expect(started.status).toBe(200);
      await context.addInitScript(
        ({ keys, access, refresh }) => {
          localStorage.setItem(keys.access, access);
          localStorage.setItem(keys.refresh, refresh);
        },
        { keys: DRIVER_LOCAL_KEYS, access: driver.access, refresh: driver.refresh },
      );
      await page.goto(DRIVER_ROUTES.trip);
      await expect(
        page.getByRole('heading', { name: 'Take the parcel to the drop' }),
      ).toBeVisible();
      const dropAddress = page.locator('dd', { hasText: 'Koramangala, Bengaluru' });
      const address = (await dropAddress.boundingBox())!;
      const bar = (await page.getByRole('region', { name: 'Next step' }).boundingBox())!;
      expect(
        address.y + address.height,
        "the drop's address under the step's bar",
      ).toBeLessThanOrEqual(bar.y);
      await expectNoOverflow(page, "the driver's trip");
    });

    test('/send-courier: after Continue the estimate and Find a Driver are in view, and no button on the map covers a pin', async ({
      page,
      context,
    }) => {
      await bookToHosur(page, context);
      // The parcel form is the longest: taller than a phone's sheet.
      await page.getByRole('button', { name: /Parcel/ }).click();
      await quoteMediumParcel(page);
      await expect(page.getByTestId('estimate')).toBeInViewport({ ratio: 1 });
      const find = page.getByRole('button', { name: 'Find a Driver' });
      await expect(find).toBeInViewport({ ratio: 1 });
      await expectReachable(find, 'Find a Driver');
      // One orange button under the price: a change of the parcel prices itself.
      await expect(page.getByRole('button', { name: /Update the price|Continue/ })).toHaveCount(0);

      const moveButtons = (await page
        .getByRole('group', { name: 'Move a place to the centre of the map' })
        .boundingBox())!;
      const search = (await page.getByRole('combobox', { name: 'Drop' }).boundingBox())!;
      const panel = (await page.getByRole('region', { name: 'Booking' }).boundingBox())!;
      const credit = (await page.getByText(/Natural Earth.*GeoNames/).boundingBox())!;
      const pins = await page.locator('.leaflet-marker-pane .leaflet-marker-icon').all();
      expect(pins).toHaveLength(2);
      // Fitted into the strip the sheet leaves, not zoomed out to a dot: the 40 km route spans
      // most of it.
      const [from, to] = await Promise.all(pins.map(async (pin) => (await pin.boundingBox())!));
      expect(Math.hypot(from!.x - to!.x, from!.y - to!.y)).toBeGreaterThanOrEqual(70);
      for (const pin of pins) {
        const at = (await pin.boundingBox())!;
        expect(overlaps(at, moveButtons), 'a pin under Set pickup/drop here').toBe(false);
        expect(overlaps(at, credit), "a pin under the map's credit line").toBe(false);
        expect(at.y).toBeGreaterThanOrEqual(search.y + search.height);
        expect(at.y + at.height).toBeLessThanOrEqual(panel.y);
      }
      await expectNoOverflow(page, '/send-courier with a parcel quote');
    });

    test('/send-courier: the vehicle chosen for a logistics estimate stays in view, over the footer', async ({
      page,
      context,
    }) => {
      await bookToHosur(page, context);
      await page.getByRole('button', { name: /Logistics/ }).click();
      // The last of the five: the list is taller than the sheet above its footer.
      const truck = page.getByRole('radio', { name: /^8ft Pickup Truck/ });
      await truck.click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByTestId('estimate')).toHaveText(/^₹[\d,]+$/);
      await expect(truck).toBeInViewport({ ratio: 1 });
      // Its lowest line too: the footer is below it.
      await expectReachable(truck, 'the chosen vehicle', 4);
    });

    test('the header: the language switch in one place on every screen, and toasts below it', async ({
      page,
      context,
    }) => {
      // The tutorial's buttons stay put from slide to slide, however its titles wrap.
      await page.goto('/tutorial');
      const next = page.getByRole('button', { name: 'Next' });
      const heights = [];
      for (const title of [
        'Trusted Parcel Point',
        'Find your best service',
        'Pickup and Drop system',
      ]) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        heights.push((await next.boundingBox())!.y);
        if (title !== 'Pickup and Drop system') await next.click();
      }
      expect(new Set(heights).size, `Next at ${heights.join(', ')}`).toBe(1);

      const places: string[] = [];
      for (const path of ['/tutorial', '/login', '/signup', '/location']) {
        await page.goto(path);
        const language = page.getByRole('combobox', { name: 'Language' });
        await expect(
          page.getByRole('banner').getByRole('combobox', { name: 'Language' }),
        ).toBeVisible();
        const box = (await language.boundingBox())!;
        places.push(`${Math.round(box.x)},${Math.round(box.y)}`);
      }
      await seedSession(context, await signUpCustomer());
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
      const signedIn = (await page.getByRole('combobox', { name: 'Language' }).boundingBox())!;
      places.push(`${Math.round(signedIn.x)},${Math.round(signedIn.y)}`);
      expect(new Set(places).size, `the switch at ${places.join(' / ')}`).toBe(1);

      // A toast (categories before the places are set) leaves the header in sight.
      await page.goto('/send-courier');
      await expectPickupFromDevice(page);
      await page.getByRole('combobox', { name: 'Pickup' }).fill('');
      await page.getByRole('button', { name: /Document/ }).click();
      const toast = page.getByTestId('toast');
      await expect(toast).toHaveText('Please enter pickup and drop locations');
      const header = (await page.getByRole('banner').boundingBox())!;
      const shown = (await toast.locator('..').boundingBox())!;
      expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
      // It takes its own room: the screen starts under it, and the screen (sized to the window)
      // shrinks for it, so its bottom buttons stay in the window.
      const main = (await page.getByRole('main').boundingBox())!;
      expect(main.y).toBeGreaterThanOrEqual(shown.y + shown.height);
      expect(main.y + main.height).toBeLessThanOrEqual(page.viewportSize()!.height + 1);
    });
  });
}

test.describe('a 360x740 phone in Hindi', () => {
  test.use({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'hi-IN',
    ...AT_MG_ROAD,
  });

  test("the drivers' list fills the screen", async ({ page, context }) => {
    await seedSession(context, await signUpCustomer());
    await page.goto('/send-courier');
    await expect(page.getByRole('combobox', { name: 'पिकअप' })).toHaveValue(/Vasanthanagar/);
    const drop = page.getByRole('combobox', { name: 'ड्रॉप' });
    await drop.fill('Hosur');
    await page.getByRole('option', { name: 'Hosur, कृष्णगिरि, तमिलनाडु, भारत' }).click();
    await page.getByRole('button', { name: /दस्तावेज़/ }).click();
    await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
    await expect(page.getByTestId('estimate')).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'ड्राइवर खोजें' }).click();
    const drivers = page.getByRole('dialog', { name: 'ड्राइवरों के ऑफ़र' });
    await expect(drivers.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    expect((await drivers.boundingBox())!.width).toBe(360);
    await expectNoOverflow(page, "the drivers' list in Hindi");
    await expectAccessible(page, "the drivers' list in Hindi at 360 px");
  });
});

test.describe('times', () => {
  // A device set to another zone than India's: the screens still read India's time.
  test.use({ ...PHONE, ...AT_MG_ROAD, timezoneId: 'America/New_York' });

  test('a delivered order reads the same time on /your-order and in the history', async ({
    page,
    context,
  }) => {
    const { customer, driver, order } = await bookedOrder();
    await seedSession(context, customer);
    page.on('dialog', (dialog) => void dialog.accept());
    const trip = (step: TripStep, body: unknown = {}) =>
      tripStepThere(driver.client, order.id, step, body);
    expect((await trip('arrive')).status).toBe(200);
    expect((await trip('start', { otp: order.checkotp })).status).toBe(200);
    expect((await trip('deliver', { delivery_code: order.delivery_code })).status).toBe(200);
    await followOrderInBrowser(page, order);
    const receipt = page.getByRole('region', { name: 'Receipt' });
    const delivered = receipt.locator('dt', { hasText: /^Delivered$/ }).locator('+ dd');
    await expect(delivered).toHaveText(/^\d\d:\d\d$/);
    const time = await delivered.innerText();

    await page.goto('/order-history');
    const card = page.getByRole('article').first();
    await expect(card).toContainText('Koramangala');
    await expect(card).toContainText(time);
  });
});

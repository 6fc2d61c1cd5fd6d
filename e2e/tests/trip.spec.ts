import { expect, test, type Page } from '@playwright/test';
import { apiUrl } from '@dakiya/local-system';
import {
  MG_ROAD,
  apiClient,
  bookedOrder,
  signUpCustomer,
  tripStepThere,
  type TripStep,
} from '@dakiya/test-kit';
import {
  AT_MG_ROAD,
  bookMediumParcelToHosur,
  expectPickupFromDevice,
  seedSession,
} from '@dakiya/test-kit/browser';
import { expectAccessible } from '../support/a11y';
import { followOrderInBrowser } from '../support/follow-order';

test.use(AT_MG_ROAD);

/** The running API's simulator speed and search time (development-only endpoint). */
async function rideSettings(settings: { simulator_speed?: number; search_ttl_s?: number }) {
  const reply = await apiClient(apiUrl()).put('/dev/rides/settings/', settings);
  expect(reply.status).toBe(200);
}
test.afterEach(async () => rideSettings({ simulator_speed: 1, search_ttl_s: 300 }));

/** Opens /your-order in a tab that holds `order` (as the accept left it). */
const status = (page: Page) => page.getByTestId('order-status');

test('a trip played by the simulator: on the way, then delivered with a receipt; Book another starts afresh', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await seedSession(context, await signUpCustomer());
  page.on('dialog', (dialog) => void dialog.accept());
  await bookMediumParcelToHosur(page);
  await expect(status(page)).toHaveText(/Your driver is on the way · \d+ min away/);
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\d+$/);
  await expect(page.getByTestId('order-plate')).toBeVisible();

  // Hosūr is 36 km from MG Road: at 1,000 times real time the simulated driver needs ~10 s.
  await rideSettings({ simulator_speed: 1000 });
  await expect(page.getByRole('heading', { name: 'Delivered' })).toBeVisible({ timeout: 100_000 });
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText(/Rs [\d,]+/);
  await expect(receipt).toContainText(/[\d.]+ km/);
  await expectAccessible(page, '/your-order delivered');

  await page.getByRole('button', { name: 'Book another' }).click();
  await expect(page).toHaveURL(/\/send-courier$/);
  // The trip's keys are gone; the new booking starts with the device's position as pickup.
  await expect(page.getByRole('combobox', { name: 'Drop' })).toHaveValue('');
  await expectPickupFromDevice(page);
  const stored = await page.evaluate(() =>
    ['order', 'quotId', 'drop'].map((key) => sessionStorage.getItem(key)),
  );
  expect(stored).toEqual([null, null, null]);
});

test('a reload in each state resumes it: assigned, driver_arrived, picked_up, delivered', async ({
  page,
  context,
}) => {
  const { customer, driver, order } = await bookedOrder();
  await seedSession(context, customer);
  page.on('dialog', (dialog) => void dialog.accept());
  await followOrderInBrowser(page, order);
  await expect(status(page)).toHaveText(/on the way/);
  await expectAccessible(page, '/your-order assigned');

  // A position from the driver reaches the screen by push.
  await driver.client.put('/drivers/me/position/', { lat: 12.972, lng: 77.603 });
  await expect(status(page)).toHaveText(/min away/);
  await page.reload();
  await expect(status(page)).toHaveText(/on the way/);
  await expect(page.getByTestId('order-otp')).toHaveText(order.checkotp);

  // Each step at its place: the driver reports being there first, as the API asks.
  const trip = (step: TripStep, body: unknown = {}) =>
    tripStepThere(driver.client, order.id, step, body);
  expect((await trip('arrive')).status).toBe(200);
  await expect(page.getByRole('heading', { name: 'Your driver is here' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your driver is here' })).toBeVisible();

  expect((await trip('start', { otp: order.checkotp })).status).toBe(200);
  await expect(status(page)).toHaveText(/Parcel picked up/);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await page.reload();
  await expect(status(page)).toHaveText(/Parcel picked up/);

  expect((await trip('deliver', { delivery_code: order.delivery_code })).status).toBe(200);
  await expect(page.getByRole('heading', { name: 'Delivered' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Receipt' })).toContainText('Rs 260');
});

test('cancel before pickup: confirm with a reason; the driver can no longer move the trip', async ({
  page,
  context,
}) => {
  const { customer, driver, order } = await bookedOrder();
  await seedSession(context, customer);
  page.on('dialog', (dialog) => void dialog.accept());
  await followOrderInBrowser(page, order);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('radio', { name: 'My plans changed' }).check();
  await expectAccessible(page, 'the cancel dialog');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(status(page)).toHaveText('You cancelled this order');
  // A reload at once, the moment the screen shows the cancel, still shows it.
  await page.reload();
  await expect(status(page)).toHaveText('You cancelled this order');
  const late = await driver.client.post(`/drivers/me/trip/${order.id}/arrive/`, {});
  expect(late.status).toBe(409);
  await page.getByRole('button', { name: 'Book another' }).click();
  await expect(page).toHaveURL(/\/send-courier$/);
});

test('a request nobody accepts expires, and the drivers’ list (reopened by a reload) says so', async ({
  page,
  context,
}) => {
  await rideSettings({ search_ttl_s: 4 });
  const customer = await signUpCustomer();
  // 500 kg: no simulated vehicle carries it, so no offer comes.
  const ride = await customer.client.post(`/bargaining/${customer.userId}/`, {
    type: 'Parcel',
    pickup_location: 'MG Road, Bengaluru',
    drop_location: 'Koramangala, Bengaluru',
    // At least half the estimate: a 500 kg parcel is priced ₹6/kg (the fare floor).
    offer_fare: 2000,
    weight: 500,
    pickup_lat: MG_ROAD.lat,
    pickup_lng: MG_ROAD.lng,
  });
  await seedSession(context, customer);
  await page.goto('/tutorial');
  await page.evaluate((id) => sessionStorage.setItem('rideRequest', String(id)), ride.body.id);
  await page.goto('/send-courier');
  const drivers = page.getByRole('dialog', { name: "Drivers' offers" });
  await expect(drivers).toBeVisible();
  await expect(
    drivers.getByText('No driver accepted in time: your request has expired.'),
  ).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'the expired request');
  await drivers.getByRole('button', { name: 'Close' }).last().click();
  await expect(drivers).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('rideRequest'))).toBeNull();
});

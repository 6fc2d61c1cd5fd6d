import { expect, test } from '@playwright/test';
import { signUpCustomer } from '@dakiya/test-kit';
import {
  AT_MG_ROAD,
  acceptOffer,
  chooseDrop,
  expectPickupFromDevice,
  findDriver,
  offerFare,
  quoteMediumParcel,
  seedSession,
} from '@dakiya/test-kit/browser';

test.use(AT_MG_ROAD);

test('book a parcel with a bargain, get offers from drivers, accept one and follow the live order', async ({
  page,
  context,
}) => {
  await seedSession(context, await signUpCustomer());
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/send-courier');

  // Pickup comes from the device position, reverse-geocoded by the embedded provider.
  await expectPickupFromDevice(page);

  // Categories need both places.
  await page.getByRole('button', { name: /Parcel/ }).click();
  await expect(page.getByTestId('toast')).toHaveText(/Please enter pickup and drop locations/);

  // Then the form's own check, before the parcel size and weight are given.
  await chooseDrop(page, 'Hosur', 'Hosur, Krishnagiri, Tamil Nadu, India');

  await page.getByRole('button', { name: /Parcel/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('toast')).toHaveText(/please enter all values/);
  await quoteMediumParcel(page);
  await expect(page.getByText(/km \(approximate\)/)).toBeVisible();
  await offerFare(page, 900);
  const { firstOffer } = await findDriver(page);
  const otp = await acceptOffer(page, firstOffer);

  // A reload keeps the live order; /send-courier sends the customer back to it.
  await page.reload();
  await expect(page.getByTestId('order-otp')).toHaveText(otp);
  await page.goto('/send-courier');
  await expect(page).toHaveURL(/\/your-order$/);
  await expect(page.getByTestId('order-otp')).toHaveText(otp);
});

test('/your-order alerts when location is denied', async ({ browser }) => {
  const context = await browser.newContext({ permissions: [] });
  await seedSession(context, await signUpCustomer());
  const page = await context.newPage();
  await page.goto('/your-order');
  await expect(page.getByTestId('toast')).toHaveText(
    'Location services are disabled. Please enable location services to move forward.',
  );
  await context.close();
});

import { expect, test } from '@playwright/test';
import { signUpAndLogIn, useSession } from '../support/customer';

// MG Road, Bengaluru: where the device says the customer is.
test.use({ geolocation: { latitude: 12.9756, longitude: 77.6066 }, permissions: ['geolocation'] });

test('book a parcel with a bargain, get offers from drivers, accept one and follow the live order', async ({
  page,
  context,
}) => {
  await useSession(context, await signUpAndLogIn());
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/send-courier');

  // Pickup comes from the device position, reverse-geocoded by the embedded provider.
  const pickup = page.getByRole('combobox', { name: 'Pickup' });
  await expect(pickup).toHaveValue(/Bengaluru/);

  // Categories need both places.
  await page.getByRole('button', { name: /Parcel/ }).click();
  await expect(page.getByTestId('toast')).toHaveText(/Please enter pickup and drop locations/);

  const drop = page.getByRole('combobox', { name: 'Drop' });
  await drop.fill('Hosur');
  await page.getByRole('option', { name: 'Hosūr, India' }).click();
  await expect(drop).toHaveValue('Hosūr, India');

  await page.getByRole('button', { name: /Parcel/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('toast')).toHaveText(/please enter all values/);
  await page.getByRole('button', { name: 'Medium 50x50' }).click();
  await page.getByLabel('Weight (KG)').fill('6');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('estimate')).toHaveText(/^₹[\d,]+$/);
  await expect(page.getByText(/km \(approximate\)/)).toBeVisible();

  await page.getByRole('button', { name: 'Bargain?' }).click();
  const offerDialog = page.getByRole('dialog', { name: 'Offer Your Fare' });
  await offerDialog.getByLabel('Your fare (₹)').fill('900');
  await offerDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('offered-fare')).toHaveText('₹900');

  await page.getByRole('button', { name: 'Find a Driver' }).click();
  const drivers = page.getByRole('dialog', { name: "Drivers' offers" });
  await expect(drivers).toBeVisible();
  // The simulator's first offer arrives after about 1.5 s; the list polls every second.
  const firstOffer = drivers.getByRole('listitem').first();
  await expect(firstOffer).toBeVisible({ timeout: 15_000 });
  await expect(firstOffer).toContainText(/₹[\d,]+/);
  await expect(firstOffer).toContainText(/min · [\d.]+ km away · ★/);
  await firstOffer.getByRole('button', { name: 'Accept' }).click();

  await expect(page).toHaveURL(/\/your-order$/);
  await expect(page.getByRole('heading', { name: /Your Ride is [\d.]+ km Away/ })).toBeVisible();
  const otp = await page.getByTestId('order-otp').innerText();
  expect(otp).toMatch(/^\d{4}$/);
  await expect(page.getByText(/^Rs [\d,]+$/)).toBeVisible();
  await expect(page.getByText('Hosūr, India')).toBeVisible();

  // A reload keeps the live order; /send-courier sends the customer back to it.
  await page.reload();
  await expect(page.getByTestId('order-otp')).toHaveText(otp);
  await page.goto('/send-courier');
  await expect(page).toHaveURL(/\/your-order$/);
  await expect(page.getByTestId('order-otp')).toHaveText(otp);
});

test('/your-order alerts when location is denied', async ({ browser }) => {
  const context = await browser.newContext({ permissions: [] });
  await useSession(context, await signUpAndLogIn());
  const page = await context.newPage();
  await page.goto('/your-order');
  await expect(page.getByTestId('toast')).toHaveText(
    'Location services are disabled. Please enable location services to move forward.',
  );
  await context.close();
});

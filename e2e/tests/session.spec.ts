import { expect, test, type Page } from '@playwright/test';
import { signUpCustomer, type SignedInCustomer } from '@dakiya/test-kit';
import {
  AT_MG_ROAD,
  acceptOffer,
  chooseDrop,
  expectPickupFromDevice,
  findDriver,
  quoteMediumParcel,
} from '@dakiya/test-kit/browser';

test.use(AT_MG_ROAD);

async function logInByEmail(page: Page, { customer }: SignedInCustomer) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In With Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/send-courier$/);
}

const storedKeys = (page: Page) =>
  page.evaluate(() => ({ local: Object.keys(localStorage), tab: Object.keys(sessionStorage) }));

test('a second customer signing in in the same tab sees nothing of the first one', async ({
  page,
}) => {
  const first = await signUpCustomer(undefined, { first_name: 'Kavya', last_name: 'Menon' });
  const second = await signUpCustomer(undefined, { first_name: 'Farhan', last_name: 'Qureshi' });
  page.on('dialog', (dialog) => void dialog.accept());

  // The first customer books a parcel and accepts a driver.
  await logInByEmail(page, first);
  await expect(page.getByText('Where to, Kavya?')).toBeVisible();
  await expectPickupFromDevice(page);
  await chooseDrop(page, 'Hosur', 'Hosur, Krishnagiri, Tamil Nadu, India');
  await page.getByRole('button', { name: /Parcel/ }).click();
  await quoteMediumParcel(page);
  const { firstOffer } = await findDriver(page);
  const firstOtp = await acceptOffer(page, firstOffer);

  // Logs out from the profile: the app goes to /login, which ends the session.
  await page.goto('/profile');
  await expect(page.getByText('Kavya Menon')).toBeVisible();
  await page.getByRole('button', { name: 'log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Arriving at /login clears storage once its screen mounts, a moment after the URL changes.
  await expect.poll(() => storedKeys(page)).toEqual({ local: [], tab: [] });

  // The second customer, same tab, no reload.
  await logInByEmail(page, second);
  await expect(page.getByText('Where to, Farhan?')).toBeVisible();
  await expect(page.getByText(/Kavya/)).toHaveCount(0);
  // Not sent to the first customer's order; none of their places, quote or fare.
  await expect(page).toHaveURL(/\/send-courier$/);
  await expectPickupFromDevice(page);
  await expect(page.getByRole('combobox', { name: 'Drop' })).toHaveValue('');
  await expect(page.getByTestId('estimate')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Find a Driver' })).toHaveCount(0);
  const stored = await page.evaluate(() => ({
    name: localStorage.getItem('name'),
    order: sessionStorage.getItem('order'),
    quotId: sessionStorage.getItem('quotId'),
    drop: sessionStorage.getItem('drop'),
  }));
  expect(stored).toEqual({ name: 'Farhan Qureshi', order: null, quotId: null, drop: null });
  await page.goto('/your-order');
  await expect(page.getByRole('heading', { name: 'No live order' })).toBeVisible();
  await expect(page.getByText(firstOtp, { exact: true })).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByText('Farhan Qureshi')).toBeVisible();
  await expect(page.getByText('Kavya Menon')).toHaveCount(0);
});

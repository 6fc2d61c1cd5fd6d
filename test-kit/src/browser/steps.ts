import { expect, type Page } from '@playwright/test';
import type { NewCustomer } from '../customers';
import { lastMessageTo, otpIn } from '../outbox';

// Steps a customer takes on screen, written once and used by the e2e journeys and the
// benchmarks that pass through them.

/** Browser options for a device that says it is on MG Road, Bengaluru (`test.use(...)`). */
export const AT_MG_ROAD = {
  geolocation: { latitude: 12.9756, longitude: 77.6066 },
  permissions: ['geolocation'],
};

/** On /send-courier: pickup is filled from the device position, reverse-geocoded to its locality. */
export async function expectPickupFromDevice(page: Page) {
  await expect(page.getByRole('combobox', { name: 'Pickup' })).toHaveValue(
    /^Vasanthanagar, Bengaluru/,
  );
}

/** Clicks through the three tutorial slides to /login. */
export async function finishTutorial(page: Page) {
  await page.goto('/tutorial');
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** On /login: an unknown number is sent to /signup with the number filled in. */
export async function tryPhoneLoginAsNewCustomer(page: Page, customer: NewCustomer) {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(customer.phone_number);
  await page.getByRole('button', { name: 'Send Otp' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Please Sign Up');
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Phone Number')).toHaveValue(customer.phone_number);
}

/** On /signup: photo from the (synthetic) front camera. Returns the captured image's size. */
export async function takePhoto(page: Page) {
  await page.getByRole('button', { name: 'Take your photo' }).click();
  const camera = page.getByRole('dialog', { name: 'Take your photo' });
  await expect(camera.getByRole('button', { name: 'Take photo' })).toBeEnabled({ timeout: 15_000 });
  await camera.getByRole('button', { name: 'Take photo' }).click();
  await expect(camera).toBeHidden();
  const photo = page.getByRole('img', { name: 'You, as captured' });
  await expect(photo).toBeVisible();
  return photo.evaluate((img: HTMLImageElement) => ({
    width: img.naturalWidth,
    height: img.naturalHeight,
    type: img.src.slice(0, 23),
  }));
}

/** On /signup with the phone number already there: the rest of the form, then Sign Up. */
export async function completeSignUp(page: Page, customer: NewCustomer) {
  await page.getByLabel('Full Name').fill(`${customer.first_name} ${customer.last_name}`);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Confirm Password').fill(customer.password);
  await page.getByLabel('Select Area').selectOption('Chennai');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByTestId('toast')).toHaveText('welcome to Dakiya, Please login');
  await expect(page).toHaveURL(/\/login$/);
}

/** On /login with the number filled in: the code from the development outbox, then Login. */
export async function logInWithPhoneOtp(page: Page, customer: NewCustomer) {
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(
    customer.phone_number,
  );
  await page.getByRole('button', { name: 'Send Otp' }).click();
  const codeField = page.getByRole('textbox', { name: 'One-time code' });
  await expect(codeField).toBeVisible();
  const code = otpIn(await lastMessageTo(`+91${customer.phone_number}`));
  expect(code).toMatch(/^\d{4}$/);
  await codeField.fill(code);
  await expect(page.getByRole('button', { name: /Resend OTP \(\d+s\)/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/send-courier$/);
  await expect(page.getByRole('button', { name: 'Open profile' })).toBeVisible();
}

/** On /send-courier: picks the drop place from the suggestions. */
export async function chooseDrop(page: Page, typed: string, suggestion: string) {
  const drop = page.getByRole('combobox', { name: 'Drop' });
  await drop.fill(typed);
  await page.getByRole('option', { name: suggestion }).click();
  await expect(drop).toHaveValue(suggestion);
}

/** In the open parcel form: a medium 6 kg parcel, Continue, and the estimate shows. */
export async function quoteMediumParcel(page: Page) {
  await page.getByRole('button', { name: 'Medium 50x50' }).click();
  await page.getByLabel('Weight (KG)').fill('6');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('estimate')).toHaveText(/^₹[\d,]+$/);
}

/** Offers the customer's own fare through the Bargain? dialog. */
export async function offerFare(page: Page, rupees: number) {
  await page.getByRole('button', { name: 'Bargain?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offer Your Fare' });
  await dialog.getByLabel('Your fare (₹)').fill(String(rupees));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('offered-fare')).toHaveText(`₹${rupees}`);
}

/** Find a Driver: waits for the drivers' list and its first offer (the simulator's, ~1.5 s). */
export async function findDriver(page: Page) {
  await page.getByRole('button', { name: 'Find a Driver' }).click();
  const drivers = page.getByRole('dialog', { name: "Drivers' offers" });
  await expect(drivers).toBeVisible();
  const firstOffer = drivers.getByRole('listitem').first();
  await expect(firstOffer).toBeVisible({ timeout: 15_000 });
  await expect(firstOffer).toContainText(/₹[\d,]+/);
  await expect(firstOffer).toContainText(/min · [\d.]+ km away · ★/);
  return { drivers, firstOffer };
}

/** Accepts an offer and checks the live order screen; returns the ride's one-time code. */
export async function acceptOffer(page: Page, offer: ReturnType<Page['locator']>) {
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/your-order$/);
  await expect(page.getByRole('heading', { name: /Your Ride is [\d.]+ km Away/ })).toBeVisible();
  const otp = await page.getByTestId('order-otp').innerText();
  expect(otp).toMatch(/^\d{4}$/);
  await expect(page.getByText(/^Rs [\d,]+$/)).toBeVisible();
  await expect(page.getByText('Hosur, Krishnagiri, Tamil Nadu, India')).toBeVisible();
  return otp;
}

/**
 * On /send-courier with the pickup from the device: a medium parcel to Hosur (36 km from MG
 * Road), the first driver's offer accepted; returns the ride's one-time code.
 */
export async function bookMediumParcelToHosur(page: Page) {
  await page.goto('/send-courier');
  await expectPickupFromDevice(page);
  await chooseDrop(page, 'Hosur', 'Hosur, Krishnagiri, Tamil Nadu, India');
  await page.getByRole('button', { name: /Parcel/ }).click();
  await quoteMediumParcel(page);
  const { firstOffer } = await findDriver(page);
  return acceptOffer(page, firstOffer);
}

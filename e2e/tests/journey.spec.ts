import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { lastMessageTo, newCustomer, otpIn } from '@dakiya/test-kit';
import {
  AT_MG_ROAD,
  acceptOffer,
  chooseDrop,
  completeSignUp,
  expectPickupFromDevice,
  findDriver,
  finishTutorial,
  logInWithPhoneOtp,
  offerFare,
  quoteMediumParcel,
  takePhoto,
  tryPhoneLoginAsNewCustomer,
} from '@dakiya/test-kit/browser';

// A new customer's whole first visit, with axe-core run on every screen and dialog on the way.
const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  'mobile 390x844': { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

for (const [device, options] of Object.entries(DEVICES)) {
  test.describe(device, () => {
    test.use({
      ...options,
      ...AT_MG_ROAD,
    });

    test('tutorial, sign up with photo, phone OTP, parcel with a bargain, offer, live order, profile, history, log out', async ({
      page,
    }) => {
      const customer = newCustomer();
      page.on('dialog', (dialog) => void dialog.accept());

      await page.goto('/tutorial');
      await expectAccessible(page, '/tutorial');
      await finishTutorial(page);
      await expectAccessible(page, '/login');

      await tryPhoneLoginAsNewCustomer(page, customer);
      await expectAccessible(page, '/signup');
      const photo = await takePhoto(page);
      expect(photo.width).toBe(photo.height);
      expect(photo.type).toBe('data:image/jpeg;base64,');
      await completeSignUp(page, customer);

      await logInWithPhoneOtp(page, customer);
      // Sign-up's welcome was for /login: gone once the customer is in, not at the end of its 5 s.
      // (The login takes 1-2 s here, well inside the toast's own 5 s.)
      await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 500 });
      await expectPickupFromDevice(page);
      await expectAccessible(page, '/send-courier');

      await chooseDrop(page, 'Hosur', 'Hosur, Krishnagiri, Tamil Nadu, India');
      await page.getByRole('button', { name: /Parcel/ }).click();
      await quoteMediumParcel(page);
      await expectAccessible(page, '/send-courier with an estimate');
      await offerFare(page, 900);
      const { firstOffer } = await findDriver(page);
      await expectAccessible(page, "drivers' offers");
      const otp = await acceptOffer(page, firstOffer);
      await expectAccessible(page, '/your-order');

      await page.getByRole('button', { name: 'Open profile' }).click();
      await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
      await expect(page.getByText(`${customer.first_name} ${customer.last_name}`)).toBeVisible();
      // The photo taken at sign-up, not the initial.
      await expect(page.getByTestId('profile-photo')).toBeVisible();
      await expectAccessible(page, '/profile');

      await page.getByRole('button', { name: 'Previous Orders' }).click();
      await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
      await expectAccessible(page, '/order-history');

      // The live order is still there after wandering off.
      await page.goto('/send-courier');
      await expect(page).toHaveURL(/\/your-order$/);
      await expect(page.getByTestId('order-otp')).toHaveText(otp);

      await page.getByRole('button', { name: 'Open profile' }).click();
      await page.getByRole('button', { name: 'log out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Open profile' })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    });
  });
}

// The same first visit by a customer whose browser asks for Hindi: every step found by its Hindi
// name (an English leftover fails to match), axe-core on every screen and dialog again.
for (const [device, options] of Object.entries(DEVICES)) {
  test.describe(`${device} in Hindi`, () => {
    test.use({ ...options, ...AT_MG_ROAD, locale: 'hi-IN' });

    test('the whole journey in Hindi, axe clean', async ({ page }) => {
      const customer = newCustomer();
      page.on('dialog', (dialog) => void dialog.accept());

      await page.goto('/tutorial');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { name: 'भरोसेमंद पार्सल पॉइंट' })).toBeVisible();
      await expectAccessible(page, '/tutorial in Hindi');
      for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'आगे' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'साइन इन' })).toBeVisible();
      await expectAccessible(page, '/login in Hindi');

      const phone = page.getByRole('textbox', { name: 'मोबाइल नंबर' });
      await phone.fill(customer.phone_number);
      await page.getByRole('button', { name: 'OTP भेजें' }).click();
      await expect(page.getByTestId('toast')).toHaveText('कृपया साइन अप करें');
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByLabel('फ़ोन नंबर')).toHaveValue(customer.phone_number);
      await expectAccessible(page, '/signup in Hindi');
      await page.getByRole('button', { name: 'अपनी फ़ोटो लें' }).click();
      const camera = page.getByRole('dialog', { name: 'अपनी फ़ोटो लें' });
      await expect(camera.getByRole('button', { name: 'फ़ोटो लें' })).toBeEnabled({
        timeout: 15_000,
      });
      await expectAccessible(page, 'the camera dialog in Hindi');
      await camera.getByRole('button', { name: 'फ़ोटो लें' }).click();
      await expect(page.getByRole('img', { name: 'आपकी खींची गई फ़ोटो' })).toBeVisible();
      await page.getByLabel('पूरा नाम').fill(`${customer.first_name} ${customer.last_name}`);
      await page.getByLabel('ईमेल').fill(customer.email);
      await page.getByLabel('पासवर्ड', { exact: true }).fill(customer.password);
      await page.getByLabel('पासवर्ड की पुष्टि करें').fill(customer.password);
      await page.getByLabel('इलाका चुनें').selectOption('Chennai');
      await page.getByRole('button', { name: 'साइन अप' }).click();
      await expect(page.getByTestId('toast')).toHaveText('Dakiya में आपका स्वागत है, कृपया लॉग इन करें');
      await expect(page).toHaveURL(/\/login$/);

      await expect(phone).toHaveValue(customer.phone_number);
      await page.getByRole('button', { name: 'OTP भेजें' }).click();
      const codeField = page.getByRole('textbox', { name: 'वन-टाइम कोड' });
      await expect(codeField).toBeVisible();
      await codeField.fill(otpIn(await lastMessageTo(`+91${customer.phone_number}`)));
      await expect(page.getByRole('button', { name: /OTP फिर से भेजें \(\d+ सेकंड\)/ })).toBeDisabled();
      await page.getByRole('button', { name: 'लॉग इन' }).click();
      await expect(page).toHaveURL(/\/send-courier$/);
      await expect(page.getByRole('combobox', { name: 'पिकअप' })).toHaveValue(/^Vasanthanagar/);
      await expectAccessible(page, '/send-courier in Hindi');

      const drop = page.getByRole('combobox', { name: 'ड्रॉप' });
      // Typed in Devanagari, found as the Latin name finds it: the town first, named in Hindi.
      await drop.fill('होसुर');
      await expect(page.getByRole('option', { name: /Hosur/ }).first()).toHaveText(
        'Hosur, कृष्णगिरि, तमिलनाडु, भारत',
      );
      await page.getByRole('option', { name: 'Hosur, कृष्णगिरि, तमिलनाडु, भारत' }).click();
      await expect(drop).toHaveValue('Hosur, कृष्णगिरि, तमिलनाडु, भारत');
      await page.getByRole('button', { name: /पार्सल/ }).click();
      await page.getByRole('button', { name: 'मध्यम 50x50' }).click();
      await page.getByLabel('वज़न (किलो)').fill('6');
      await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
      await expect(page.getByTestId('estimate')).toHaveText(/^₹[\d,]+$/);
      await expectAccessible(page, '/send-courier with an estimate in Hindi');

      await page.getByRole('button', { name: 'मोलभाव?' }).click();
      const bargain = page.getByRole('dialog', { name: 'अपना किराया बताएँ' });
      await bargain.getByLabel('आपका किराया (₹)').fill('900');
      await expectAccessible(page, 'the bargain dialog in Hindi');
      await bargain.getByRole('button', { name: 'जमा करें' }).click();
      await expect(page.getByTestId('offered-fare')).toHaveText('₹900');

      await page.getByRole('button', { name: 'ड्राइवर खोजें' }).click();
      const drivers = page.getByRole('dialog', { name: 'ड्राइवरों के ऑफ़र' });
      const firstOffer = drivers.getByRole('listitem').first();
      await expect(firstOffer).toBeVisible({ timeout: 15_000 });
      await expect(firstOffer).toContainText(/\d+ मिनट · [\d.]+ किमी दूर · ★/);
      await expectAccessible(page, "drivers' offers in Hindi");
      await firstOffer.getByRole('button', { name: 'स्वीकार करें' }).click();
      await expect(page).toHaveURL(/\/your-order$/);
      await expect(
        page.getByRole('heading', { name: /आपकी सवारी [\d.]+ किमी दूर है/ }),
      ).toBeVisible();
      await expect(page.getByText('कुल किराया')).toBeVisible();
      await expectAccessible(page, '/your-order in Hindi');

      await page.getByRole('button', { name: 'प्रोफ़ाइल खोलें' }).click();
      await expect(page.getByRole('heading', { name: 'मेरी प्रोफ़ाइल' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute(
        'href',
        /privacy-policy\.hi\.pdf$/,
      );
      await expectAccessible(page, '/profile in Hindi');
      await page.getByRole('button', { name: 'पिछले ऑर्डर' }).click();
      await expect(page.getByRole('heading', { name: 'ऑर्डर इतिहास' })).toBeVisible();
      await expectAccessible(page, '/order-history in Hindi');

      await page.getByRole('button', { name: 'प्रोफ़ाइल खोलें' }).click();
      await page.getByRole('button', { name: 'लॉग आउट' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'साइन इन' })).toBeVisible();
    });
  });
}

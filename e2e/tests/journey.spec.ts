import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { newCustomer } from '@dakiya/test-kit';
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
      await expectPickupFromDevice(page);
      await expectAccessible(page, '/send-courier');

      await chooseDrop(page, 'Hosur', 'Hosūr, India');
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

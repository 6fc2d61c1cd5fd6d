import { expect, test } from '@playwright/test';
import { lastMessageTo, otpIn, signUpCustomer } from '@dakiya/test-kit';

// Sign-up with a photo and the phone-OTP login are in the whole journey (journey.spec.ts).
test('log in by email, then reset a forgotten password and log in with the new one', async ({
  page,
}) => {
  const { customer } = await signUpCustomer();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In With Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Invalid Credentials');
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/send-courier$/);

  // Forgot password: e-mailed OTP, new password, then log in with it.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In With Email' }).click();
  const opener = page.getByRole('button', { name: 'Forgot Password?' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByTestId('toast')).toHaveText('OTP sent successfully');
  const resetCode = otpIn(await lastMessageTo(customer.email));
  expect(resetCode).toMatch(/^\d{4}$/);
  await dialog.getByRole('textbox', { name: 'OTP' }).fill(resetCode);
  await dialog.getByLabel('New password').fill('Brand-New-Pass9');
  await dialog.getByLabel('Confirm password').fill('Brand-New-Pass9');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Password changed successfully');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill('Brand-New-Pass9');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/send-courier$/);
});

test('the forgot-password dialog traps focus and closes on Escape', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In With Email' }).click();
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(dialog).toBeVisible(); // its code loads on first use
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Forgot Password?' })).toBeFocused();
});

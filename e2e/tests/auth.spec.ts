import { expect, test } from '@playwright/test';
import { latestMessageTo, uniqueCustomer } from '../support/customer';

test('sign up with a photo, log in by phone OTP, then by email, then reset the password', async ({
  page,
}) => {
  const customer = uniqueCustomer();

  await page.goto('/tutorial');
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The phone panel is the default; an unknown number is sent to sign up with it.
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(customer.phone_number);
  await page.getByRole('button', { name: 'Send Otp' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Please Sign Up');
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Phone Number')).toHaveValue(customer.phone_number);

  // Photo from the (synthetic) front camera.
  await page.getByRole('button', { name: 'Take your photo' }).click();
  const camera = page.getByRole('dialog', { name: 'Take your photo' });
  await expect(camera.getByRole('button', { name: 'Take photo' })).toBeEnabled({ timeout: 15_000 });
  await camera.getByRole('button', { name: 'Take photo' }).click();
  await expect(camera).toBeHidden();
  const photo = page.getByRole('img', { name: 'You, as captured' });
  await expect(photo).toBeVisible();
  const size = await photo.evaluate((img: HTMLImageElement) => ({
    w: img.naturalWidth,
    h: img.naturalHeight,
    src: img.src.slice(0, 23),
  }));
  expect(size.w).toBe(size.h);
  expect(size.src).toBe('data:image/jpeg;base64,');

  await page.getByLabel('Full Name').fill(`${customer.first_name} ${customer.last_name}`);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Confirm Password').fill(customer.password);
  await page.getByLabel('Select Area').selectOption('Chennai');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByTestId('toast')).toHaveText('welcome to Dakiya, Please login');
  await expect(page).toHaveURL(/\/login$/);

  // Phone OTP, read from the development outbox.
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(
    customer.phone_number,
  );
  await page.getByRole('button', { name: 'Send Otp' }).click();
  const code = /\b(\d{4})\b/.exec(await latestMessageTo(`+91${customer.phone_number}`))![1]!;
  await page.getByRole('textbox', { name: 'One-time code' }).fill(code);
  await expect(page.getByRole('button', { name: /Resend OTP \(\d+s\)/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/send-courier$/);
  await expect(page.getByRole('button', { name: 'Open profile' })).toBeVisible();

  // Email login (arriving at /login clears the session).
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Open profile' })).toHaveCount(0);
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
  const resetCode = /\b(\d{4})\b/.exec(await latestMessageTo(customer.email))![1]!;
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
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Forgot Password?' })).toBeFocused();
});

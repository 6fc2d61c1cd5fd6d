import { expect, test } from '@playwright/test';
import { appUrl } from '@dakiya/local-system';
import { signUpCustomer } from '@dakiya/test-kit';
import { seedSession } from '@dakiya/test-kit/browser';

test.use({
  permissions: ['clipboard-read', 'clipboard-write', 'geolocation'],
  geolocation: { latitude: 19.076, longitude: 72.8777 },
});

test('profile from the frame, order history, book and copy the customer-care number', async ({
  page,
  context,
}) => {
  const session = await signUpCustomer();
  await seedSession(context, session);
  const meRequests: string[] = [];
  page.on('request', (request) => request.url().endsWith('/me/') && meRequests.push(request.url()));

  // booking-app fetches the signed-in user...
  await page.goto('/send-courier');
  await expect(page.getByText('Where to, Meera?')).toBeVisible();
  // ...and account-app, another remote, reads it from the one shared cache.
  await page.getByRole('button', { name: 'Open profile' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Meera Iyer')).toBeVisible();
  expect(meRequests).toHaveLength(1);

  const privacy = page.getByRole('link', { name: 'Privacy Policy' });
  const pdf = await page.request.get(
    new URL((await privacy.getAttribute('href'))!, appUrl('account_app', '/')).toString(),
  );
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Previous Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(page.getByText('Trucks and two wheeler orders')).toBeVisible();
  await expect(page.getByText('Rs 1,250/-')).toBeVisible();
  await page.getByRole('button', { name: 'Book Again' }).first().click();

  await expect(page).toHaveURL(/\/book$/);
  await expect(
    page.getByText('To Book a specific driver or vehicle you need to call us on this number'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:1800120120');
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Customer care number copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1800120120');

  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/order-history$/);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Open profile' })).toHaveCount(0);
});

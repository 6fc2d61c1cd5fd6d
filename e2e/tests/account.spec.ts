import { expect, test } from '@playwright/test';
import { appUrl } from '@dakiya/local-system';
import { registerOnlineDriver, signUpCustomer, tripStepThere } from '@dakiya/test-kit';
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
  // One delivered order of this customer's, for the history (made through the API).
  const driver = await registerOnlineDriver({ position: { lat: 19.07, lng: 72.87 } });
  const ride = await session.client.post(`/bargaining/${session.userId}/`, {
    type: 'Parcel',
    pickup_location: 'Andheri East, Mumbai',
    drop_location: 'Bandra West, Mumbai',
    offer_fare: 1200,
    weight: 3,
    pickup_lat: 19.1136,
    pickup_lng: 72.8697,
  });
  const offer = await driver.client.post(`/drivers/me/rides/${ride.body.id}/offers/`, {
    fare: 1250,
  });
  const order = await session.client.post(
    `/bargaining/RideGet/${session.userId}/driverassign/${offer.body.rideId}/`,
  );
  for (const [step, body] of [
    ['arrive', {}],
    ['start', { otp: order.body.checkotp }],
    ['deliver', { delivery_code: order.body.delivery_code }],
  ] as const)
    expect((await tripStepThere(driver.client, ride.body.id, step, body)).status).toBe(200);
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
  const card = page.getByRole('article', { name: 'Order from Andheri East, Mumbai' });
  await expect(card).toContainText('Rs 1,250/-');
  await expect(card).toContainText('2 wheeler');
  await expect(card).toContainText('Completed');
  await card.getByRole('button', { name: 'Book Again' }).click();

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

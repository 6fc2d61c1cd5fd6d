import { expect, test, type Page } from '@playwright/test';
import { apiUrl } from '@dakiya/local-system';
import { apiClient, newCustomer, signUpCustomer } from '@dakiya/test-kit';
import {
  AT_MG_ROAD,
  chooseDrop,
  completeSignUp,
  findDriver,
  logInWithPhoneOtp,
  quoteMediumParcel,
  seedSession,
  takePhoto,
  tryPhoneLoginAsNewCustomer,
} from '@dakiya/test-kit/browser';

test.use(AT_MG_ROAD);

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every Content Security Policy violation of the page from its first byte. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const consoleCsp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleCsp.push(message.text());
  });
  return async () => {
    const violations = await page.evaluate(() => window.cspViolations ?? []);
    return [...violations, ...consoleCsp];
  };
}

test.describe('in Mumbai', () => {
  // Away from the other specs' Bengaluru rides, so this city's simulated drivers are free.
  test.use({ geolocation: { latitude: 19.076, longitude: 72.8777 } });

  test('the CSP is sent and breaks nothing: sign-up with the camera, login, the map and offers', async ({
    page,
    request,
  }) => {
    const headers = (await request.get('/login')).headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(headers['x-frame-options']).toBe('DENY');
    const violations = await watchCsp(page);

    // auth-app: sign-up with a photo from the camera (a blob: preview), then the phone-OTP login.
    const customer = newCustomer({ first_name: 'Nila', last_name: 'Das' });
    await page.goto('/login');
    await tryPhoneLoginAsNewCustomer(page, customer);
    await takePhoto(page);
    await completeSignUp(page, customer);
    await logInWithPhoneOtp(page, customer);

    // booking-app: the map, places, a quotation and the drivers' offers.
    await expect(page.getByRole('combobox', { name: 'Pickup' })).toHaveValue(
      /Maharashtra 400\d{3}, India$/,
    );
    await chooseDrop(page, 'Thane', 'Thane, Maharashtra, India');
    await page.getByRole('button', { name: /Parcel/ }).click();
    await quoteMediumParcel(page);
    await findDriver(page);

    // account-app.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test('pages that need a customer send a signed-out visitor to /login', async ({ page }) => {
  for (const path of ['/send-courier', '/profile', '/order-history']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  }
});

test('an ended session sends the customer to /login with a toast saying so', async ({ page }) => {
  const customer = await signUpCustomer();
  // The session ends elsewhere (another device logged out): its tokens no longer work.
  await apiClient(apiUrl()).post('/token/logout/', { refresh: customer.refresh });
  await seedSession(page.context(), customer);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('toast')).toHaveText(
    'Your session has ended. Please log in again.',
  );
});

test('an expired access token is refreshed once and the page carries on', async ({ page }) => {
  const customer = await signUpCustomer(undefined, { first_name: 'Ira', last_name: 'Sen' });
  // An access token the API refuses (as after its hour), with a refresh token that still works.
  await seedSession(page.context(), { ...customer, access: 'expired.access.token' });
  let refreshes = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/token/refresh/')) refreshes += 1;
  });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Ira Sen')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('access')))
    .not.toBe('expired.access.token');
  expect(refreshes).toBe(1);
  await expect(page).toHaveURL(/\/profile$/);
});

test('log out ends the session on the server', async ({ page }) => {
  const customer = await signUpCustomer();
  await seedSession(page.context(), customer);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(async () => (await apiClient(apiUrl(), customer.access).get('/me/')).status)
    .toBe(401);
  expect(
    (await apiClient(apiUrl()).post('/token/refresh/', { refresh: customer.refresh })).status,
  ).toBe(401);
});

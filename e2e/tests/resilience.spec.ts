import { expect, test, type Page } from '@playwright/test';
import { apiUrl, appUrl, localRemotesManifest, localUrl } from '@dakiya/local-system';
import { signUpCustomer } from '@dakiya/test-kit';
import {
  AT_MG_ROAD,
  chooseDrop,
  expectPickupFromDevice,
  quoteMediumParcel,
  seedSession,
} from '@dakiya/test-kit/browser';
import { restoreRemotesManifest, useRemotesManifest } from '../support/remotes';
import { serveBuild } from '../support/static-server';

/** Client-side navigation, as a link inside the app would do it. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const REMOTES = [
  {
    remote: 'auth_app',
    app: 'auth-app',
    label: 'Sign-in',
    route: '/login',
    screen: { name: 'Sign In', level: 1 },
    elsewhere: { route: '/order-history', heading: 'Order History' },
  },
  {
    remote: 'booking_app',
    app: 'booking-app',
    label: 'Booking',
    route: '/send-courier',
    screen: { name: 'Send Courier', level: 1 },
    elsewhere: { route: '/order-history', heading: 'Order History' },
  },
  {
    remote: 'account_app',
    app: 'account-app',
    label: 'Your account',
    route: '/order-history',
    screen: { name: 'Order History', level: 1 },
    // Not /login: arriving there signs the customer out, and these pages need one.
    elsewhere: { route: '/send-courier', heading: 'Send Courier' },
  },
] as const;

test.afterEach(restoreRemotesManifest);

for (const [index, down] of REMOTES.entries()) {
  test(`${down.app} down: its area says so, the rest works, and Retry loads it once it is back`, async ({
    page,
  }) => {
    // Booking and account screens need a signed-in customer.
    await seedSession(page.context(), await signUpCustomer());
    // The remote "moved" to a port where nothing runs yet.
    const port = 3011 + index;
    useRemotesManifest({
      ...localRemotesManifest(),
      [down.remote]: localUrl(port, '/mf-manifest.json'),
    });
    await page.goto(down.route);
    const failure = page
      .getByRole('alert')
      .filter({ hasText: `${down.label} is not available right now` });
    await expect(failure).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Dakiya');

    // Retry while still down: still the message, no crash.
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toBeVisible();

    // Another remote keeps working in the same page, and so do the toasts.
    await navigateInApp(page, down.elsewhere.route);
    await expect(page.getByRole('heading', { name: down.elsewhere.heading })).toBeVisible();
    await page.goBack();
    await expect(failure).toBeVisible();

    const server = await serveBuild(down.app, port);
    try {
      await failure.getByRole('button', { name: 'Retry' }).click();
      await expect(failure).toHaveCount(0);
      await expect(page.getByRole('heading', down.screen)).toBeVisible();
    } finally {
      server.close();
    }
  });
}

test('a remote redeployed at a new URL is found by editing only the remotes manifest', async ({
  page,
}) => {
  const newHome = localUrl(3022, '/');
  await seedSession(page.context(), await signUpCustomer());
  const server = await serveBuild('booking-app', 3022);
  try {
    useRemotesManifest({
      ...localRemotesManifest(),
      booking_app: `${newHome}mf-manifest.json`,
    });
    const fromNewHome: string[] = [];
    const fromOldHome: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(newHome)) fromNewHome.push(request.url());
      if (request.url().startsWith(appUrl('booking_app', '/'))) fromOldHome.push(request.url());
    });
    await page.goto('/send-courier');
    await expect(page.getByRole('heading', { name: 'Send Courier' })).toBeAttached();
    await expect(page.getByRole('combobox', { name: 'Drop' })).toBeVisible();
    expect(fromNewHome.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(fromOldHome).toEqual([]);
  } finally {
    server.close();
  }
});

/** The offer stream refused (a ticket gone stale, too many streams): EventSource gives up. */
const refuseStream = (route: {
  fulfill: (answer: { status: number; body: string }) => Promise<void>;
}) => route.fulfill({ status: 503, body: '' });

test.describe('the API down and back', () => {
  test.use(AT_MG_ROAD);

  test('clear messages, nothing lost, and the driver list resumes polling', async ({
    page,
    context,
  }) => {
    await seedSession(context, await signUpCustomer());
    // The list's offer stream is refused throughout, so the list runs on its polling fallback,
    // which is what an outage leaves it (a real outage drops an open stream; a route added in a
    // test does not end one already open).
    await page.route(apiUrl('/bargaining/RideGet/*/events/**'), refuseStream);
    await page.goto('/send-courier');
    await expectPickupFromDevice(page);
    await chooseDrop(page, 'Hosur', 'Hosur, Krishnagiri, Tamil Nadu, India');
    await page.getByRole('button', { name: /Parcel/ }).click();
    await quoteMediumParcel(page);
    const estimate = await page.getByTestId('estimate').innerText();

    // Every call to the API now fails as a refused connection would.
    const apiDown = (route: { abort: (code: string) => Promise<void> }) =>
      route.abort('connectionrefused');
    await page.route(apiUrl('/**'), apiDown);
    await page.getByRole('button', { name: 'Find a Driver' }).click();
    await expect(page.getByTestId('toast')).toHaveText(
      'Cannot reach Dakiya right now. Check your connection and try again.',
    );
    await expect(page.getByRole('dialog', { name: "Drivers' offers" })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Drop' })).toHaveValue(
      'Hosur, Krishnagiri, Tamil Nadu, India',
    );
    await expect(page.getByTestId('estimate')).toHaveText(estimate);

    // Back: the same button works, and offers come in.
    await page.unroute(apiUrl('/**'), apiDown);
    await page.getByRole('button', { name: 'Find a Driver' }).click();
    const drivers = page.getByRole('dialog', { name: "Drivers' offers" });
    await expect(drivers.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });

    // Down while the list polls: the offers stay and the list says it is still trying...
    await page.route(apiUrl('/**'), apiDown);
    await expect(drivers.getByText(/Cannot reach Dakiya right now/)).toBeVisible();
    await expect(drivers.getByRole('listitem').first()).toBeVisible();
    const offersWhileDown = await drivers.getByRole('listitem').count();

    // ...and once the API is back, polling picks up where it was (the simulator's later offers).
    await page.unroute(apiUrl('/**'), apiDown);
    await expect(drivers.getByText(/Cannot reach Dakiya right now/)).toBeHidden();
    await expect
      .poll(() => drivers.getByRole('listitem').count(), { timeout: 15_000 })
      .toBeGreaterThan(offersWhileDown);
  });
});

test.describe("the drivers' list on the ride's offer stream", () => {
  test.use(AT_MG_ROAD);

  test('polls every second only while its stream is down, and takes offers from the stream once it is up', async ({
    page,
    context,
  }) => {
    await seedSession(context, await signUpCustomer());
    const polls: number[] = [];
    page.on('request', (request) => {
      if (/\/bargaining\/RideGet\/\d+\/$/.test(request.url())) polls.push(Date.now());
    });
    const pollsSince = (since: number) => polls.filter((at) => at >= since).length;
    // The stream is refused when the list opens: it polls.
    const streamUrl = apiUrl('/bargaining/RideGet/*/events/**');
    await page.route(streamUrl, refuseStream);
    await page.goto('/send-courier');
    await expectPickupFromDevice(page);
    await chooseDrop(page, 'Hosur', 'Hosur, Krishnagiri, Tamil Nadu, India');
    await page.getByRole('button', { name: /Parcel/ }).click();
    await quoteMediumParcel(page);
    await page.getByRole('button', { name: 'Find a Driver' }).click();
    const drivers = page.getByRole('dialog', { name: "Drivers' offers" });
    await expect(drivers).toBeVisible();
    const downSince = Date.now();
    await page.waitForTimeout(5000);
    expect(pollsSince(downSince)).toBeGreaterThanOrEqual(3);
    expect(pollsSince(downSince)).toBeLessThanOrEqual(7);

    // The stream is let through: the list tries it again within 10 s, reads once, then stops
    // polling while the simulator's offers come on the stream.
    await page.unroute(streamUrl, refuseStream);
    await page.waitForTimeout(11_500);
    const upSince = Date.now();
    await expect(drivers.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(4000);
    expect(pollsSince(upSince)).toBeLessThanOrEqual(1);
  });
});

test.describe('a reload keeps the customer where they were', () => {
  test.use(AT_MG_ROAD);

  const SCREENS = [
    { route: '/tutorial', heading: 'Trusted Parcel Point' },
    { route: '/login', heading: 'Sign In' },
    { route: '/signup', heading: 'Sign Up' },
    { route: '/location', heading: 'Where are you?' },
    { route: '/profile', heading: 'My Profile' },
    { route: '/order-history', heading: 'Order History' },
    { route: '/book', heading: 'Book with number' },
  ];

  test('on every screen', async ({ page, context }) => {
    await seedSession(context, await signUpCustomer());
    for (const { route, heading } of SCREENS) {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeAttached();
      await page.reload();
      await expect(page, `reload on ${route}`).toHaveURL(new RegExp(`${route}$`));
      await expect(page.getByRole('heading', { name: heading }).first()).toBeAttached();
    }
  });

  test('on /send-courier with places chosen, and on /your-order with a live order', async ({
    page,
    context,
  }) => {
    await seedSession(context, await signUpCustomer());
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/send-courier');
    await expectPickupFromDevice(page);
    await chooseDrop(page, 'Hosur', 'Hosur, Krishnagiri, Tamil Nadu, India');
    await page.reload();
    await expect(page).toHaveURL(/\/send-courier$/);
    await expect(page.getByRole('combobox', { name: 'Drop' })).toHaveValue(
      'Hosur, Krishnagiri, Tamil Nadu, India',
    );
    await expectPickupFromDevice(page);
  });
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { DRIVER_ROUTES } from '@dakiya/domain';
import {
  lastMessageTo,
  newDriver,
  otpIn,
  outboxMark,
  registerOnlineDriver,
  signUpCustomer,
} from '@dakiya/test-kit';
import { AT_MG_ROAD, seedSession } from '@dakiya/test-kit/browser';
import { expectAccessible } from '../support/a11y';
import { patternIn, textIn, type Language } from '../support/catalogues';
import {
  DRIVER_NEAR_MG_ROAD,
  PHONE,
  expectNoSidewaysScroll,
  withRealDriversOnly,
} from '../support/real-drivers';

// Two phones and no simulated drivers: a customer books, a real driver in the driver app offers,
// carries the parcel through every step (the customer's delivery code at the drop, the cash),
// and both see the end — the customer's receipt, the driver's earnings. Once in English and once
// in Hindi.

withRealDriversOnly();

async function phone(browser: Browser, language: Language, where: typeof AT_MG_ROAD) {
  const context = await browser.newContext({
    ...PHONE,
    ...where,
    locale: language === 'hi' ? 'hi-IN' : 'en-IN',
  });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  return { context, page };
}

/** The driver signs up in the app: phone code, vehicle, the camera photo. */
async function signUpDriver(page: Page, tr: (source: string) => string) {
  const driver = newDriver();
  await page.goto(DRIVER_ROUTES.signup);
  await page.getByLabel(tr('Your name')).fill(driver.name);
  await page.getByRole('textbox', { name: tr('Mobile number') }).fill(driver.phone_number);
  await page.getByRole('button', { name: tr('Text me a code') }).click();
  const code = otpIn(await lastMessageTo(`+91${driver.phone_number}`));
  await page.getByRole('textbox', { name: tr('Code texted to you') }).fill(code);
  await page.getByRole('radio', { name: /Two Wheeler|2 Wheeler|दोपहिया/i }).check();
  await page.getByLabel(tr('Vehicle make and model')).fill(driver.vehicle_model);
  await page.getByLabel(tr('Registration number')).fill(driver.registration);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: tr('Take your photo') }).click();
  const camera = page.getByRole('dialog', { name: tr('Take your photo') });
  const shutter = camera.getByRole('button', { name: tr('Take photo') });
  await expect(shutter).toBeEnabled({ timeout: 15_000 });
  await shutter.click();
  await expect(page.getByRole('img', { name: tr('You, as captured') })).toBeVisible();
  await page.getByRole('button', { name: tr('Register') }).click();
  await expect(page).toHaveURL(new RegExp(`${DRIVER_ROUTES.requests}$`));
}

/** A driver registered earlier logs in with the code texted to their phone. */
async function logInDriver(page: Page, tr: (source: string) => string) {
  const { driver, client } = await registerOnlineDriver();
  await client.put('/drivers/me/status/', { online: false });
  await page.goto(DRIVER_ROUTES.login);
  await page.getByRole('textbox', { name: tr('Mobile number') }).fill(driver.phone_number);
  // The phone already has its sign-up code: wait for the one this tap sends.
  const beforeTap = await outboxMark();
  await page.getByRole('button', { name: tr('Text me a code') }).click();
  const code = otpIn(await lastMessageTo(`+91${driver.phone_number}`, undefined, beforeTap));
  await page.getByRole('textbox', { name: tr('Code texted to you') }).fill(code);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: tr('Log in') }).click();
  await expect(page).toHaveURL(new RegExp(`${DRIVER_ROUTES.requests}$`));
}

for (const language of ['en', 'hi'] as const) {
  test(`two phones in ${language === 'en' ? 'English' : 'Hindi'}: a real driver offers, picks up with the code, delivers; receipt and earnings`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const tr = (source: string, values?: Record<string, string | number>) =>
      textIn(language, source, values);

    // The driver's phone: signed up in English, logged in in Hindi; then online.
    const driverPhone = await phone(browser, language, DRIVER_NEAR_MG_ROAD);
    const driver = driverPhone.page;
    if (language === 'en') await signUpDriver(driver, tr);
    else await logInDriver(driver, tr);
    await driver.getByRole('button', { name: tr('Go online') }).click();
    await expect(
      driver.getByText(tr('You are online. New requests appear here by themselves.')),
    ).toBeVisible();
    await expectAccessible(driver, `the driver's requests, ${language}`);

    // The customer's phone books a medium parcel from MG Road to Hosūr.
    const customerPhone = await phone(browser, language, AT_MG_ROAD);
    const customer = customerPhone.page;
    await seedSession(customerPhone.context, await signUpCustomer());
    await customer.goto('/send-courier');
    // Places are named in the customer's language where the data has a name in it.
    await expect(customer.getByRole('combobox', { name: tr('Pickup') })).toHaveValue(
      language === 'hi' ? /बेंगलुरु/ : /Bengaluru/,
    );
    const drop = customer.getByRole('combobox', { name: tr('Drop') });
    await drop.fill('Hosur');
    await customer
      .getByRole('option', { name: /Hos[uū]r/ })
      .first()
      .click();
    await customer.getByRole('button', { name: new RegExp(tr('Parcel')) }).click();
    await customer.getByRole('button', { name: `${tr('Medium')} 50x50` }).click();
    await customer.getByLabel(tr('Weight (KG)')).fill('6');
    await customer.getByRole('button', { name: tr('Continue') }).click();
    await customer.getByRole('button', { name: tr('Find a Driver') }).click();
    const offers = customer.getByRole('dialog', { name: tr("Drivers' offers") });
    await expect(offers).toBeVisible();

    // The request reaches the driver's screen by push; the driver asks ₹20 more.
    const request = driver.getByRole('article').filter({ hasText: /Hos[uū]r/ });
    await expect(request).toBeVisible({ timeout: 10_000 });
    // The whole card within a 360 px screen, in either language.
    await expectNoSidewaysScroll(driver);
    await request.getByRole('button', { name: '+₹20' }).click();
    await expect(request).toContainText(patternIn(language, 'You offered {fare} · {state}'));

    // The customer sees that one offer, from the real driver, and accepts it.
    const offer = offers.getByRole('listitem').first();
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await expect(offers.getByRole('listitem')).toHaveCount(1);
    await offer.getByRole('button', { name: tr('Accept') }).click();
    await expect(customer).toHaveURL(/\/your-order$/);
    const code = (await customer.getByTestId('order-otp').innerText()).trim();
    expect(code).toMatch(/^\d{4}$/);

    // The driver's app goes to the trip: arrived, the customer's code, picked up, delivered.
    await expect(driver).toHaveURL(new RegExp(`${DRIVER_ROUTES.trip}$`), { timeout: 15_000 });
    await expectAccessible(driver, `the driver's trip, ${language}`);
    // The API takes each step only at its place: the driver's phone drives there first, and the
    // customer's screen says so (0.1 km away) once the position has reached the API.
    const driveTo = async (place: { lat: number; lng: number }) => {
      await driverPhone.context.setGeolocation({ latitude: place.lat, longitude: place.lng });
      await expect(customer.locator('#order-title')).toContainText('0.1', {
        timeout: 15_000,
      });
    };
    const order = await customer.evaluate(() => JSON.parse(sessionStorage.getItem('order')!));
    await driveTo(order.pickup);
    await driver.getByRole('button', { name: tr('Arrived') }).click();
    await expect(customer.getByRole('heading', { name: tr('Your driver is here') })).toBeVisible();
    await driver.getByLabel(tr("Customer's pickup code")).fill(code);
    await driver.getByRole('button', { name: tr('Picked up') }).click();
    await expect(customer.getByTestId('order-status')).toContainText(
      patternIn(language, 'Parcel picked up · {minutes} min to the drop'),
    );
    await driveTo(order.drop);
    // The customer receives the parcel: their screen shows the delivery code.
    const deliveryCode = (await customer.getByTestId('order-delivery-code').innerText()).trim();
    await driver.getByLabel(tr('Delivery code')).fill(deliveryCode);
    await driver.getByRole('button', { name: tr('Delivered') }).click();
    const nextStep = driver.getByRole('region', { name: tr('Next step') });
    // With the amount in it: in Hindi "{amount} लें" alone also reads "फ़ोटो लें" (take a photo).
    const collect = nextStep
      .getByText(patternIn(language, 'Collect {amount}'))
      .filter({ hasText: /₹[\d,]+/ });
    await expect(collect).toBeVisible();
    const fare = (await collect.innerText()).match(/₹[\d,]+/)![0];
    await driver.getByRole('button', { name: tr('Cash received') }).click();
    await expect(driver.getByText(patternIn(language, '{amount} received in cash'))).toBeVisible();

    // The customer's receipt, at the driver's fare.
    await expect(customer.getByRole('heading', { name: tr('Delivered') })).toBeVisible({
      timeout: 15_000,
    });
    const receipt = customer.getByRole('region', { name: tr('Receipt') });
    await expect(receipt).toContainText(fare.replace('₹', ''));

    // The driver's earnings today: this one trip.
    await driver.getByRole('button', { name: tr('Done') }).click();
    await driver.getByRole('link', { name: tr('Earnings') }).click();
    await expect(driver.getByRole('heading', { name: tr('Earnings') })).toBeVisible();
    await expect(
      driver.getByRole('region', { name: patternIn(language, 'Today, {0}') }),
    ).toContainText(fare.replace('₹', ''));
    await expectAccessible(driver, `the driver's earnings, ${language}`);

    await customerPhone.context.close();
    await driverPhone.context.close();
  });
}

import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DRIVER_LOCAL_KEYS, DRIVER_ROUTES } from '@dakiya/domain';
import {
  lastMessageTo,
  outboxMark,
  registerOnlineDriver,
  signUpCustomer,
  type OnlineDriver,
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

// Paying and proving, with a real driver in the driver app and no simulated ones: the customer
// books with a recipient and UPI, the recipient follows the tracking link on a third phone, the
// driver delivers with the recipient's code, the customer pays by UPI and the driver confirms,
// then the customer downloads the tax invoice and rates the driver. In English and in Hindi.

const RECIPIENT = { name: 'Kavya Rao', phone: '9123456780' };

withRealDriversOnly();

async function phone(
  browser: Browser,
  language: Language,
  where: object = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...PHONE,
    ...where,
    locale: language === 'hi' ? 'hi-IN' : 'en-IN',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  return { context, page };
}

/** A driver signed up earlier, signed in on this phone (the driver app's own keys). */
async function signedInDriver(context: BrowserContext): Promise<OnlineDriver> {
  const driver = await registerOnlineDriver();
  await driver.client.put('/drivers/me/status/', { online: false });
  await context.addInitScript(
    ([keys, access, refresh, name]) => {
      localStorage.setItem(keys.access, access);
      localStorage.setItem(keys.refresh, refresh);
      localStorage.setItem(keys.name, name);
    },
    [DRIVER_LOCAL_KEYS, driver.access, driver.refresh, driver.driver.name] as const,
  );
  return driver;
}

for (const language of ['en', 'hi'] as const) {
  test(`paying and proving in ${language === 'en' ? 'English' : 'Hindi'}: a recipient follows the link, the code delivers, UPI is paid, the invoice is saved, the driver rated`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const tr = (source: string, values?: Record<string, string | number>) =>
      textIn(language, source, values);

    // The driver, online near MG Road.
    const driverPhone = await phone(browser, language, DRIVER_NEAR_MG_ROAD);
    const driverAccount = await signedInDriver(driverPhone.context);
    const driver = driverPhone.page;
    await driver.goto(DRIVER_ROUTES.requests);
    await driver.getByRole('button', { name: tr('Go online') }).click();

    // The customer books a parcel for Kavya, paid by UPI.
    const customerPhone = await phone(browser, language, AT_MG_ROAD);
    const customerAccount = await signUpCustomer();
    await seedSession(customerPhone.context, customerAccount);
    const customer = customerPhone.page;
    await customer.goto('/send-courier');
    const drop = customer.getByRole('combobox', { name: tr('Drop') });
    await drop.fill('Koramangala');
    await customer.getByRole('listbox').getByRole('option').first().click();
    await customer.getByRole('button', { name: new RegExp(tr('Parcel')) }).click();
    await customer.getByRole('button', { name: `${tr('Medium')} 50x50` }).click();
    await customer.getByLabel(tr('Weight (KG)')).fill('4');
    await customer.getByRole('button', { name: tr('Continue') }).click();
    const findDriver = customer.getByRole('button', { name: tr('Find a Driver') });
    await expect(findDriver).toBeInViewport();
    await customer.getByTestId('delivery-summary').click();
    const details = customer.getByRole('dialog', { name: tr('Delivery details') });
    await details.getByRole('radio', { name: tr('Someone else') }).check();
    await details.getByRole('button', { name: tr('Done') }).click();
    // Checked before it is taken: a name and a 10-digit phone.
    await expect(details.getByText(tr("Enter the recipient's name"))).toBeVisible();
    await details.getByLabel(tr("Recipient's name")).fill(RECIPIENT.name);
    await details.getByLabel(tr("Recipient's phone")).fill(RECIPIENT.phone);
    await details.getByLabel(tr('Note for the driver (optional)')).fill('Gate 2, ask the guard');
    await details.getByRole('radio', { name: tr('UPI (any UPI app)') }).check();
    await expectAccessible(customer, `the delivery details, ${language}`);
    await details.getByRole('button', { name: tr('Done') }).click();
    await expect(customer.getByTestId('delivery-summary')).toContainText(RECIPIENT.name);
    // The estimate and Find a Driver stay above the fold with the choices shown.
    await expect(findDriver).toBeInViewport();
    await findDriver.click();

    // The driver offers; the customer accepts.
    const request = driver.getByRole('article').filter({ hasText: /Koramangala|कोरमंगला/ });
    await expect(request).toBeVisible({ timeout: 15_000 });
    await request.getByRole('button', { name: '+₹20' }).click();
    const offers = customer.getByRole('dialog', { name: tr("Drivers' offers") });
    const offer = offers.getByRole('listitem').first();
    await expect(offer).toBeVisible({ timeout: 15_000 });
    // The recipient is the same phone in both languages: wait for this trip's text.
    const beforeAccept = await outboxMark();
    await offer.getByRole('button', { name: tr('Accept') }).click();
    await expect(customer).toHaveURL(/\/your-order$/);
    await expect(customer.getByTestId('order-recipient')).toContainText(RECIPIENT.name);
    await expect(customer.getByTestId('order-payment')).toContainText(tr('UPI, to pay'));
    await expect(customer.getByTestId('order-delivery-code')).toHaveCount(0);
    const pickupCode = (await customer.getByTestId('order-otp').innerText()).trim();

    // The recipient's text: the tracking link and the delivery code.
    const text = await lastMessageTo(`+91${RECIPIENT.phone}`, undefined, beforeAccept);
    const link = /https?:\/\/\S+\/track\/[\w-]+/.exec(text)![0];
    const deliveryCode = /(\d{4})\s*$/.exec(text.trim())?.[1] ?? /\b(\d{4})\b/.exec(text)![1]!;
    // The customer's share sheet has the same link.
    await customer.getByRole('button', { name: tr('Tracking link') }).click();
    const sharing = customer.getByRole('dialog', { name: tr('Tracking link') });
    await expect(sharing.getByTestId('tracking-link')).toHaveText(link);
    await sharing.getByRole('button', { name: tr('Close'), exact: true }).click();

    // A third phone, the recipient's, follows the link without signing in.
    const recipientPhone = await phone(browser, language);
    const tracking = recipientPhone.page;
    await tracking.goto(link);
    await expect(
      tracking.getByRole('heading', { name: tr('The driver is on the way to the pickup') }),
    ).toBeVisible();
    await expect(tracking.getByTestId('tracking-driver')).toContainText(
      driverAccount.driver.name.split(' ')[0]!,
    );
    const shown = await tracking.locator('body').innerText();
    for (const secret of [
      driverAccount.driver.phone_number,
      customerAccount.customer.phone_number,
      RECIPIENT.phone,
      pickupCode,
      deliveryCode,
    ])
      expect(shown).not.toContain(secret);
    await expectNoSidewaysScroll(tracking);
    await expectAccessible(tracking, `the tracking page, ${language}`);

    // The trip: at the pickup with the customer's code, at the drop with the recipient's.
    await expect(driver).toHaveURL(new RegExp(`${DRIVER_ROUTES.trip}$`), { timeout: 15_000 });
    await expect(driver.getByTestId('trip-recipient')).toContainText(RECIPIENT.name);
    await expect(driver.getByTestId('trip-note')).toContainText('Gate 2, ask the guard');
    const order = await customer.evaluate(() => JSON.parse(sessionStorage.getItem('order')!));
    await driverPhone.context.setGeolocation({
      latitude: order.pickup.lat,
      longitude: order.pickup.lng,
    });
    const arrived = driver.getByRole('button', { name: tr('Arrived') });
    await expect(async () => {
      await arrived.click();
      await expect(driver.getByLabel(tr("Customer's pickup code"))).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await driver.getByLabel(tr("Customer's pickup code")).fill(pickupCode);
    await driver.getByRole('button', { name: tr('Picked up') }).click();
    await expect(
      tracking.getByRole('heading', {
        name: patternIn(language, 'On the way to you · {minutes} min'),
      }),
    ).toBeVisible({ timeout: 15_000 });
    await driverPhone.context.setGeolocation({
      latitude: order.drop.lat,
      longitude: order.drop.lng,
    });
    await driver.getByLabel(tr('Delivery code')).fill(deliveryCode);
    const nextStep = driver.getByRole('region', { name: tr('Next step') });
    await expect(async () => {
      await driver.getByRole('button', { name: tr('Delivered') }).click();
      const collect = new RegExp(`^${patternIn(language, 'Collect {amount}').source}$`);
      await expect(nextStep.getByText(collect)).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(
      driver.getByText(tr('The customer pays by UPI. Wait for them to pay, or take cash.')),
    ).toBeVisible();

    // The customer pays by UPI: the intent link and its QR code, then 'I have paid'.
    await expect(customer.getByRole('heading', { name: tr('Delivered') })).toBeVisible({
      timeout: 15_000,
    });
    const receipt = customer.getByRole('region', { name: tr('Receipt') });
    await expect(receipt.getByTestId('delivery-proof')).toHaveText(tr("The recipient's code"));
    await receipt.getByRole('button', { name: patternIn(language, 'Pay {amount} by UPI') }).click();
    const paying = customer.getByRole('dialog', {
      name: patternIn(language, 'Pay {amount} by UPI'),
    });
    const intent = await paying
      .getByRole('link', { name: tr('Open a UPI app') })
      .getAttribute('href');
    expect(intent).toMatch(/^upi:\/\/pay\?pa=[^&]+&pn=[^&]+&am=\d+\.00&cu=INR&tr=DAKIYA\d{8}/);
    await expect(paying.getByTestId('upi-qr')).toHaveAttribute('data-text', intent!);
    await expectAccessible(customer, `the UPI payment, ${language}`);
    await paying.getByRole('button', { name: tr('I have paid') }).click();
    await expect(customer.getByTestId('receipt-payment')).toHaveText(
      tr('UPI: paid, the driver confirms'),
    );

    // The driver sees it said, confirms, and is done.
    await expect(
      driver.getByText(tr('The customer says they paid by UPI. Check their payment screen.')),
    ).toBeVisible({ timeout: 15_000 });
    await driver.getByRole('button', { name: tr('UPI payment seen') }).click();
    await expect(driver.getByText(patternIn(language, '{amount} received by UPI'))).toBeVisible();
    await driver.getByRole('button', { name: tr('Done') }).click();
    await expect(customer.getByTestId('receipt-payment')).toHaveText(tr('Paid by UPI'), {
      timeout: 15_000,
    });

    // The tax invoice, saved as a PDF.
    const saving = customer.waitForEvent('download');
    await receipt.getByRole('button', { name: tr('Download tax invoice') }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toMatch(/^dakiya-invoice-DK-\d{4}-\d\d-\d{8}\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // Five stars and a tag, once.
    // The stars are the radios' labels: a thumb taps the fifth.
    const fiveStars = receipt.getByRole('radio', { name: tr('{value} of 5', { value: 5 }) });
    await fiveStars.locator('xpath=..').click();
    await expect(fiveStars).toBeChecked();
    await receipt.getByText(tr('On time')).click();
    await expectAccessible(customer, `the receipt with its rating, ${language}`);
    await receipt.getByRole('button', { name: tr('Send rating') }).click();
    await expect(receipt.getByTestId('given-rating')).toContainText('5');
    await expectNoSidewaysScroll(customer);

    // The recipient's page says it is delivered.
    await expect(
      tracking.getByRole('heading', { name: patternIn(language, 'Delivered at {at}') }),
    ).toBeVisible({ timeout: 15_000 });

    // The history shows the order paid, proven and rated.
    await customer.goto('/order-history');
    const card = customer.getByRole('article').first();
    await expect(card).toContainText(tr('Paid by UPI'));
    await expect(card).toContainText(tr("Delivered with the recipient's code"));
    await expect(card.getByRole('button', { name: tr('Invoice') })).toBeVisible();

    await recipientPhone.context.close();
    await customerPhone.context.close();
    await driverPhone.context.close();
  });
}

test('a pickup booked for later waits as scheduled in the history, and is cancelled for free', async ({
  browser,
}) => {
  const { context, page } = await phone(browser, 'en', AT_MG_ROAD);
  await seedSession(context, await signUpCustomer());
  await page.goto('/send-courier');
  await page.getByRole('combobox', { name: 'Drop' }).fill('Koramangala');
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('button', { name: /Document/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('delivery-summary').click();
  const details = page.getByRole('dialog', { name: 'Delivery details' });
  await details.getByRole('radio', { name: 'Later' }).check();
  await details.getByLabel('Day').selectOption({ label: 'Tomorrow' });
  await details.getByLabel('Time').selectOption({ label: '10:30' });
  await details.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('delivery-summary')).toContainText('Tomorrow 10:30');
  await page.getByRole('button', { name: 'Find a Driver' }).click();
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(page.getByTestId('toast')).toContainText('Pickup booked for Tomorrow 10:30');
  const card = page.getByRole('article').first();
  await expect(card).toContainText('Scheduled');
  await expect(card.getByTestId('pickup-time')).toContainText('10:30');
  await expectAccessible(page, 'the history with a booking ahead');
  await card.getByRole('button', { name: 'Cancel pickup' }).click();
  const cancelling = page.getByRole('dialog', { name: 'Cancel this pickup? It is free.' });
  await cancelling.getByRole('radio', { name: 'My plans changed' }).check();
  await cancelling.getByRole('button', { name: 'Cancel pickup' }).click();
  await expect(card).toContainText('Cancelled');
  await context.close();
});

test('GST details: a GSTIN with a wrong check digit is refused; a valid one is kept', async ({
  browser,
}) => {
  const { context, page } = await phone(browser, 'en');
  const customer = await signUpCustomer();
  await seedSession(context, customer);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Add GST Details' }).click();
  await expect(page).toHaveURL(/\/profile\/gst$/);
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZX');
  await page.getByLabel('Business name').fill('Udyog Traders');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid GSTIN', { exact: false })).toBeVisible();
  await page.getByLabel('GSTIN').fill('27aapfu0939f1zv');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast')).toHaveText('GST details saved');
  await expectAccessible(page, 'GST details');
  const saved = await customer.client.get('/me/gst/');
  expect(saved.body.data).toEqual({ gstin: '27AAPFU0939F1ZV', business_name: 'Udyog Traders' });
  await context.close();
});

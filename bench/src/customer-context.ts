import type { Browser, BrowserContext } from '@playwright/test';
import { signUpCustomer } from '@dakiya/test-kit';
import { AT_MG_ROAD, seedSession } from '@dakiya/test-kit/browser';

/**
 * A fresh context (empty cache) for a phone-sized customer, signed in when `signedIn`, whose
 * browser asks for `locale` (the app's language follows it).
 */
export async function newCustomerContext(browser: Browser, signedIn: boolean, locale = 'en-IN') {
  const context: BrowserContext = await browser.newContext({
    locale,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    ...AT_MG_ROAD,
  });
  if (signedIn) await seedSession(context, await signUpCustomer());
  return context;
}

import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { signUpAndLogIn, storeSession } from '../../e2e/support/customer';
import { AT_MG_ROAD } from '../../e2e/support/steps';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** A fresh context (empty cache) for a phone-sized customer, signed in when `signedIn`. */
export async function newCustomerContext(browser: Browser, signedIn: boolean) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    ...AT_MG_ROAD,
  });
  if (signedIn) await storeSession(context, await signUpAndLogIn());
  return context;
}

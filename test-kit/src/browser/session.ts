import type { BrowserContext, Page } from '@playwright/test';
import { LOCAL_KEYS, SESSION_KEYS } from '@dakiya/domain';
import type { SignedInCustomer } from '../customers';

/**
 * Where the app keeps a signed-in session (docs/product.md, "Storage keys"): the tokens and the
 * customer's name in
 * localStorage, the user id in sessionStorage (per tab).
 */
function storedSession({ access, refresh, customer, userId }: SignedInCustomer) {
  return {
    local: {
      [LOCAL_KEYS.access]: access,
      [LOCAL_KEYS.refresh]: refresh,
      [LOCAL_KEYS.name]: `${customer.first_name} ${customer.last_name}`,
    },
    tab: { [SESSION_KEYS.userId]: String(userId) },
  };
}

type StoredSession = ReturnType<typeof storedSession>;

// Runs in the page: no named functions inside (tsx would wrap them in a helper the page lacks).
const writeStorage = ({ local, tab }: StoredSession) => {
  for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(tab)) sessionStorage.setItem(key, value);
};

/** Signs every page of `context` in as `session` before the app's scripts run. */
export async function seedSession(context: BrowserContext, session: SignedInCustomer) {
  await context.addInitScript(writeStorage, storedSession(session));
}

/**
 * The script that signs a page in as `session` before the app's scripts run, for a browser
 * driven over the DevTools protocol alone (`Page.addScriptToEvaluateOnNewDocument`).
 */
export function sessionInitScript(session: SignedInCustomer): string {
  return `(${writeStorage.toString()})(${JSON.stringify(storedSession(session))});`;
}

/**
 * Signs the open `page`'s origin in as `session` now, for a browser whose later pages are not
 * Playwright's to script (Lighthouse's).
 */
export async function seedSessionInPage(page: Page, session: SignedInCustomer) {
  await page.evaluate(writeStorage, storedSession(session));
}

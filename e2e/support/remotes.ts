import path from 'node:path';
import type { Page } from '@playwright/test';

export const ROOT = path.resolve(__dirname, '..', '..');
export const DEFAULT_REMOTES = {
  auth_app: 'http://127.0.0.1:3001/mf-manifest.json',
  booking_app: 'http://127.0.0.1:3002/mf-manifest.json',
  account_app: 'http://127.0.0.1:3003/mf-manifest.json',
};

/** Serves the page a different remotes.json: the same as an operator editing the file. */
export async function useRemotesManifest(page: Page, remotes: Record<string, string>) {
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(remotes) }),
  );
}

import type { Page } from '@playwright/test';

/** Serves the page a different remotes.json: the same as an operator editing the file. */
export async function useRemotesManifest(page: Page, remotes: Record<string, string>) {
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(remotes) }),
  );
}

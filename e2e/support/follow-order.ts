import { expect, type Page } from '@playwright/test';
import type { Order } from '@dakiya/domain';

/** Opens /your-order for an order booked through the API, as the app does after an accept. */
export async function followOrderInBrowser(page: Page, order: Order) {
  await page.goto('/tutorial');
  await page.evaluate((stored) => sessionStorage.setItem('order', stored), JSON.stringify(order));
  await page.goto('/send-courier');
  await expect(page).toHaveURL(/\/your-order(\?order=\d+)?$/);
}

import { expect, test, type Page } from '@playwright/test';
import { apiUrl } from '@dakiya/local-system';
import { apiClient } from '@dakiya/test-kit';

/** A phone as the two-phone tests hold one: 360 px wide, touch. */
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** The driver's phone, 600 m from the customer's pickup at MG Road. */
export const DRIVER_NEAR_MG_ROAD = {
  geolocation: { latitude: 12.98, longitude: 77.6 },
  permissions: ['geolocation'],
};

async function simulatorPaused(paused: boolean) {
  const reply = await apiClient(apiUrl()).put('/dev/rides/settings/', {
    simulator_paused: paused,
  });
  expect(reply.status).toBe(200);
}

/** The spec's tests run with real drivers only: the simulated ones make no offers meanwhile. */
export function withRealDriversOnly(): void {
  test.beforeEach(() => simulatorPaused(true));
  test.afterEach(() => simulatorPaused(false));
}

/** The whole screen within the phone's width: nothing to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.viewport.width,
  );
}

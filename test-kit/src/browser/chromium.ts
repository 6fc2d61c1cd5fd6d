import { chromium, type Browser } from '@playwright/test';
import { readEnvironment } from '@dakiya/environment';

/** Debian's Chromium (apt-get install chromium); Playwright's own browser downloads fail here. */
export const { CHROMIUM_PATH } = readEnvironment('tools');

/** How e2e and bench run it: headless, quiet, and with a camera that needs no prompt. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A synthetic camera that needs no permission prompt, for the sign-up photo.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

/** Playwright's launch options for that Chromium (e.g. `use: { launchOptions }`). */
export function chromiumLaunchOptions(extraArgs: string[] = []) {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] };
}

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(extraArgs));
}

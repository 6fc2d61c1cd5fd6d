import { chromium, type Browser } from '@playwright/test';
import { readEnvironment } from '@dakiya/environment';

/**
 * Debian's Chromium (apt-get install chromium); Playwright's own browser downloads fail here. And
 * Debian's headless shell of the same Chromium (chromium-headless-shell), which the phone bench
 * drives: the full browser loads its desktop address bar (a WebUI page in a renderer of its own)
 * with every window, and that renderer takes a core of the two for the first second or so of the
 * page being measured.
 */
export const { CHROMIUM_PATH, HEADLESS_SHELL_PATH } = readEnvironment('tools');

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

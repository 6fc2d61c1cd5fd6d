/** Debian's Chromium (apt-get install chromium); Playwright's own browser downloads fail here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

import { setTimeout as sleep } from 'node:timers/promises';
import { shellUrl } from '@dakiya/local-system';
import { signUpCustomer } from '@dakiya/test-kit';
import { AT_MG_ROAD, sessionInitScript } from '@dakiya/test-kit/browser';
import type { CdpBrowser } from './cdp-pipe';

/**
 * A mid-range phone on a slow 4G network, applied to the page for real through the DevTools
 * protocol (network emulation and CPU slowdown), not estimated afterwards as Lighthouse's
 * default "simulated" method does: the figures of issue 28 and bench/results.md.
 */
export const PHONE = {
  roundTripMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
} as const;

/** A screen and the field a customer types into first. Selectors hold in every language. */
export interface TypingScreen {
  route: string;
  field: string;
  /** The key typed: one the field keeps (a digit for the phone number). */
  key: { key: string; code: string; keyCode: number };
  signedIn: boolean;
}

export const TYPING_SCREENS: TypingScreen[] = [
  {
    route: '/login',
    field: 'input[autocomplete="tel-national"]',
    key: { key: '9', code: 'Digit9', keyCode: 57 },
    signedIn: false,
  },
  {
    route: '/send-courier',
    field: 'input[role="combobox"]',
    key: { key: 'a', code: 'KeyA', keyCode: 65 },
    signedIn: true,
  },
];

export const LANGUAGES = [
  { language: 'English', locale: 'en-IN' },
  { language: 'Hindi', locale: 'hi-IN' },
] as const;

export interface TypingResult {
  route: string;
  language: string;
  visit: 'cold' | 'repeat';
  /** Median of the runs, from navigation start to the typed character being in the field. */
  medianMs: number;
  runsMs: number[];
}

const RUNS = 5;
/** After this long a run counts as failed: the page never kept a character. */
const GIVE_UP_MS = 30_000;
/** A character that is still there this long after it was typed was taken by the app. */
const KEPT_FOR_MS = 250;
/** What a first visit may still do once its worker is in control: its late files, the caches. */
const SETTLE_MS = 3_000;

// Runs in the page before its scripts: remembers the first input event and when it happened.
const recordFirstInput = () => {
  const state = window as unknown as { __firstInput?: { at: number; target: EventTarget | null } };
  addEventListener(
    'input',
    (event) => {
      state.__firstInput ??= { at: performance.now(), target: event.target };
    },
    true,
  );
};

const NETWORK = {
  offline: false,
  latency: PHONE.roundTripMs,
  downloadThroughput: (PHONE.downloadKbps * 1000) / 8,
  uploadThroughput: (PHONE.uploadKbps * 1000) / 8,
};

/**
 * The page's emulation does not reach its service worker, whose own requests (the page, the
 * manifests and entries it asks the network for first) would then go at full speed: every worker
 * of the browser gets the same network.
 */
export async function throttleServiceWorkers(browser: CdpBrowser) {
  browser.on('Target.targetCreated', ({ targetInfo }) => {
    const { type, targetId } = targetInfo as { type: string; targetId: string };
    if (type !== 'service_worker') return;
    void (async () => {
      const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', {
        targetId,
        flatten: true,
      });
      await browser.send('Network.enable', {}, sessionId);
      await browser.send('Network.emulateNetworkConditions', NETWORK, sessionId);
    })().catch(() => undefined);
  });
  await browser.send('Target.setDiscoverTargets', { discover: true });
}

/** A phone's browser profile: its own cache, storage and service workers. */
interface PhoneProfile {
  browser: CdpBrowser;
  browserContextId: string;
  locale: string;
  userAgent: string;
  /** Scripts every page runs before its own. */
  initScripts: string[];
}

async function newProfile(
  browser: CdpBrowser,
  locale: string,
  signedIn: boolean,
): Promise<PhoneProfile> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>(
    'Target.createBrowserContext',
  );
  await browser.send('Browser.grantPermissions', {
    browserContextId,
    origin: new URL(shellUrl('/')).origin,
    permissions: ['geolocation'],
  });
  const { userAgent } = await browser.send<{ userAgent: string }>('Browser.getVersion');
  const initScripts = [`(${recordFirstInput.toString()})();`];
  if (signedIn) initScripts.push(sessionInitScript(await signUpCustomer()));
  return { browser, browserContextId, locale, userAgent, initScripts };
}

interface PhonePage {
  targetId: string;
  sessionId: string;
  /** Evaluates `expression` in the page's main world and returns its value. */
  evaluate: <T>(expression: string, awaitPromise?: boolean) => Promise<T>;
}

/** A tab of `profile` with a phone's screen, language and place, throttled or not. */
async function openPage(profile: PhoneProfile, throttled: boolean): Promise<PhonePage> {
  const { browser, browserContextId, locale } = profile;
  const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
    url: 'about:blank',
    browserContextId,
  });
  const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', {
    targetId,
    flatten: true,
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    browser.send(method, params, sessionId);
  // The scripts to run before the page's own are kept only with the Page domain on.
  await send('Page.enable');
  for (const source of profile.initScripts)
    await send('Page.addScriptToEvaluateOnNewDocument', { source });
  await send('Emulation.setDeviceMetricsOverride', {
    ...PHONE.viewport,
    deviceScaleFactor: 1,
    mobile: true,
  });
  await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  // Every tab of a headless browser as the one in front: focus() and key presses reach it.
  await send('Emulation.setFocusEmulationEnabled', { enabled: true });
  await send('Emulation.setLocaleOverride', { locale });
  await send('Network.setUserAgentOverride', {
    userAgent: profile.userAgent,
    acceptLanguage: locale,
  });
  await send('Emulation.setGeolocationOverride', {
    latitude: AT_MG_ROAD.geolocation.latitude,
    longitude: AT_MG_ROAD.geolocation.longitude,
    accuracy: 10,
  });
  if (throttled) {
    await send('Network.enable');
    await send('Network.emulateNetworkConditions', NETWORK);
    await send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  }
  const evaluate = async <T>(expression: string, awaitPromise = false) => {
    const { result, exceptionDetails } = await browser.send<{
      result: { value?: T };
      exceptionDetails?: { text: string };
    }>('Runtime.evaluate', { expression, awaitPromise, returnByValue: true }, sessionId);
    if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.text}`);
    return result.value as T;
  };
  return { targetId, sessionId, evaluate };
}

/** Opens `url` and resolves once the tab has committed to it (not the blank page before). */
async function navigate(profile: PhoneProfile, page: PhonePage, url: string) {
  const { browser } = profile;
  let stopListening: () => void = () => undefined;
  const committed = new Promise<void>((resolve) => {
    stopListening = browser.on('Page.frameNavigated', ({ frame }, sessionId) => {
      const { parentId, url: frameUrl } = frame as { parentId?: string; url: string };
      if (sessionId === page.sessionId && parentId === undefined && frameUrl === url) resolve();
    });
  });
  const giveUp = new AbortController();
  try {
    await browser.send('Page.navigate', { url }, page.sessionId);
    await Promise.race([
      committed,
      sleep(GIVE_UP_MS, undefined, { signal: giveUp.signal }).then(() => {
        throw new Error(`${url} never opened`);
      }),
    ]);
  } finally {
    giveUp.abort();
    stopListening();
  }
}

/**
 * Resolves once `selector` is drawn with a size, checked in the page at every frame: a field
 * drawn between two looks of a coarser wait would be typed into late, and the runs would fall on
 * the wait's steps rather than on the page's time.
 */
const fieldShown = (selector: string) => `new Promise((resolve) => {
  const look = () => {
    const element = document.querySelector(${JSON.stringify(selector)});
    if (element && element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden') resolve(true);
    else requestAnimationFrame(look);
  };
  look();
})`;

/** The time of the first input event if its character is still in its field, else null. */
const keptInput = (key: string) => `(() => {
  const first = window.__firstInput;
  const input = first?.target;
  if (input?.isConnected && input.value.includes(${JSON.stringify(key)})) return first.at;
  delete window.__firstInput;
  return null;
})()`;

/**
 * One visit: opens `screen` and types its key into its field as soon as the field is there,
 * again and again until the character stays (a field drawn but not yet answering, or redrawn,
 * loses it). Returns the time of the input event of the character that stayed.
 */
async function typeAsSoonAsPossible(profile: PhoneProfile, screen: TypingScreen) {
  const { browser } = profile;
  const page = await openPage(profile, true);
  try {
    await navigate(profile, page, shellUrl(screen.route));
    const deadline = Date.now() + GIVE_UP_MS;
    while (Date.now() < deadline) {
      await page.evaluate(fieldShown(screen.field), true);
      await page.evaluate(`document.querySelector(${JSON.stringify(screen.field)}).focus()`);
      const { key, code, keyCode } = screen.key;
      const keyEvent = { key, code, windowsVirtualKeyCode: keyCode };
      await browser.send(
        'Input.dispatchKeyEvent',
        { type: 'keyDown', ...keyEvent, text: key, unmodifiedText: key },
        page.sessionId,
      );
      await browser.send('Input.dispatchKeyEvent', { type: 'keyUp', ...keyEvent }, page.sessionId);
      await sleep(KEPT_FOR_MS);
      const at = await page.evaluate<number | null>(keptInput(key));
      if (at !== null) return Math.round(at);
    }
    throw new Error(`${screen.route} never kept a typed character`);
  } finally {
    await browser.send('Target.closeTarget', { targetId: page.targetId }).catch(() => undefined);
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lets a first visit finish what it does after the screen is up: its late files, and the service
 * worker, registered once the page is idle, in control and holding what the visit loaded.
 */
async function settle(profile: PhoneProfile, screen: TypingScreen) {
  const page = await openPage(profile, false);
  try {
    await navigate(profile, page, shellUrl(screen.route));
    await page.evaluate(
      `new Promise((resolve) => {
        const look = () => navigator.serviceWorker.controller ? resolve(true) : setTimeout(look, 50);
        look();
      })`,
      true,
    );
    await sleep(SETTLE_MS);
  } finally {
    await profile.browser
      .send('Target.closeTarget', { targetId: page.targetId })
      .catch(() => undefined);
  }
}

/**
 * A cold visit (a new browser profile: empty cache, no service worker) and a repeat visit (the
 * same profile, after the first visit has settled) of `screen`.
 */
export async function visitColdThenRepeat(
  browser: CdpBrowser,
  screen: TypingScreen,
  locale: string,
): Promise<{ cold: number; repeat: number }> {
  const profile = await newProfile(browser, locale, screen.signedIn);
  try {
    const cold = await typeAsSoonAsPossible(profile, screen);
    await settle(profile, screen);
    return { cold, repeat: await typeAsSoonAsPossible(profile, screen) };
  } finally {
    await browser.send('Target.disposeBrowserContext', {
      browserContextId: profile.browserContextId,
    });
  }
}

/** Five cold and five repeat visits per screen and language. */
export async function measureTyping(browser: CdpBrowser): Promise<TypingResult[]> {
  await throttleServiceWorkers(browser);
  const results: TypingResult[] = [];
  for (const screen of TYPING_SCREENS) {
    for (const { language, locale } of LANGUAGES) {
      const cold: number[] = [];
      const repeat: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const visits = await visitColdThenRepeat(browser, screen, locale);
        cold.push(visits.cold);
        repeat.push(visits.repeat);
      }
      const base = { route: screen.route, language };
      results.push({ ...base, visit: 'cold', medianMs: median(cold), runsMs: cold });
      results.push({ ...base, visit: 'repeat', medianMs: median(repeat), runsMs: repeat });
      console.log(
        `${screen.route} ${language}: cold ${median(cold)} ms (${cold.join(', ')}), ` +
          `repeat ${median(repeat)} ms (${repeat.join(', ')})`,
      );
    }
  }
  return results;
}

import type { Browser, BrowserContext, Page } from '@playwright/test';
import { shellUrl } from '@dakiya/local-system';
import { signUpCustomer } from '@dakiya/test-kit';
import { AT_MG_ROAD, seedSession } from '@dakiya/test-kit/browser';

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
  key: string;
  signedIn: boolean;
}

export const TYPING_SCREENS: TypingScreen[] = [
  { route: '/login', field: 'input[autocomplete="tel-national"]', key: '9', signedIn: false },
  { route: '/send-courier', field: 'input[role="combobox"]', key: 'a', signedIn: true },
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

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return cdp;
}

/**
 * The page's emulation does not reach its service worker, whose own requests (the page, the
 * manifests and entries it asks the network for first) would then go at full speed: every worker
 * of the browser gets the same network, through the browser's own DevTools session.
 */
export async function throttleServiceWorkers(browser: Browser) {
  const cdp = await browser.newBrowserCDPSession();
  let id = 0;
  const throttleWorker = async (targetId: string) => {
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', NETWORK],
    ] as const) {
      id += 1;
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      });
    }
  };
  cdp.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type === 'service_worker')
      void throttleWorker(targetInfo.targetId).catch(() => undefined);
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true });
}

/**
 * Resolves once `selector` is drawn with a size, checked in the page at every frame. Playwright's
 * own waiting (`locator.waitFor`) asks again after 20, 50, 100, 100 and then every 500 ms: a field
 * drawn just after one of its looks would be typed into up to half a second late, and the runs
 * would fall on its steps rather than on the page's time.
 */
async function fieldShown(page: Page, selector: string) {
  await page.waitForFunction(
    (field) => {
      const element = document.querySelector(field);
      return (
        element !== null &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden'
      );
    },
    selector,
    { polling: 'raf', timeout: GIVE_UP_MS },
  );
}

/**
 * One visit: opens `screen` and types its key into its field as soon as the field is there,
 * again and again until the character stays (a field drawn but not yet answering, or redrawn,
 * loses it). Returns the time of the input event of the character that stayed.
 */
async function typeAsSoonAsPossible(context: BrowserContext, screen: TypingScreen) {
  const page = await context.newPage();
  const cdp = await throttle(page);
  try {
    await page.goto(shellUrl(screen.route), { waitUntil: 'commit' });
    const field = page.locator(screen.field).first();
    const deadline = Date.now() + GIVE_UP_MS;
    while (Date.now() < deadline) {
      await fieldShown(page, screen.field);
      await field.focus();
      await page.keyboard.press(screen.key);
      await page.waitForTimeout(KEPT_FOR_MS);
      const at = await page.evaluate((key) => {
        const state = window as unknown as {
          __firstInput?: { at: number; target: EventTarget | null };
        };
        const first = state.__firstInput;
        const input = first?.target as HTMLInputElement | null | undefined;
        if (input?.isConnected && input.value.includes(key)) return first!.at;
        delete state.__firstInput;
        return null;
      }, screen.key);
      if (at !== null) return Math.round(at);
    }
    throw new Error(`${screen.route} never kept a typed character`);
  } finally {
    await cdp.detach().catch(() => undefined);
    await page.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function phoneContext(browser: Browser, locale: string, signedIn: boolean) {
  const context = await browser.newContext({
    locale,
    viewport: PHONE.viewport,
    isMobile: true,
    hasTouch: true,
    ...AT_MG_ROAD,
  });
  await context.addInitScript(recordFirstInput);
  if (signedIn) await seedSession(context, await signUpCustomer());
  return context;
}

/**
 * Lets a first visit finish what it does after the screen is up: its late files, and the service
 * worker, registered once the page is idle, in control and holding what the visit loaded.
 */
async function settle(context: BrowserContext, screen: TypingScreen) {
  const page = await context.newPage();
  await page.goto(shellUrl(screen.route), { waitUntil: 'networkidle' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await page.waitForTimeout(2000);
  await page.close();
}

/**
 * Cold visits (a new browser profile each: empty cache, no service worker) and repeat visits
 * (the same profile, after one visit has settled), five of each, per screen and language.
 */
export async function measureTyping(browser: Browser): Promise<TypingResult[]> {
  await throttleServiceWorkers(browser);
  const results: TypingResult[] = [];
  for (const screen of TYPING_SCREENS) {
    for (const { language, locale } of LANGUAGES) {
      const cold: number[] = [];
      const repeat: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await phoneContext(browser, locale, screen.signedIn);
        try {
          cold.push(await typeAsSoonAsPossible(context, screen));
          await settle(context, screen);
          repeat.push(await typeAsSoonAsPossible(context, screen));
        } finally {
          await context.close();
        }
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

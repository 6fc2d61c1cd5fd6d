// `npm run bench:phone -w bench`: the time until a typed character stays in the first field of
// /login and /send-courier on a phone with applied throttling (applied-throttling.ts), cold and
// repeat visits, both languages, written into bench/results.md's phone-input section. Needs
// `npm run build` first.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '@dakiya/local-system';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '@dakiya/test-kit/browser';
import { startProductionSystem } from '@dakiya/test-kit/servers';
import { measureTyping, PHONE, type TypingResult } from './applied-throttling';
import { CdpBrowser } from './cdp-pipe';

const BUDGETS_MS: Record<string, Record<TypingResult['visit'], number>> = {
  '/login': { cold: 1800, repeat: 1000 },
  '/send-courier': { cold: 2200, repeat: 1000 },
};

function section(results: TypingResult[]): string {
  const rows = results.map((result) => {
    const budget = BUDGETS_MS[result.route]![result.visit];
    const verdict = result.medianMs < budget ? 'met' : '**missed**';
    return `| ${result.route} | ${result.language} | ${result.visit} | ${result.medianMs} ms | < ${budget} ms ${verdict} | ${result.runsMs.join(', ')} |`;
  });
  return [
    '<!-- phone-input:start -->',
    `## Input ready on a phone, applied throttling (\`npm run bench:phone -w bench\`, ${new Date().toISOString().slice(0, 10)})`,
    '',
    `Applied through the DevTools protocol, not simulated: ${PHONE.roundTripMs} ms round trip, ` +
      `${PHONE.downloadKbps / 1000} Mbps down, ${PHONE.uploadKbps} kbps up, CPU slowed ` +
      `${PHONE.cpuSlowdown}×, ${PHONE.viewport.width}×${PHONE.viewport.height}, Debian Chromium's ` +
      'headless shell driven over the DevTools protocol alone (no Playwright in the page), ' +
      `${os.cpus().length} cores. From navigation start until a typed character stays in the ` +
      'first field (the phone number; the pickup). Cold: a new profile (empty cache, no service ' +
      'worker). Repeat: the same profile after one visit settled (service worker in control). ' +
      '/send-courier signed in. Median of 5; every run in the last column.',
    '',
    '| route | language | visit | median | budget | runs (ms) |',
    '|---|---|---|---|---|---|',
    ...rows,
    '<!-- phone-input:end -->',
  ].join('\n');
}

if (!existsSync(HEADLESS_SHELL_PATH))
  throw new Error(
    `no Chromium headless shell at ${HEADLESS_SHELL_PATH}: apt-get install chromium-headless-shell, ` +
      'or set HEADLESS_SHELL_PATH',
  );
const stop = await startProductionSystem();
try {
  // The headless shell is headless by nature; it takes the other switches e2e gives Chromium.
  const args = CHROMIUM_ARGS.filter((arg) => arg !== '--headless');
  const browser = await CdpBrowser.launch(HEADLESS_SHELL_PATH, args);
  const results = await measureTyping(browser).finally(() => browser.close());
  const file = path.join(REPO_ROOT, 'bench', 'results.md');
  const current = readFileSync(file, 'utf8');
  const marked = /<!-- phone-input:start -->[\s\S]*?<!-- phone-input:end -->/;
  const text = section(results);
  writeFileSync(
    file,
    marked.test(current) ? current.replace(marked, text) : `${current.trimEnd()}\n\n${text}\n`,
  );
} finally {
  await stop();
}

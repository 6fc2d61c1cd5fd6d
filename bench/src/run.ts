// `npm run bench` at the root: builds for production, then measures the composed app as a
// customer gets it and writes bench/results.md (docs/performance.md: budgets).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnvironment } from '@dakiya/environment';
import { REPO_ROOT } from '@dakiya/local-system';
import { launchChromium } from '@dakiya/test-kit/browser';
import { startProductionSystem } from '@dakiya/test-kit/servers';
import { measureDriverListInp, measureRemoteFirstRender } from './interactions';
import { measureRouteSizes } from './js-sizes';
import { runLighthouse } from './lighthouse';
import { measurePushToScreen } from './push-to-screen';
import { toMarkdown, type OrderPushResult } from './report';

function step(title: string) {
  console.log(`\n=== ${title}`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: childEnvironment(env),
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

const skipBuild = process.argv.includes('--no-build');
let buildSeconds = NaN;
if (!skipBuild) {
  step('production build');
  const start = performance.now();
  run('npm', ['run', 'build', '--silent']);
  buildSeconds = Math.round((performance.now() - start) / 100) / 10;
}

let orderPush: OrderPushResult | null = null;
if (!process.argv.includes('--no-push')) {
  step('following a live order: requests and reads a minute per customer (PostgreSQL)');
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'dakiya-bench-')), 'push.json');
  try {
    run('npm', ['run', 'bench:push', '-w', 'api', '--silent'], { BENCH_OUT: out });
    orderPush = JSON.parse(readFileSync(out, 'utf8')) as OrderPushResult;
  } catch (error) {
    // The rest of the run still measures; the report says n/a for this part.
    console.error('following a live order: not measured:', error);
  }
}

step('the composed app in Chromium');
const stop = await startProductionSystem();
try {
  const browser = await launchChromium();
  const routes = await measureRouteSizes(browser);
  const remoteFirstRender = await measureRemoteFirstRender(browser);
  const driverListInp = await measureDriverListInp(browser);
  step("a driver's position to the customer's screen");
  const pushToScreen = await measurePushToScreen(browser);
  await browser.close();
  step('Lighthouse');
  const lighthouse = await runLighthouse(['/login', '/send-courier']);

  const resultsFile = path.join(REPO_ROOT, 'bench', 'results.md');
  const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : null;
  const markdown = toMarkdown(
    {
      date: new Date().toISOString().slice(0, 10),
      machine: `${os.cpus().length} cores, Node ${process.version}`,
      buildSeconds,
      routes,
      lighthouse,
      driverListInp,
      remoteFirstRender,
      pushToScreen,
      orderPush,
    },
    previous,
  );
  writeFileSync(resultsFile, markdown);
  console.log(`\n${markdown}`);
} finally {
  await stop();
}

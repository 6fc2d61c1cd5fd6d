// `npm test`: everything CI checks, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readEnvironment } from '@dakiya/environment';

const chromium = readEnvironment('tools').CHROMIUM_PATH;
if (!existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}: the end-to-end tests need it.\n` +
      'Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH)',
  );
  process.exit(1);
}

const STEPS = [
  ['format and lint', 'npm', ['run', 'lint']],
  // Extracts every string into the catalogues and compiles them with --strict: a string
  // without a Hindi translation fails here.
  ['translations (lingui extract, compile --strict)', 'npm', ['run', 'i18n']],
  ['type-check', 'npm', ['run', 'typecheck']],
  ['component and unit tests (jest)', 'npx', ['jest']],
  ['deploy tool tests', 'npm', ['test', '-w', '@dakiya/deploy']],
  ['API tests on embedded PGlite', 'npm', ['test', '-w', 'api']],
  // The files whose outcome depends on the database (api/scripts/test-on-postgres.mjs).
  [
    'API tests on PostgreSQL',
    'node',
    ['scripts/with-postgres.mjs', 'npm', 'run', 'test:postgres', '-w', 'api'],
  ],
  ['cluster tests (PostgreSQL, Redis, HAProxy)', 'npm', ['run', 'test:cluster', '-w', 'api']],
  ['production build', 'npm', ['run', 'build']],
  ['end-to-end tests in Chromium', 'npm', ['test', '-w', 'e2e']],
];

const only = process.argv.slice(2);
const timings = [];
for (const [name, command, args] of STEPS) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}
console.log(`\n✓ all checks passed\n  ${timings.join('\n  ')}`);

// The API tests whose outcome depends on the database: the files that name the database they run
// on (`DB_KIND` from test/support/test-api.ts). The rest (places, logs, configuration, the
// in-memory and Redis stores...) run the same code on either, and `npm test` runs them on PGlite.
// Run under scripts/with-postgres.mjs, which sets TEST_DATABASE_URL.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const testFolder = path.join(import.meta.dirname, '..', 'test');
const files = readdirSync(testFolder)
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => /\bDB_KIND\b/.test(readFileSync(path.join(testFolder, name), 'utf8')))
  .map((name) => path.join('test', name));

const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', ...files],
  { cwd: path.join(import.meta.dirname, '..'), stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// The API tests whose outcome depends on the database: the files that name the database they run
// on (`DB_KIND` from test/support/test-api.ts). The rest (places, logs, configuration, the
// in-memory and Redis stores...) run the same code on either, and `npm test` runs them on PGlite.
// Run under scripts/with-postgres.mjs, which sets TEST_DATABASE_URL.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { runTestFiles } from './run-test-files.mjs';

const testFolder = path.join(import.meta.dirname, '..', 'test');
const files = readdirSync(testFolder)
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => /\bDB_KIND\b/.test(readFileSync(path.join(testFolder, name), 'utf8')))
  .map((name) => path.join('test', name));

runTestFiles(files, { cwd: path.join(import.meta.dirname, '..') });

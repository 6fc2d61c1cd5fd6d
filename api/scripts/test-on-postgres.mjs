// The API tests whose outcome depends on the database: the files that name the database they run
// on (`DB_KIND` from test/support/test-api.ts). The rest (places, logs, configuration, the
// in-memory and Redis stores...) run the same code on either, and `npm test` runs them on PGlite.
// Run under scripts/with-postgres.mjs, which sets TEST_DATABASE_URL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT, apiTestFiles, runTestFiles } from './run-test-files.mjs';

const files = apiTestFiles().filter((file) =>
  /\bDB_KIND\b/.test(readFileSync(path.join(API_ROOT, file), 'utf8')),
);
runTestFiles(files);

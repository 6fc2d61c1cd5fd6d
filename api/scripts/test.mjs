// `npm test -w api`: every API test file on the embedded database (PGlite), or the files named
// on the command line (`npm test -w api -- test/trip.test.ts`).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { runTestFiles } from './run-test-files.mjs';

const root = path.join(import.meta.dirname, '..');
const named = process.argv.slice(2);
const files =
  named.length > 0
    ? named
    : readdirSync(path.join(root, 'test'))
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => path.join('test', name));
runTestFiles(files, { cwd: root });

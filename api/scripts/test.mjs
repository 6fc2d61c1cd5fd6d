// `npm test -w api`: every API test file on the embedded database (PGlite), or the files named
// on the command line (`npm test -w api -- test/trip.test.ts`).
import { apiTestFiles, runTestFiles } from './run-test-files.mjs';

const named = process.argv.slice(2);
runTestFiles(named.length > 0 ? named : apiTestFiles());

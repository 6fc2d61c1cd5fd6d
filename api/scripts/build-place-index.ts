// `npm run build:places -w api`: builds the offline place index from the GeoNames and India
// Post data the npm packages ship (see src/services/place-index.ts) and its search keys, sorted
// (src/services/place-table.ts); the API reads it at start. Skipped when the file was built from
// the same inputs (place-index-inputs.ts); `--force` builds it all the same.
import path from 'node:path';
import { buildPlaceIndex } from '../src/services/place-index.js';
import { placeIndexInputs } from '../src/services/place-index-inputs.js';
import { tableFromPlaces } from '../src/services/place-table.js';
import {
  PLACE_INDEX_FILE,
  writePlaceTableUnlessCurrent,
} from '../src/services/place-table-file.js';

const started = Date.now();
const file = path.relative(process.cwd(), PLACE_INDEX_FILE);
let places = 0;
const built = writePlaceTableUnlessCurrent(
  PLACE_INDEX_FILE,
  placeIndexInputs(),
  () => {
    const table = tableFromPlaces(buildPlaceIndex());
    places = table.names.length;
    return table;
  },
  process.argv.includes('--force'),
);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  built
    ? `place index: ${places} places in ${seconds} s -> ${file}`
    : `place index: ${file} is up to date (built from the same packages and code)`,
);

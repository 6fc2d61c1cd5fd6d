// `npm run build:places -w api`: builds the offline place index from the GeoNames and India
// Post data the npm packages ship (see src/services/place-index.ts) and its search keys, sorted
// (src/services/place-table.ts); the API reads it at start.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildPlaceIndex } from '../src/services/place-index.js';
import { PLACE_INDEX_FILE } from '../src/services/place-service.js';
import { tableFromPlaces } from '../src/services/place-table.js';
import { writePlaceTable } from '../src/services/place-table-file.js';

const started = Date.now();
const table = tableFromPlaces(buildPlaceIndex());
mkdirSync(path.dirname(PLACE_INDEX_FILE), { recursive: true });
writePlaceTable(PLACE_INDEX_FILE, table);
console.log(
  `place index: ${table.names.length} places in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${path.relative(process.cwd(), PLACE_INDEX_FILE)}`,
);

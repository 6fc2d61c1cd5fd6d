// `npm run build:places -w api`: builds the offline place index from the GeoNames and India
// Post data the npm packages ship (see src/services/place-index.ts); the API reads it at start.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildPlaceIndex } from '../src/services/place-index.js';
import { PLACE_INDEX_FILE } from '../src/services/place-service.js';

const started = Date.now();
const places = buildPlaceIndex();
mkdirSync(path.dirname(PLACE_INDEX_FILE), { recursive: true });
writeFileSync(PLACE_INDEX_FILE, JSON.stringify(places));
console.log(
  `place index: ${places.length} places in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${path.relative(process.cwd(), PLACE_INDEX_FILE)}`,
);

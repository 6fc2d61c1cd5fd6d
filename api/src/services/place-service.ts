import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { haversineKm } from '@dakiya/domain';
import { buildPlaceIndex, searchKey, type IndexedPlace } from './place-index.js';

export { searchKey } from './place-index.js';

/** Where `npm run build:places -w api` writes the index the API reads at start. */
export const PLACE_INDEX_FILE = path.join(
  import.meta.dirname,
  '..',
  '..',
  'generated',
  'place-index.json',
);

export interface Place {
  id: number;
  name: string;
  formatted_address: string;
  lat: number;
  lng: number;
}

const view = ({ id, name, formatted_address, lat, lng }: IndexedPlace): Place => ({
  id,
  name,
  formatted_address,
  lat,
  lng,
});

/** Edit distance with adjacent swaps, given up once it passes `max`. */
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

/** Misspellings are looked for among places at least this big (cities people mistype). */
const FUZZY_MIN_RANK = 100_000;

/**
 * Offline places for the embedded maps provider (see place-index.ts): search by any of a place's
 * names, misspellings of big cities forgiven, and reverse geocoding to the nearest locality.
 */
export class PlaceService {
  private places: IndexedPlace[] | null = null;

  constructor(private readonly indexFile: string = PLACE_INDEX_FILE) {}

  /** Reads the prebuilt index (or builds it); call early so the first search is quick. */
  load(): IndexedPlace[] {
    if (!this.places) {
      const places = existsSync(this.indexFile)
        ? (JSON.parse(readFileSync(this.indexFile, 'utf8')) as IndexedPlace[])
        : buildPlaceIndex();
      this.places = places.sort((a, b) => b.rank - a.rank);
    }
    return this.places;
  }

  /**
   * Any name starting with the query first, then a word of a name starting with it, then the
   * name containing it; larger places first within each, an exact name before all. Short of
   * results, big cities within one or two typing mistakes ('Banglore'), same first letter.
   */
  search(query: string, limit = 8): Place[] {
    const q = searchKey(query);
    if (!q) return [];
    const tiers: IndexedPlace[][] = [[], [], [], []];
    for (const place of this.load()) {
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
      for (const place of this.load()) {
        if (place.rank < FUZZY_MIN_RANK || found.length >= limit) break;
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
    return found.map(view);
  }

  /**
   * The places with a position of their own within `km` of a point (localities, one per PIN code,
   * and towns), larger first: the names the offline map writes at city zoom.
   */
  nearby(position: { lat: number; lng: number; km: number }, limit = 200) {
    const degLat = position.km / 111;
    const degLng = degLat / Math.max(0.2, Math.cos((position.lat * Math.PI) / 180));
    const found: { id: number; name: string; lat: number; lng: number }[] = [];
    for (const place of this.load()) {
      if (!place.precise) continue;
      if (Math.abs(place.lat - position.lat) > degLat) continue;
      if (Math.abs(place.lng - position.lng) > degLng) continue;
      if (haversineKm(position, place) > position.km) continue;
      found.push({ id: place.id, name: place.name, lat: place.lat, lng: place.lng });
      if (found.length >= limit) break;
    }
    return found;
  }

  /** The nearest place with a position of its own (a locality where there is one). */
  nearest(position: { lat: number; lng: number }): Place & { distance_km: number } {
    let best = this.load()[0]!;
    let bestKm = Infinity;
    for (const place of this.load()) {
      if (!place.precise) continue;
      if (Math.abs(place.lat - position.lat) > 1 || Math.abs(place.lng - position.lng) > 1)
        continue;
      const km = haversineKm(position, place);
      if (km < bestKm) [best, bestKm] = [place, km];
    }
    if (bestKm === Infinity)
      for (const place of this.load()) {
        const km = haversineKm(position, place);
        if (km < bestKm) [best, bestKm] = [place, km];
      }
    return { ...view(best), distance_km: Math.round(bestKm * 10) / 10 };
  }
}

import path from 'node:path';
import { haversineKm } from '@dakiya/domain';
import { buildPlaceIndex, searchKey } from './place-index.js';
import { direction, dotProducts, placeDirections } from './place-directions.js';
import { PlaceSearch } from './place-search.js';
import { tableFromPlaces, type PlaceTable } from './place-table.js';
import { readPlaceTable } from './place-table-file.js';

export { searchKey } from './place-index.js';

/** Where `npm run build:places -w api` writes the index the API reads at start. */
export const PLACE_INDEX_FILE = path.join(
  import.meta.dirname,
  '..',
  '..',
  'generated',
  'place-index.bin',
);

export interface Place {
  id: number;
  name: string;
  formatted_address: string;
  lat: number;
  lng: number;
}

const view = (table: PlaceTable, place: number): Place => ({
  id: table.ids[place]!,
  name: table.names[place]!,
  formatted_address: table.addresses[place]!,
  lat: table.lat[place]!,
  lng: table.lng[place]!,
});

/**
 * Offline places for the embedded maps provider (see place-index.ts): search by any of a place's
 * names, misspellings of big cities forgiven (place-search.ts), and reverse geocoding to the
 * nearest locality.
 */
export class PlaceService {
  private loaded: { table: PlaceTable; search: PlaceSearch } | null = null;
  /** Made the first time a position has no place of its own near it (placeDirections). */
  private directions: Float64Array | null = null;

  constructor(private readonly indexFile: string = PLACE_INDEX_FILE) {}

  /** Reads the prebuilt index (or builds it); call early so the first request is quick. */
  load(): { table: PlaceTable; search: PlaceSearch } {
    if (!this.loaded) {
      const table = readPlaceTable(this.indexFile) ?? tableFromPlaces(buildPlaceIndex());
      this.loaded = { table, search: new PlaceSearch(table) };
    }
    return this.loaded;
  }

  /** The best `limit` places for what was typed, best first (see PlaceSearch.find). */
  search(query: string, limit = 8): Place[] {
    const q = searchKey(query);
    if (!q) return [];
    const { table, search } = this.load();
    return search.find(q, limit).map((place) => view(table, place));
  }

  /**
   * The places with a position of their own within `km` of a point (localities, one per PIN code,
   * and towns), larger first: the names the offline map writes at city zoom.
   */
  nearby(position: { lat: number; lng: number; km: number }, limit = 200) {
    const { table } = this.load();
    const { lat, lng, precise } = table;
    const degLat = position.km / 111;
    const degLng = degLat / Math.max(0.2, Math.cos((position.lat * Math.PI) / 180));
    const found: { id: number; name: string; lat: number; lng: number }[] = [];
    for (let place = 0; place < precise.length; place += 1) {
      if (!precise[place]) continue;
      if (Math.abs(lat[place]! - position.lat) > degLat) continue;
      if (Math.abs(lng[place]! - position.lng) > degLng) continue;
      const at = { lat: lat[place]!, lng: lng[place]! };
      if (haversineKm(position, at) > position.km) continue;
      found.push({ id: table.ids[place]!, name: table.names[place]!, ...at });
      if (found.length >= limit) break;
    }
    return found;
  }

  /** The nearest place with a position of its own (a locality where there is one). */
  nearest(position: { lat: number; lng: number }): Place & { distance_km: number } {
    const { table } = this.load();
    const { lat, lng, precise } = table;
    let best = 0;
    let bestKm = Infinity;
    const consider = (place: number) => {
      const km = haversineKm(position, { lat: lat[place]!, lng: lng[place]! });
      if (km < bestKm) {
        best = place;
        bestKm = km;
      }
    };
    for (let place = 0; place < precise.length; place += 1)
      if (
        precise[place] &&
        Math.abs(lat[place]! - position.lat) <= 1 &&
        Math.abs(lng[place]! - position.lng) <= 1
      )
        consider(place);
    // Nothing of its own within a degree (out at sea, abroad): the nearest of all, among those
    // the dot product of directions cannot tell from the closest.
    if (bestKm === Infinity) {
      const directions = (this.directions ??= placeDirections(table));
      const dots = dotProducts(directions, direction(position.lat, position.lng));
      let closest = -Infinity;
      for (let place = 0; place < dots.length; place += 1)
        closest = Math.max(closest, dots[place]!);
      for (let place = 0; place < dots.length; place += 1)
        if (dots[place]! >= closest - 1e-9) consider(place);
    }
    return { ...view(table, best), distance_km: Math.round(bestKm * 10) / 10 };
  }
}

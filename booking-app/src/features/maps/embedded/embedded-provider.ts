import { approximateRoadKm, getRuntimeConfig, type LatLng, type Location } from '@dakiya/shared';
import type { MapsProvider, PlaceSuggestion } from '../maps-provider';
import { LazyEmbeddedRouteMap } from './LazyEmbeddedRouteMap';

interface Place {
  id: number;
  formatted_address: string;
  lat: number;
  lng: number;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${getRuntimeConfig().apiBaseUrl}${path}`);
  if (!response.ok) throw new Error(`places answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The offline provider: Indian places from the API's GeoNames data, distances estimated from
 * the great circle, and a Leaflet map drawn without any tile server.
 */
export function createEmbeddedProvider(): MapsProvider {
  const known = new Map<string, Place>();
  return {
    kind: 'embedded',
    approximate: true,
    async suggest(text) {
      if (!text.trim()) return [];
      const { results } = await getJson<{ results: Place[] }>(
        `/places/search/?q=${encodeURIComponent(text.trim())}`,
      );
      return results.map((place): PlaceSuggestion => {
        known.set(String(place.id), place);
        return { id: String(place.id), label: place.formatted_address };
      });
    },
    async resolve(suggestion): Promise<Location> {
      const place = known.get(suggestion.id);
      if (!place) throw new Error('unknown place');
      return { address: place.formatted_address, position: { lat: place.lat, lng: place.lng } };
    },
    async reverseGeocode(position: LatLng) {
      const { result } = await getJson<{ result: Place & { distance_km: number } }>(
        `/places/reverse/?lat=${position.lat}&lng=${position.lng}`,
      );
      return result.distance_km > 2 ? `Near ${result.formatted_address}` : result.formatted_address;
    },
    async distanceKm(from, to) {
      return Math.max(0.5, approximateRoadKm(from, to));
    },
    RouteMap: LazyEmbeddedRouteMap,
  };
}

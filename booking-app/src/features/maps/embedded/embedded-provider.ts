import { type AppDispatch } from '@dakiya/shared';
import { EmbeddedRouteMap } from '@dakiya/shared/maps';
import { approximateRoadKm, type LatLng, type Location, type Place } from '@dakiya/domain';
import type { MapsProvider, PlaceSuggestion } from '../maps-provider';
import { placesApi } from './places-api';

/** Farther than this from the nearest known place, an address reads 'Near …'. */
const NEAR_KM = 2;

/**
 * The offline provider: Indian places from the API's GeoNames data (through the shared API
 * slice, so repeated look-ups come from its cache), distances estimated from the great circle,
 * and a Leaflet map drawn without any tile server.
 */
export function createEmbeddedProvider(dispatch: AppDispatch): MapsProvider {
  const known = new Map<string, Place>();
  return {
    kind: 'embedded',
    approximate: true,
    async suggest(text) {
      if (!text.trim()) return [];
      const places = await dispatch(
        placesApi.endpoints.searchPlaces.initiate(text.trim(), { subscribe: false }),
      ).unwrap();
      return places.map((place): PlaceSuggestion => {
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
      const place = await dispatch(
        placesApi.endpoints.reverseGeocode.initiate(position, { subscribe: false }),
      ).unwrap();
      return place.distance_km > NEAR_KM
        ? `Near ${place.formatted_address}`
        : place.formatted_address;
    },
    async distanceKm(from, to) {
      return Math.max(0.5, approximateRoadKm(from, to));
    },
    RouteMap: EmbeddedRouteMap,
  };
}

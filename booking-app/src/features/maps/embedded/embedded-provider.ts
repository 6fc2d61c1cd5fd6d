import { t } from '@lingui/core/macro';
import { currentLanguage, type AppDispatch } from '@dakiya/shared';
import { placeSearchApi } from '@dakiya/shared/places';
import { EmbeddedRouteMap } from '@dakiya/shared/maps';
import { approximateRoadKm, type LatLng, type Location, type Place } from '@dakiya/domain';
import type { MapsProvider, PlaceSuggestion } from '../maps-provider';
import { placesApi } from './places-api';

/** Farther than this from the nearest known place, an address reads 'Near …'. */
const NEAR_KM = 2;

/**
 * The offline provider: Indian places from the API's GeoNames data, named in the app's language
 * (through the shared API slice, so repeated look-ups come from its cache), distances estimated
 * from the great circle, and a Leaflet map drawn without any tile server.
 */
export function createEmbeddedProvider(dispatch: AppDispatch): MapsProvider {
  const known = new Map<string, Place>();
  return {
    kind: 'embedded',
    approximate: true,
    async suggest(text, near) {
      if (!text.trim()) return [];
      const places = await dispatch(
        placeSearchApi.endpoints.searchPlaces.initiate(
          { q: text.trim(), lang: currentLanguage(), near },
          { subscribe: false },
        ),
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
        placesApi.endpoints.reverseGeocode.initiate(
          { ...position, lang: currentLanguage() },
          { subscribe: false },
        ),
      ).unwrap();
      const address = place.formatted_address;
      return place.distance_km > NEAR_KM ? t`Near ${address}` : address;
    },
    async distanceKm(from, to) {
      return Math.max(0.5, approximateRoadKm(from, to));
    },
    RouteMap: EmbeddedRouteMap,
  };
}

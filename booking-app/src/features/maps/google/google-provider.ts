import { COUNTRY_RESTRICTION, type Location } from '@dakiya/domain';
import { createGoogleRouteMap, loadGoogle } from '@dakiya/shared/google-maps';
import type { MapsProvider, PlaceSuggestion } from '../maps-provider';

/** Google Maps: places autocomplete restricted to India, geocoding and driving directions. */
export function createGoogleProvider(apiKey: string): MapsProvider {
  const ready = () => loadGoogle(apiKey);
  return {
    kind: 'google',
    approximate: false,
    async suggest(text, near) {
      if (!text.trim()) return [];
      const g = await ready();
      const service = new g.maps.places.AutocompleteService();
      const { predictions } = await service.getPlacePredictions({
        input: text,
        componentRestrictions: { country: COUNTRY_RESTRICTION.toLowerCase() },
        ...(near && { locationBias: near }),
      });
      return predictions.map((p): PlaceSuggestion => ({ id: p.place_id, label: p.description }));
    },
    async resolve(suggestion): Promise<Location> {
      const g = await ready();
      const { results } = await new g.maps.Geocoder().geocode({ placeId: suggestion.id });
      const first = results[0];
      if (!first) throw new Error('Google found no such place');
      return { address: first.formatted_address, position: first.geometry.location.toJSON() };
    },
    async reverseGeocode(position) {
      // docs/maps.md: a geocoding GET with latlng and key; the first result's formatted address.
      const url = `https://maps.googleapis.com/maps/api/geocode/json?latlng=${position.lat},${position.lng}&key=${apiKey}`;
      const body = (await (await fetch(url)).json()) as {
        results?: Array<{ formatted_address: string }>;
      };
      const address = body.results?.[0]?.formatted_address;
      if (!address) throw new Error('no address at this position');
      return address;
    },
    async distanceKm(from, to) {
      const g = await ready();
      const result = await new g.maps.DirectionsService().route({
        origin: from,
        destination: to,
        travelMode: g.maps.TravelMode.DRIVING,
      });
      const metres = result.routes[0]?.legs[0]?.distance?.value;
      if (metres === undefined) throw new Error('no driving route');
      return metres / 1000;
    },
    RouteMap: createGoogleRouteMap(apiKey),
  };
}

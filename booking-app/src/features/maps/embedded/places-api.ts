import { dakiyaApi, API_ROUTES } from '@dakiya/shared';
import { type Place, type ReverseGeocodeResult, type LatLng } from '@dakiya/domain';

/**
 * The API's offline place search and reverse geocoding (GeoNames), for the embedded provider (the
 * map's own locality names are @dakiya/shared/maps').
 */
export const placesApi = dakiyaApi.injectEndpoints({
  endpoints: (build) => ({
    searchPlaces: build.query<Place[], string>({
      query: (q) => ({ url: API_ROUTES.placeSearch, params: { q } }),
      transformResponse: (response: { results: Place[] }) => response.results,
    }),
    reverseGeocode: build.query<ReverseGeocodeResult, LatLng>({
      query: ({ lat, lng }) => ({ url: API_ROUTES.reverseGeocode, params: { lat, lng } }),
      transformResponse: (response: { result: ReverseGeocodeResult }) => response.result,
    }),
  }),
});

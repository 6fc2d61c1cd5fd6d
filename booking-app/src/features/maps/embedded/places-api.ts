import { dakiyaApi, API_ROUTES, REMOTE_INJECTION } from '@dakiya/shared';
import { type PlaceLanguage, type ReverseGeocodeResult, type LatLng } from '@dakiya/domain';

/**
 * The API's offline reverse geocoding (GeoNames), for the embedded provider (its place search is
 * shared's placeSearchApi; the map's own locality names are @dakiya/shared/maps'), with places
 * named in the app's language.
 */
export const placesApi = dakiyaApi.injectEndpoints({
  ...REMOTE_INJECTION,
  endpoints: (build) => ({
    reverseGeocode: build.query<ReverseGeocodeResult, LatLng & { lang: PlaceLanguage }>({
      query: ({ lat, lng, lang }) => ({
        url: API_ROUTES.reverseGeocode,
        params: { lat, lng, lang },
      }),
      transformResponse: (response: { result: ReverseGeocodeResult }) => response.result,
    }),
  }),
});

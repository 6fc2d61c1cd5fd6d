// Through the package's name: this file is in the separate entry `@dakiya/shared/maps`, and only
// `@dakiya/shared` itself holds the one RTK Query api.
import { API_ROUTES, dakiyaApi } from '@dakiya/shared';
import type { LatLng, PlaceLabel, PlaceLanguage } from '@dakiya/domain';

/**
 * The API's localities around a view (GeoNames), which the embedded map names at city zoom, in
 * Hindi where the data has a Hindi name and the app speaks Hindi.
 */
export const nearbyPlacesApi = dakiyaApi.injectEndpoints({
  endpoints: (build) => ({
    nearbyPlaces: build.query<PlaceLabel[], LatLng & { km: number; lang: PlaceLanguage }>({
      query: (params) => ({ url: API_ROUTES.nearbyPlaces, params }),
      transformResponse: (response: { results: PlaceLabel[] }) => response.results,
    }),
  }),
});

// Through the package's name: this file is in the separate entry `@dakiya/shared/places`, and only
// `@dakiya/shared` itself holds the one RTK Query api.
import { API_ROUTES, dakiyaApi } from '@dakiya/shared';
import type { Place, PlaceLanguage } from '@dakiya/domain';

/**
 * The API's offline place search (GeoNames), here because two remotes search places: booking-app's
 * embedded maps and account-app's saved addresses. One endpoint, so both share its cache.
 */
export const placeSearchApi = dakiyaApi.injectEndpoints({
  endpoints: (build) => ({
    searchPlaces: build.query<Place[], { q: string; lang: PlaceLanguage }>({
      query: (params) => ({ url: API_ROUTES.placeSearch, params }),
      transformResponse: (response: { results: Place[] }) => response.results,
    }),
  }),
});

export const { useSearchPlacesQuery } = placeSearchApi;

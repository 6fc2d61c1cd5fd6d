// Through the package's name: this file is in the separate entry `@dakiya/shared/places`, and only
// `@dakiya/shared` itself holds the one RTK Query api.
import { API_ROUTES, dakiyaApi } from '@dakiya/shared';
import type { LatLng, Place, PlaceLanguage } from '@dakiya/domain';

/** What a place search asks: the text, the language to name places in, where the customer is. */
export interface PlaceSearchArgs {
  q: string;
  lang: PlaceLanguage;
  /** The device's or the pickup's position: the API puts places near it first. */
  near?: LatLng | undefined;
}

/**
 * A position as the search's `near` ('12.97,77.59'): to about a kilometre, which is all the
 * ordering needs, and less of where the customer is in the API's logs.
 */
const nearText = ({ lat, lng }: LatLng) => `${lat.toFixed(2)},${lng.toFixed(2)}`;

/**
 * The API's offline place search (GeoNames), here because two remotes search places: booking-app's
 * embedded maps and account-app's saved addresses. One endpoint, so both share its cache.
 */
export const placeSearchApi = dakiyaApi.injectEndpoints({
  endpoints: (build) => ({
    searchPlaces: build.query<Place[], PlaceSearchArgs>({
      query: ({ near, ...params }) => ({
        url: API_ROUTES.placeSearch,
        params: near ? { ...params, near: nearText(near) } : params,
      }),
      transformResponse: (response: { results: Place[] }) => response.results,
    }),
  }),
});

export const { useSearchPlacesQuery } = placeSearchApi;

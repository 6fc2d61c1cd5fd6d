import { API_ROUTES } from '@dakiya/domain';
import {
  nearbyPlacesQuerySchema,
  nearbyPlacesResponseSchema,
  placeSearchQuerySchema,
  placeSearchResponseSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeResponseSchema,
} from '@dakiya/domain/schemas';
import { responses } from '../../http/responses.js';
import type { AreaPlugin } from '../area-plugin.js';
import { tagRoutes } from '../scopes.js';

/**
 * Offline place search and reverse geocoding for the embedded maps provider (no key or sign-in
 * needed), each route limited per client address.
 */
export const placeRoutes: AreaPlugin = async (app, { services: { places, config } }) => {
  tagRoutes(app, 'places');
  const rateLimit = { rateLimit: { max: config.placeRateLimit, timeWindow: '1 minute' } };

  app.get(
    API_ROUTES.placeSearch,
    {
      config: rateLimit,
      schema: {
        summary: 'Indian places whose name matches q, near `near` first (GeoNames, CC BY 4.0)',
        querystring: placeSearchQuerySchema,
        response: responses({ 200: placeSearchResponseSchema }),
      },
    },
    async ({ query }) => ({
      results: places.search(query.q, query.limit, query.lang, query.near),
    }),
  );

  app.get(
    API_ROUTES.reverseGeocode,
    {
      config: rateLimit,
      schema: {
        summary: 'The nearest Indian place to a position',
        querystring: reverseGeocodeQuerySchema,
        response: responses({ 200: reverseGeocodeResponseSchema }),
      },
    },
    async (request) => ({ result: places.nearest(request.query) }),
  );

  app.get(
    API_ROUTES.nearbyPlaces,
    {
      config: rateLimit,
      schema: {
        summary: 'Localities and towns within km of a position, larger first (map labels)',
        querystring: nearbyPlacesQuerySchema,
        response: responses({ 200: nearbyPlacesResponseSchema }),
      },
    },
    async (request) => ({ results: places.nearby(request.query) }),
  );
};

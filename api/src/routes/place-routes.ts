import { z } from 'zod';
import type { Api, Services } from './context.js';

/** Offline place search and reverse geocoding for the embedded maps provider (no key needed). */
export function placeRoutes(app: Api, { places }: Services): void {
  app.get(
    '/places/search/',
    {
      schema: {
        tags: ['places'],
        summary: 'Indian places whose name matches q (GeoNames, CC BY 4.0)',
        querystring: z.object({
          q: z.string().max(100).default(''),
          limit: z.coerce.number().int().min(1).max(20).default(8),
        }),
      },
    },
    async (request) => ({ results: places.search(request.query.q, request.query.limit) }),
  );

  app.get(
    '/places/reverse/',
    {
      schema: {
        tags: ['places'],
        summary: 'The nearest Indian place to a position',
        querystring: z.object({
          lat: z.coerce.number().min(-90).max(90),
          lng: z.coerce.number().min(-180).max(180),
        }),
      },
    },
    async (request) => ({ result: places.nearest(request.query) }),
  );
}

import { z } from 'zod';
import { API_ROUTES } from '@dakiya/domain';
import {
  acceptOfferParamsSchema,
  driverOfferListSchema,
  idParamsSchema,
  orderSchema,
} from '@dakiya/domain/schemas';
import { assertOwnUser } from '../../http/auth.js';
import { responses } from '../../http/responses.js';
import type { AreaPlugin } from '../area-plugin.js';

/** Whether an If-None-Match header names `etag` (or is `*`). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Bargaining from the customer's side: the drivers' offers on a request, and accepting one. */
export const offerRoutes: AreaPlugin = async (app, { services: { rides } }) => {
  app.get(
    API_ROUTES.rideOffers,
    {
      // Polled every second by every waiting customer: its answers are not logged one by one
      // (a failure still is, as a warning or an error).
      logLevel: 'warn',
      schema: {
        summary: "Drivers' offers on a ride request (polled every second)",
        params: idParamsSchema,
        response: responses({ 200: driverOfferListSchema, 304: z.void() }),
      },
    },
    async (request, reply) => {
      const { offers, etag } = await rides.offerLists.get(request.user.sub, request.params.id);
      // The browser keeps the list and asks again with If-None-Match (its HTTP cache does that
      // for RTK Query's fetch by itself): an unchanged list is a 304 with no body.
      void reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return offers;
    },
  );

  app.post(
    API_ROUTES.acceptOffer,
    {
      schema: {
        summary: "Accept a driver's offer; answers the order",
        params: acceptOfferParamsSchema,
        response: responses({ 200: orderSchema }),
      },
    },
    async (request) => {
      const { userId, offerCode } = request.params;
      assertOwnUser(request, userId);
      return rides.acceptance.accept(userId, offerCode);
    },
  );
};

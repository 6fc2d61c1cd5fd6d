import { z } from 'zod';
import { API_ROUTES } from '@dakiya/domain';
import {
  acceptOfferParamsSchema,
  cancelRideRequestSchema,
  orderHistoryQuerySchema,
  orderHistorySchema,
  raiseOfferRequestSchema,
  driverOfferListSchema,
  idParamsSchema,
  orderSchema,
  quotationParamsSchema,
  quotationRequestSchema,
  quotationResponseSchema,
  rideRequestFieldsSchema,
  rideSchema,
  userIdParamsSchema,
} from '@dakiya/domain/schemas';
import { ClientError, fieldErrors } from '../client-errors.js';
import { readFormBody } from '../http/multipart.js';
import { assertOwnUser, requireRole } from '../http/auth.js';
import { responses } from '../http/responses.js';
import type { Api, Services } from './context.js';

const bearer = [{ bearer: [] }];

/** Whether an If-None-Match header names `etag` (or is `*`). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** How often searching rides past their time are closed as `expired`. */
const EXPIRY_SWEEP_MS = 5_000;

export function bookingRoutes(app: Api, { quotations, rides }: Services): void {
  const consumer = requireRole('consumer');

  // Reads close an overdue ride on the spot; the sweep closes the ones nobody reads.
  let sweep: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => void rides.expireDue().catch(() => {}), EXPIRY_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    if (sweep) clearInterval(sweep);
  });

  app.post(
    API_ROUTES.quotations,
    {
      preHandler: consumer,
      schema: {
        tags: ['quotations'],
        summary: 'Price a document, parcel or logistics load (docs/product.md, Fares)',
        security: bearer,
        body: quotationRequestSchema,
        response: responses({ 201: quotationResponseSchema }),
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await quotations.create(request.user.sub, request.body) }),
  );

  app.get(
    API_ROUTES.quotation,
    {
      preHandler: consumer,
      schema: {
        tags: ['quotations'],
        security: bearer,
        params: quotationParamsSchema,
        response: responses({ 200: quotationResponseSchema }),
      },
    },
    async (request) => ({ data: await quotations.get(request.user.sub, request.params.quotId) }),
  );

  app.post(
    API_ROUTES.rideRequests,
    {
      preHandler: consumer,
      schema: {
        tags: ['rides'],
        summary:
          'Ask for drivers at a fare (JSON, or multipart with an optional parcel_image); at least half the estimate, in paise at most; a few a minute per customer',
        security: bearer,
        params: userIdParamsSchema,
        consumes: ['multipart/form-data', 'application/json'],
        response: responses({ 201: rideSchema }),
      },
    },
    async (request, reply) => {
      assertOwnUser(request, request.params.userId);
      const { fields, files } = await readFormBody(request);
      const parsed = rideRequestFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new ClientError(
          400,
          `${String(issue.path[0] ?? 'body')}: ${issue.message}`,
          fieldErrors(parsed.error),
        );
      }
      return reply
        .status(201)
        .send(await rides.create(request.params.userId, parsed.data, files.parcel_image?.data));
    },
  );

  app.get(
    API_ROUTES.rideOffers,
    {
      preHandler: consumer,
      schema: {
        tags: ['rides'],
        summary: "Drivers' offers on a ride request (polled every second)",
        security: bearer,
        params: idParamsSchema,
        response: responses({ 200: driverOfferListSchema, 304: z.void() }),
      },
    },
    async (request, reply) => {
      const { offers, etag } = await rides.offerList(request.user.sub, request.params.id);
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
      preHandler: consumer,
      schema: {
        tags: ['rides'],
        summary: "Accept a driver's offer; answers the order",
        security: bearer,
        params: acceptOfferParamsSchema,
        response: responses({ 200: orderSchema }),
      },
    },
    async (request) => {
      assertOwnUser(request, request.params.userId);
      return rides.assign(request.params.userId, request.params.offerCode);
    },
  );

  app.get(
    API_ROUTES.order,
    {
      preHandler: consumer,
      schema: {
        tags: ['rides'],
        summary: 'The order of an accepted ride',
        security: bearer,
        params: idParamsSchema,
        response: responses({ 200: orderSchema }),
      },
    },
    async (request) => rides.order(request.user.sub, request.params.id),
  );

  app.get(
    API_ROUTES.orderHistory,
    {
      preHandler: consumer,
      schema: {
        tags: ['rides'],
        summary: "The customer's orders, newest first, a page at a time",
        security: bearer,
        querystring: orderHistoryQuerySchema,
        response: responses({ 200: orderHistorySchema }),
      },
    },
    async (request) => rides.history(request.user.sub, request.query.page),
  );

  app.get(
    API_ROUTES.ride,
    {
      preHandler: consumer,
      schema: {
        tags: ['rides'],
        summary: 'A ride request: its status and when it expires (the drivers’ list resumes it)',
        security: bearer,
        params: idParamsSchema,
        response: responses({ 200: rideSchema }),
      },
    },
    async (request) => rides.ride(request.user.sub, request.params.id),
  );

  app.patch(
    API_ROUTES.ride,
    {
      preHandler: consumer,
      schema: {
        tags: ['rides'],
        summary: 'A new fare for the open request (the offer popup); drivers see it',
        security: bearer,
        params: idParamsSchema,
        body: raiseOfferRequestSchema,
        response: responses({ 200: rideSchema }),
      },
    },
    async (request) =>
      rides.raiseOffer(request.user.sub, request.params.id, request.body.offer_fare),
  );

  app.post(
    API_ROUTES.rideCancel,
    {
      preHandler: consumer,
      schema: {
        tags: ['rides'],
        summary: 'Cancel the request or the order, before pickup, with a reason',
        security: bearer,
        params: idParamsSchema,
        body: cancelRideRequestSchema,
        response: responses({ 200: rideSchema }),
      },
    },
    async (request) =>
      rides.cancelByCustomer(request.user.sub, request.params.id, request.body.reason),
  );

  app.post(
    API_ROUTES.rideRetry,
    {
      preHandler: consumer,
      schema: {
        tags: ['rides'],
        summary: 'Look for drivers again after the driver cancelled or the request expired',
        security: bearer,
        params: idParamsSchema,
        response: responses({ 201: rideSchema }),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await rides.retry(request.user.sub, request.params.id)),
  );
}

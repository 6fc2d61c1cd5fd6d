import { API_ROUTES } from '@dakiya/domain';
import {
  acceptOfferParamsSchema,
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
import { ClientError } from '../services/errors.js';
import { readFormBody } from '../http/multipart.js';
import { assertOwnUser, requireRole } from '../http/auth.js';
import { responses } from '../http/responses.js';
import type { Api, Services } from './context.js';

const bearer = [{ bearer: [] }];

export function bookingRoutes(app: Api, { quotations, rides }: Services): void {
  const consumer = requireRole('consumer');

  app.post(
    API_ROUTES.quotations,
    {
      preHandler: consumer,
      schema: {
        tags: ['quotations'],
        summary: 'Price a document, parcel or logistics load (README: Fares)',
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
        summary: 'Ask for drivers at a fare (JSON, or multipart with an optional parcel_image)',
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
        throw new ClientError(400, `${String(issue.path[0] ?? 'body')}: ${issue.message}`);
      }
      return reply.status(201).send(
        await rides.create(request.params.userId, {
          ...parsed.data,
          parcel_image: files.parcel_image,
        }),
      );
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
        response: responses({ 200: driverOfferListSchema }),
      },
    },
    async (request) => rides.listOffers(request.user.sub, request.params.id),
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
      return rides.assign(request.params.userId, request.params.rideId);
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
}

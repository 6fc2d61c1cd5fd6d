import { API_ROUTES } from '@dakiya/domain';
import {
  cancelRideRequestSchema,
  idParamsSchema,
  raiseOfferRequestSchema,
  rideRequestFieldsSchema,
  rideSchema,
  userIdParamsSchema,
} from '@dakiya/domain/schemas';
import { ClientError, fieldErrors } from '../../client-errors.js';
import { assertOwnUser } from '../../http/auth.js';
import { readFormBody } from '../../http/multipart.js';
import { responses } from '../../http/responses.js';
import type { AreaPlugin } from '../area-plugin.js';

/** A customer's ride request: asking for drivers, reading it, a higher fare, cancel, retry. */
export const rideRequestRoutes: AreaPlugin = async (app, { services: { rides } }) => {
  app.post(
    API_ROUTES.rideRequests,
    {
      schema: {
        summary:
          'Ask for drivers at a fare (JSON, or multipart with an optional parcel_image); at least half the estimate, in paise at most; a few a minute per customer',
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
      const ride = await rides.requests.create(
        request.params.userId,
        parsed.data,
        files.parcel_image?.data,
      );
      return reply.status(201).send(ride);
    },
  );

  app.get(
    API_ROUTES.ride,
    {
      schema: {
        summary: 'A ride request: its status and when it expires (the drivers’ list resumes it)',
        params: idParamsSchema,
        response: responses({ 200: rideSchema }),
      },
    },
    async (request) => rides.orders.ride(request.user.sub, request.params.id),
  );

  app.patch(
    API_ROUTES.ride,
    {
      schema: {
        summary: 'A new fare for the open request (the offer popup); drivers see it',
        params: idParamsSchema,
        body: raiseOfferRequestSchema,
        response: responses({ 200: rideSchema }),
      },
    },
    async (request) =>
      rides.requests.raiseOffer(request.user.sub, request.params.id, request.body.offer_fare),
  );

  app.post(
    API_ROUTES.rideCancel,
    {
      schema: {
        summary: 'Cancel the request or the order, before pickup, with a reason',
        params: idParamsSchema,
        body: cancelRideRequestSchema,
        response: responses({ 200: rideSchema }),
      },
    },
    async (request) =>
      rides.cancellation.cancelByCustomer(request.user.sub, request.params.id, request.body.reason),
  );

  app.post(
    API_ROUTES.rideRetry,
    {
      schema: {
        summary: 'Look for drivers again after the driver cancelled or the request expired',
        params: idParamsSchema,
        response: responses({ 201: rideSchema }),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await rides.requests.retry(request.user.sub, request.params.id)),
  );
};

import { z } from 'zod';
import { quotationRequestSchema } from '@dakiya/shared/src/validation/booking-rules';
import { ClientError } from '../services/errors.js';
import { readFormBody } from '../http/multipart.js';
import { assertOwnUser, requireRole } from '../http/auth.js';
import type { Api, Services } from './context.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const latitude = z.coerce.number().min(-90).max(90).optional();
const longitude = z.coerce.number().min(-180).max(180).optional();

export const rideRequestFields = z.object({
  type: z.string().trim().min(1, 'This field is required.').max(40),
  pickup_location: z.string().trim().min(1, 'This field is required.').max(500),
  drop_location: z.string().trim().min(1, 'This field is required.').max(500),
  offer_fare: z.coerce
    .number({ error: 'Enter a fare in rupees' })
    .min(10, 'The fare must be at least ₹10')
    .max(1_000_000),
  pickup_lat: latitude,
  pickup_lng: longitude,
  drop_lat: latitude,
  drop_lng: longitude,
  weight: z.coerce.number().positive().max(2000).optional(),
});

export function bookingRoutes(app: Api, { quotations, rides }: Services): void {
  const consumer = requireRole('consumer');

  app.post(
    '/quotations/prices/',
    {
      preHandler: consumer,
      schema: {
        tags: ['quotations'],
        summary: 'Price a document, parcel or logistics load (README: Fares)',
        body: quotationRequestSchema,
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await quotations.create(request.user.sub, request.body) }),
  );

  app.get(
    '/quotations/prices/:quotId/',
    {
      preHandler: consumer,
      schema: { tags: ['quotations'], params: z.object({ quotId: id }) },
    },
    async (request) => ({ data: await quotations.get(request.user.sub, request.params.quotId) }),
  );

  app.post(
    '/bargaining/:userId/',
    {
      preHandler: consumer,
      schema: {
        tags: ['rides'],
        summary: 'Ask for drivers at a fare (JSON, or multipart with an optional parcel_image)',
        params: z.object({ userId: id }),
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request, reply) => {
      assertOwnUser(request, request.params.userId);
      const { fields, files } = await readFormBody(request);
      const parsed = rideRequestFields.safeParse(fields);
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
    '/bargaining/RideGet/:id/',
    {
      preHandler: consumer,
      schema: {
        tags: ['rides'],
        summary: "Drivers' offers on a ride request (polled every second)",
        params: z.object({ id }),
      },
    },
    async (request) => rides.listOffers(request.user.sub, request.params.id),
  );

  app.post(
    '/bargaining/RideGet/:userId/driverassign/:rideId/',
    {
      preHandler: consumer,
      schema: {
        tags: ['rides'],
        summary: "Accept a driver's offer; answers the order",
        params: z.object({ userId: id, rideId: z.string().min(1).max(64) }),
      },
    },
    async (request) => {
      assertOwnUser(request, request.params.userId);
      return rides.assign(request.params.userId, request.params.rideId);
    },
  );

  app.get(
    '/bargaining/orders/:id/',
    {
      preHandler: consumer,
      schema: {
        tags: ['rides'],
        summary: 'The order of an accepted ride',
        params: z.object({ id }),
      },
    },
    async (request) => rides.order(request.user.sub, request.params.id),
  );
}

import { API_ROUTES } from '@dakiya/domain';
import {
  cancelRideRequestSchema,
  driverPositionRequestSchema,
  driverPositionResponseSchema,
  driverStartTripRequestSchema,
  driverTripParamsSchema,
  driverTripSchema,
} from '@dakiya/domain/schemas';
import { requireRole } from '../http/auth.js';
import { responses } from '../http/responses.js';
import type { Api, Services } from './context.js';

const bearer = [{ bearer: [] }];

/** The driver's trip after an accept: arrive, start with the OTP, deliver, cancel, positions. */
export function driverTripRoutes(app: Api, { trips }: Services): void {
  const driverOnly = requireRole('driver');
  const schema = (summary: string) => ({
    tags: ['drivers'],
    summary,
    security: bearer,
    params: driverTripParamsSchema,
    response: responses({ 200: driverTripSchema }),
  });

  app.get(
    API_ROUTES.driverTrip,
    {
      preHandler: driverOnly,
      schema: {
        tags: ['drivers'],
        summary: 'The ride the driver is booked for (404 when none)',
        security: bearer,
        response: responses({ 200: driverTripSchema }),
      },
    },
    async (request) => trips.current(request.user.sub),
  );

  app.put(
    API_ROUTES.driverPosition,
    {
      preHandler: driverOnly,
      schema: {
        tags: ['drivers'],
        summary:
          "The driver's position, every few seconds while online or on a trip (the feed's distances, the customer's map)",
        security: bearer,
        body: driverPositionRequestSchema,
        response: responses({ 200: driverPositionResponseSchema }),
      },
    },
    async (request) => trips.position(request.user.sub, request.body),
  );

  app.post(
    API_ROUTES.driverArrive,
    { preHandler: driverOnly, schema: schema('At the pickup (assigned → driver_arrived)') },
    async (request) => trips.arrive(request.user.sub, request.params.rideId),
  );

  app.post(
    API_ROUTES.driverStartTrip,
    {
      preHandler: driverOnly,
      schema: {
        ...schema("Parcel on board with the customer's OTP (driver_arrived → picked_up)"),
        body: driverStartTripRequestSchema,
      },
    },
    async (request) => trips.start(request.user.sub, request.params.rideId, request.body.otp),
  );

  app.post(
    API_ROUTES.driverDeliver,
    { preHandler: driverOnly, schema: schema('Delivered at the drop (picked_up → delivered)') },
    async (request) => trips.deliver(request.user.sub, request.params.rideId),
  );

  app.post(
    API_ROUTES.driverCancel,
    {
      preHandler: driverOnly,
      schema: {
        ...schema('Drop the ride before pickup, with a reason; the customer is told'),
        body: cancelRideRequestSchema,
      },
    },
    async (request) => trips.cancel(request.user.sub, request.params.rideId, request.body.reason),
  );
}

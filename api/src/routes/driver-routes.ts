import { API_ROUTES, DRIVER_FEED_RADIUS_KM } from '@dakiya/domain';
import {
  driverOfferParamsSchema,
  driverOfferRequestSchema,
  driverOfferSchema,
  driverRegistrationResponseSchema,
  driverRegistrationSchema,
  driverRideListSchema,
  driverStatusRequestSchema,
  driverStatusResponseSchema,
} from '@dakiya/domain/schemas';
import { requireRole, ACCESS_TTL } from '../http/auth.js';
import { responses } from '../http/responses.js';
import { rideView } from '../services/ride-service.js';
import type { Api, Services } from './context.js';

const FEED_LOOK_BACK_MS = 15 * 60_000;
const bearer = [{ bearer: [] }];

/** The driver side: drivers are not in the customer app, but their offers come through here. */
export function driverRoutes(app: Api, { drivers, rides }: Services): void {
  const driverOnly = requireRole('driver');

  app.post(
    API_ROUTES.drivers,
    {
      schema: {
        tags: ['drivers'],
        summary: 'Register a driver and vehicle; answers a driver access token',
        body: driverRegistrationSchema,
        response: responses({ 201: driverRegistrationResponseSchema }),
      },
    },
    async (request, reply) => {
      const b = request.body;
      const driver = await drivers.register({
        name: b.name,
        phoneNumber: b.phone_number,
        vehicleType: b.vehicle_type,
        vehicleModel: b.vehicle_model,
        registration: b.registration,
      });
      const access = app.jwt.sign(
        { sub: driver.id, role: 'driver', typ: 'access' },
        { expiresIn: ACCESS_TTL },
      );
      return reply.status(201).send({ data: { id: driver.id, name: driver.name }, access });
    },
  );

  app.put(
    API_ROUTES.driverStatus,
    {
      preHandler: driverOnly,
      schema: {
        tags: ['drivers'],
        security: bearer,
        body: driverStatusRequestSchema,
        response: responses({ 200: driverStatusResponseSchema }),
      },
    },
    async (request) => {
      const d = await drivers.setStatus(request.user.sub, request.body);
      return { data: { id: d.id, online: d.online, lat: d.lat, lng: d.lng } };
    },
  );

  app.get(
    API_ROUTES.driverRides,
    {
      preHandler: driverOnly,
      schema: {
        tags: ['drivers'],
        summary: `Open ride requests within ${DRIVER_FEED_RADIUS_KM} km that fit the vehicle; none while offline or on a trip`,
        security: bearer,
        response: responses({ 200: driverRideListSchema }),
      },
    },
    async (request) => {
      const driver = await drivers.byId(request.user.sub);
      return rides.feed(driver, new Date(Date.now() - FEED_LOOK_BACK_MS));
    },
  );

  app.post(
    API_ROUTES.driverOffers,
    {
      preHandler: driverOnly,
      schema: {
        tags: ['drivers'],
        summary:
          'Offer a fare (online, near the pickup, a fitting vehicle, not on a trip); a new fare is a new offer',
        security: bearer,
        params: driverOfferParamsSchema,
        body: driverOfferRequestSchema,
        response: responses({ 201: driverOfferSchema }),
      },
    },
    async (request, reply) => {
      const driver = await drivers.byId(request.user.sub);
      return reply
        .status(201)
        .send(await rides.makeOffer(driver, request.params.rideId, request.body.fare));
    },
  );
}

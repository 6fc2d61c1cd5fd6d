import { z } from 'zod';
import { haversineKm } from '@dakiya/shared/src/geo/haversine';
import { phoneField } from '@dakiya/shared/src/validation/auth-rules';
import { requireRole, ACCESS_TTL } from '../http/auth.js';
import { VEHICLE_TYPES, vehicleFits } from '../services/vehicles.js';
import { rideView } from '../services/ride-service.js';
import type { Api, Services } from './context.js';

const NEARBY_KM = 20;

/** The driver side: drivers are not in the customer app, but their offers come through here. */
export function driverRoutes(app: Api, { drivers, rides }: Services): void {
  const driverOnly = requireRole('driver');

  app.post(
    '/drivers/',
    {
      schema: {
        tags: ['drivers'],
        summary: 'Register a driver and vehicle; answers a driver access token',
        body: z.object({
          name: z.string().trim().min(1).max(80),
          phone_number: phoneField,
          vehicle_type: z.enum(VEHICLE_TYPES as [string, ...string[]]),
          vehicle_model: z.string().trim().min(1).max(80),
          registration: z.string().trim().min(4).max(20),
        }),
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
    '/drivers/me/status/',
    {
      preHandler: driverOnly,
      schema: {
        tags: ['drivers'],
        body: z.object({
          online: z.boolean(),
          lat: z.number().min(-90).max(90).optional(),
          lng: z.number().min(-180).max(180).optional(),
        }),
      },
    },
    async (request) => {
      const d = await drivers.setStatus(request.user.sub, request.body);
      return { data: { id: d.id, online: d.online, lat: d.lat, lng: d.lng } };
    },
  );

  app.get(
    '/drivers/me/rides/',
    {
      preHandler: driverOnly,
      schema: {
        tags: ['drivers'],
        summary: `Open ride requests within ${NEARBY_KM} km that fit the vehicle`,
      },
    },
    async (request) => {
      const driver = await drivers.byId(request.user.sub);
      const open = await rides.searching(new Date(Date.now() - 15 * 60_000));
      return open
        .filter((ride) => vehicleFits(driver.vehicleType, ride.type, ride.weightKg))
        .filter((ride) =>
          ride.pickupLat === null ||
          ride.pickupLng === null ||
          driver.lat === null ||
          driver.lng === null
            ? true
            : haversineKm(
                { lat: driver.lat, lng: driver.lng },
                { lat: ride.pickupLat, lng: ride.pickupLng },
              ) <= NEARBY_KM,
        )
        .map(rideView);
    },
  );

  app.post(
    '/drivers/me/rides/:rideId/offers/',
    {
      preHandler: driverOnly,
      schema: {
        tags: ['drivers'],
        params: z.object({ rideId: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: z.object({ fare: z.number().min(10).max(1_000_000) }),
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

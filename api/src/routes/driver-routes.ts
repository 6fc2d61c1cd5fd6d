import { API_ROUTES, DRIVER_FEED_RADIUS_KM, SESSION_MESSAGES } from '@dakiya/domain';
import {
  driverOfferParamsSchema,
  driverOfferRequestSchema,
  driverOfferSchema,
  driverRegistrationResponseSchema,
  driverSignupOtpRequestSchema,
  driverSignupSchema,
  messageResponseSchema,
  driverRideListSchema,
  driverStatusRequestSchema,
  driverStatusResponseSchema,
} from '@dakiya/domain/schemas';
import { requireRole } from '../http/auth.js';
import { responses } from '../http/responses.js';
import type { Api, Services } from './context.js';

const bearer = [{ bearer: [] }];

/** The driver side: drivers are not in the customer app, but their offers come through here. */
export function driverRoutes(
  app: Api,
  { drivers, rides, accounts, sessions, config }: Services,
): void {
  const driverOnly = requireRole('driver');

  // Sign-up proves the phone by OTP and is rate limited per client address, like a customer's.
  const signupLimit = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    API_ROUTES.driverSignupOtp,
    {
      config: signupLimit,
      schema: {
        tags: ['drivers'],
        summary: 'Driver sign-up, step 1: text an OTP to the phone being registered',
        body: driverSignupOtpRequestSchema,
        response: responses({ 200: messageResponseSchema }),
      },
    },
    async (request) => {
      await accounts.sendDriverSignupOtp(request.body.phone_number);
      return { message: SESSION_MESSAGES.driverOtpSent };
    },
  );

  app.post(
    API_ROUTES.drivers,
    {
      config: signupLimit,
      schema: {
        tags: ['drivers'],
        summary:
          'Driver sign-up, step 2: register a driver and vehicle with the texted OTP; answers a driver access token',
        body: driverSignupSchema,
        response: responses({ 201: driverRegistrationResponseSchema }),
      },
    },
    async (request, reply) => {
      const b = request.body;
      await accounts.verifyDriverPhone(b.phone_number, b.otp);
      const driver = await drivers.register({
        name: b.name,
        phoneNumber: b.phone_number,
        vehicleType: b.vehicle_type,
        vehicleModel: b.vehicle_model,
        registration: b.registration,
      });
      const { access } = await sessions.start(driver.id, 'driver');
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
      return rides.feed(driver);
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

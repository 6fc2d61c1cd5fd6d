import { API_ERRORS, API_ROUTES, SESSION_MESSAGES } from '@dakiya/domain';
import {
  driverLoginOtpRequestSchema,
  driverLoginSchema,
  driverRegistrationResponseSchema,
  driverSessionSchema,
  driverSignupOtpRequestSchema,
  driverSignupSchema,
  logoutRequestSchema,
  messageResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
} from '@dakiya/domain/schemas';
import { ClientError } from '../../client-errors.js';
import { responses } from '../../http/responses.js';
import type { AreaPlugin } from '../area-plugin.js';

/** Drivers signing up and in by OTP, and their tokens: public. */
export const driverSignInRoutes: AreaPlugin = async (app, { services }) => {
  const { drivers, accounts, driverLogin, config } = services;

  // Sign-up and login prove the phone by OTP and are rate limited per client address, like a
  // customer's.
  const authLimit = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    API_ROUTES.driverSignupOtp,
    {
      config: authLimit,
      schema: {
        summary: 'Driver sign-up, step 1: text an OTP to the phone being registered',
        body: driverSignupOtpRequestSchema,
        response: responses({ 200: messageResponseSchema }),
      },
    },
    async (request) => {
      // One driver per phone: said before a code is texted (the unique index decides a race).
      if (await drivers.byPhone(request.body.phone_number))
        throw new ClientError(409, API_ERRORS.driverPhoneTaken);
      await accounts.sendDriverSignupOtp(request.body.phone_number);
      return { message: SESSION_MESSAGES.driverOtpSent };
    },
  );

  app.post(
    API_ROUTES.drivers,
    {
      config: authLimit,
      schema: {
        summary:
          'Driver sign-up, step 2: register a driver and vehicle with the texted OTP; answers a driver session (409 if the phone has a driver)',
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
      return reply.status(201).send(await driverLogin.start(driver));
    },
  );

  app.post(
    API_ROUTES.driverLoginOtp,
    {
      config: authLimit,
      schema: {
        summary: "Driver login, step 1: text an OTP to a registered driver's phone",
        body: driverLoginOtpRequestSchema,
        response: responses({ 200: messageResponseSchema }),
      },
    },
    async (request) => {
      await driverLogin.sendOtp(request.body.phone_number);
      return { message: SESSION_MESSAGES.driverOtpSent };
    },
  );

  app.post(
    API_ROUTES.driverLogin,
    {
      config: authLimit,
      schema: {
        summary: 'Driver login, step 2: the texted OTP; answers an access and a refresh token',
        body: driverLoginSchema,
        response: responses({ 200: driverSessionSchema }),
      },
    },
    async (request) => driverLogin.verifyOtp(request.body.phone_number, request.body.otp),
  );

  app.post(
    API_ROUTES.driverRefreshToken,
    {
      config: authLimit,
      schema: {
        summary:
          "Rotate a driver's refresh token: a new access and refresh token (a reused one ends the session)",
        body: refreshRequestSchema,
        response: responses({ 200: refreshResponseSchema }),
      },
    },
    async (request) => driverLogin.refresh(request.body.refresh),
  );

  app.post(
    API_ROUTES.driverLogout,
    {
      config: authLimit,
      schema: {
        summary: 'Driver logout: the session of this refresh token (and its access tokens) ends',
        body: logoutRequestSchema,
        response: responses({ 200: messageResponseSchema }),
      },
    },
    async (request) => {
      await driverLogin.logout(request.body.refresh);
      return { message: SESSION_MESSAGES.loggedOut };
    },
  );
};

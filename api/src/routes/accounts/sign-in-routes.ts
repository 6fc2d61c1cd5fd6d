import {
  API_ERRORS,
  API_NOTICES,
  API_ROUTES,
  MESSAGES,
  SESSION_MESSAGES,
  type LoginData,
} from '@dakiya/domain';
import {
  changePasswordParamsSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginDataSchema,
  logoutRequestSchema,
  messageResponseSchema,
  phoneField,
  refreshRequestSchema,
  refreshResponseSchema,
  registerFieldsSchema,
  registerResponseSchema,
  resendLoginOtpRequestSchema,
  verifyLoginOtpRequestSchema,
} from '@dakiya/domain/schemas';
import { ClientError, fieldErrors } from '../../client-errors.js';
import { publicUser, type User } from '../../services/account-service.js';
import { readFormBody } from '../../http/multipart.js';
import { responses } from '../../http/responses.js';
import type { AreaPlugin } from '../area-plugin.js';

/** Signing up and in, OTPs, passwords and tokens: public, each limited per client address. */
export const signInRoutes: AreaPlugin = async (app, { services }) => {
  const { accounts, sessions, config } = services;
  const rateLimit = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

  const tokensFor = async (user: User): Promise<LoginData> => ({
    ...(await sessions.start(user.id, 'consumer')),
    user: { id: user.id, first_name: user.firstName, last_name: user.lastName },
  });

  app.post(
    API_ROUTES.login,
    {
      config: rateLimit,
      schema: {
        summary: 'Email+password login, or step 1 of phone-OTP login',
        body: loginRequestSchema,
        response: responses({ 200: loginResponseSchema }),
      },
    },
    async (request) => {
      const { email, password, phone_number } = request.body;
      if (phone_number !== undefined) {
        const phone = phoneField.safeParse(phone_number);
        if (!phone.success)
          throw new ClientError(400, MESSAGES.phoneInvalid, {
            phone_number: [MESSAGES.phoneInvalid],
          });
        await accounts.sendLoginOtp(phone.data);
        return { message: API_NOTICES.otpSent };
      }
      if (!email || !password) throw new ClientError(400, API_ERRORS.emailAndPasswordRequired);
      return tokensFor(await accounts.loginWithPassword(email, password));
    },
  );

  app.post(
    API_ROUTES.verifyLoginOtp,
    {
      config: rateLimit,
      schema: {
        summary: 'Step 2 of phone login',
        body: verifyLoginOtpRequestSchema,
        response: responses({ 200: loginDataSchema }),
      },
    },
    async (request) =>
      tokensFor(await accounts.verifyLoginOtp(request.body.phone_number, request.body.otp)),
  );

  app.post(
    API_ROUTES.resendLoginOtp,
    {
      config: rateLimit,
      schema: {
        summary: 'Text a new login OTP',
        body: resendLoginOtpRequestSchema,
        response: responses({ 200: messageResponseSchema }),
      },
    },
    async (request) => {
      await accounts.sendLoginOtp(request.body.phoneNumber);
      return { message: API_NOTICES.otpSent };
    },
  );

  app.post(
    API_ROUTES.register,
    {
      config: rateLimit,
      schema: {
        summary:
          'Sign up (multipart: first_name, last_name, phone_number, email, password, user_type, area, optional photo)',
        consumes: ['multipart/form-data', 'application/json'],
        response: responses({ 201: registerResponseSchema }),
      },
    },
    async (request, reply) => {
      const { fields, files } = await readFormBody(request);
      const parsed = registerFieldsSchema.safeParse(fields);
      if (!parsed.success)
        throw new ClientError(400, API_ERRORS.correctFields, fieldErrors(parsed.error));
      const user = await accounts.register({ ...parsed.data, photo: files.photo });
      return reply
        .status(201)
        .send({ message: API_NOTICES.accountCreated, data: publicUser(user) });
    },
  );

  app.post(
    API_ROUTES.forgotPassword,
    {
      config: rateLimit,
      schema: {
        summary: 'E-mail a password reset OTP',
        body: forgotPasswordRequestSchema,
        response: responses({ 200: messageResponseSchema }),
      },
    },
    async (request) => {
      await accounts.sendResetOtp(request.body.email);
      return { message: API_NOTICES.resetOtpSent };
    },
  );

  app.post(
    API_ROUTES.changePassword,
    {
      config: rateLimit,
      schema: {
        summary: 'Set a new password with the e-mailed OTP',
        params: changePasswordParamsSchema,
        body: changePasswordRequestSchema,
        response: responses({ 200: messageResponseSchema }),
      },
    },
    async (request) => {
      await accounts.changePassword(request.params.email, request.body.otp, request.body.password);
      return { message: API_NOTICES.passwordChanged, msg: API_NOTICES.passwordChanged };
    },
  );

  app.post(
    API_ROUTES.refreshToken,
    {
      config: rateLimit,
      schema: {
        summary:
          'Rotate: a new access and refresh token for a refresh token (a reused one ends the session)',
        body: refreshRequestSchema,
        response: responses({ 200: refreshResponseSchema }),
      },
    },
    async (request) => sessions.refresh(request.body.refresh),
  );

  app.post(
    API_ROUTES.logout,
    {
      config: rateLimit,
      schema: {
        summary: 'Log out: the session of this refresh token (and its access tokens) ends',
        body: logoutRequestSchema,
        response: responses({ 200: messageResponseSchema }),
      },
    },
    async (request) => {
      await sessions.logout(request.body.refresh);
      return { message: SESSION_MESSAGES.loggedOut };
    },
  );
};

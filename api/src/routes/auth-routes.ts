import { z } from 'zod';
import {
  changePasswordSchema,
  otpField,
  phoneField,
  signupPassword,
} from '@dakiya/shared/src/validation/auth-rules';
import { MESSAGES } from '@dakiya/shared/src/validation/messages';
import { ClientError } from '../services/errors.js';
import { publicUser, type User } from '../services/account-service.js';
import { readFormBody } from '../http/multipart.js';
import { ACCESS_TTL, REFRESH_TTL, requireRole } from '../http/auth.js';
import type { Api, Services } from './context.js';

const loginBody = z.object({
  email: z.string().max(320).optional(),
  password: z.string().max(200).optional(),
  phone_number: z.string().max(20).optional(),
  login_type: z.literal('consumer').default('consumer'),
});

export const registerFields = z.object({
  first_name: z.string().trim().min(1, 'This field is required.').max(80),
  last_name: z.string().trim().min(1, 'This field is required.').max(80),
  phone_number: phoneField,
  email: z.string().trim().min(1, MESSAGES.emailRequired).max(320).email(MESSAGES.emailInvalid),
  password: signupPassword,
  user_type: z
    .literal('consumer', { error: 'Only consumer accounts can sign up here.' })
    .default('consumer'),
  area: z.string().max(80).optional(),
});

export function authRoutes(app: Api, { accounts, config }: Services): void {
  const rateLimit = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

  const tokensFor = (user: User) => ({
    access: app.jwt.sign(
      { sub: user.id, role: 'consumer', typ: 'access' },
      { expiresIn: ACCESS_TTL },
    ),
    refresh: app.jwt.sign(
      { sub: user.id, role: 'consumer', typ: 'refresh' },
      { expiresIn: REFRESH_TTL },
    ),
    user: { id: user.id, first_name: user.firstName, last_name: user.lastName },
  });

  app.post(
    '/login',
    {
      config: rateLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Email+password login, or step 1 of phone-OTP login',
        body: loginBody,
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
        return { message: 'OTP sent' };
      }
      if (!email || !password) throw new ClientError(400, 'Email and password are required');
      return tokensFor(await accounts.loginWithPassword(email, password));
    },
  );

  app.post(
    '/verifyloginotp/',
    {
      config: rateLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Step 2 of phone login',
        body: z.object({ phone_number: phoneField, otp: otpField }),
      },
    },
    async (request) =>
      tokensFor(await accounts.verifyLoginOtp(request.body.phone_number, request.body.otp)),
  );

  app.post(
    '/resendotplogin',
    {
      config: rateLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Text a new login OTP',
        body: z.object({ phoneNumber: phoneField }),
      },
    },
    async (request) => {
      await accounts.sendLoginOtp(request.body.phoneNumber);
      return { message: 'OTP sent' };
    },
  );

  app.post(
    '/register',
    {
      config: rateLimit,
      schema: {
        tags: ['accounts'],
        summary:
          'Sign up (multipart: first_name, last_name, phone_number, email, password, user_type, area, optional photo)',
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request, reply) => {
      const { fields, files } = await readFormBody(request);
      const parsed = registerFields.safeParse(fields);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues)
          (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
        throw new ClientError(400, 'Please correct the highlighted fields', errors);
      }
      const user = await accounts.register({ ...parsed.data, photo: files.photo });
      return reply.status(201).send({ message: 'Account created', data: publicUser(user) });
    },
  );

  app.post(
    '/forgotpassword/',
    {
      config: rateLimit,
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a password reset OTP',
        body: z.object({ email: z.string().trim().email(MESSAGES.emailInvalid) }),
      },
    },
    async (request) => {
      await accounts.sendResetOtp(request.body.email);
      return { message: MESSAGES.otpSent };
    },
  );

  app.post(
    '/forgotpassword/changepassword/:email/',
    {
      config: rateLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the e-mailed OTP',
        params: z.object({ email: z.string().max(320) }),
        body: changePasswordSchema,
      },
    },
    async (request) => {
      await accounts.changePassword(request.params.email, request.body.otp, request.body.password);
      return { message: MESSAGES.passwordChanged, msg: MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/token/refresh/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A new access token for a refresh token',
        body: z.object({ refresh: z.string().max(2000) }),
      },
    },
    async (request) => {
      let payload;
      try {
        payload = app.jwt.verify<{ sub: number; typ: string; role: string }>(request.body.refresh);
      } catch {
        throw new ClientError(401, 'Please log in again');
      }
      if (payload.typ !== 'refresh' || payload.role !== 'consumer')
        throw new ClientError(401, 'Please log in again');
      return {
        access: app.jwt.sign(
          { sub: payload.sub, role: 'consumer', typ: 'access' },
          { expiresIn: ACCESS_TTL },
        ),
      };
    },
  );

  app.get(
    '/me/',
    {
      preHandler: requireRole('consumer'),
      schema: { tags: ['accounts'], summary: 'The signed-in customer' },
    },
    async (request) => {
      const user = await accounts.findById(request.user.sub);
      if (!user) throw new ClientError(404, MESSAGES.userDoesNotExist);
      return { data: publicUser(user) };
    },
  );
}

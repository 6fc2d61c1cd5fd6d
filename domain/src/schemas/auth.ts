import { z } from 'zod';
import { API_ERRORS, MESSAGES } from '../messages';
import { otpField, phoneField, signupPassword, changePasswordSchema } from './auth-forms';

/** POST /login: e-mail and password, or a phone number for step 1 of phone-OTP login. */
export const loginRequestSchema = z.object({
  email: z.string().max(320).optional(),
  password: z.string().max(200).optional(),
  phone_number: z.string().max(20).optional(),
  login_type: z.literal('consumer').default('consumer'),
});

export const userSummarySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});

/** Login and verify-OTP answer (docs/product.md, "API calls"). */
export const loginDataSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  user: userSummarySchema,
});

/** POST /login answers either the tokens (e-mail) or that the OTP was sent (phone). */
export const loginResponseSchema = z.union([loginDataSchema, z.object({ message: z.string() })]);

export const verifyLoginOtpRequestSchema = z.object({ phone_number: phoneField, otp: otpField });
export const resendLoginOtpRequestSchema = z.object({ phoneNumber: phoneField });

/** The fields of POST /register (multipart); `area` and a `photo` file come beside them. */
export const registerFieldsSchema = z.object({
  first_name: z.string().trim().min(1, API_ERRORS.fieldRequired).max(80),
  last_name: z.string().trim().min(1, API_ERRORS.fieldRequired).max(80),
  phone_number: phoneField,
  email: z.string().trim().min(1, MESSAGES.emailRequired).max(320).email(MESSAGES.emailInvalid),
  password: signupPassword,
  user_type: z.literal('consumer', { error: API_ERRORS.consumerOnly }).default('consumer'),
  area: z.string().max(80).optional(),
});

/** The signed-in customer, as /me/ and /register answer it. */
export const currentUserSchema = userSummarySchema.extend({
  email: z.string(),
  phone_number: z.string(),
  area: z.string().nullable(),
  has_photo: z.boolean(),
});

export const registerResponseSchema = z.object({
  message: z.string(),
  data: currentUserSchema,
});
export const meResponseSchema = z.object({ data: currentUserSchema });

export const forgotPasswordRequestSchema = z.object({
  email: z.string().trim().email(MESSAGES.emailInvalid),
});
export const changePasswordParamsSchema = z.object({ email: z.string().max(320) });
export const changePasswordRequestSchema = changePasswordSchema;

export const refreshRequestSchema = z.object({ refresh: z.string().max(2000) });
/** A refresh rotates: the old refresh token stops working, the answer carries the next one. */
export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
export const logoutRequestSchema = z.object({ refresh: z.string().max(2000) });

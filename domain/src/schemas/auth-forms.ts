import { z } from 'zod';
import { splitFullName } from '../full-name';
import { MESSAGES } from '../messages';
import { AREAS, OTP_LENGTH, PASSWORD_MIN_LENGTH, PHONE_DIGITS } from '../constants';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string()
  .trim()
  .min(1, MESSAGES.emailEmpty)
  .regex(EMAIL, MESSAGES.emailInvalid);

export const phoneField = z
  .string()
  .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), MESSAGES.phoneInvalid);
export const otpField = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otpInvalid);

/** Forgot-password rule for a new password (docs/product.md, "Signing in and up"). */
export const strongPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength)
  .regex(/[A-Z]/, MESSAGES.passwordUpper)
  .regex(/[a-z]/, MESSAGES.passwordLower)
  .regex(/\d/, MESSAGES.passwordNumber);

/** Sign-up rule for a password: 8 characters with a lowercase letter and a digit. */
export const signupPassword = z
  .string()
  .min(1, MESSAGES.passwordRequired)
  .refine(
    (value) => value.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(value) && /\d/.test(value),
    MESSAGES.signupPasswordRule,
  );

export const emailLoginSchema = z.object({
  email: z.string().trim().min(1, MESSAGES.emailRequired),
  password: z.string().min(1, MESSAGES.passwordRequired),
});

export const forgotEmailSchema = z.object({ email: emailField });

export const changePasswordSchema = z
  .object({ otp: otpField, password: strongPassword, confirm_password: z.string() })
  .refine((form) => form.password === form.confirm_password, {
    message: MESSAGES.passwordsDiffer,
    path: ['confirm_password'],
  });

export const signupFormSchema = z
  .object({
    fullName: z.string().refine((value) => splitFullName(value) !== null, MESSAGES.fullName),
    phoneNumber: phoneField,
    area: z
      .string()
      .refine((value) => (AREAS as readonly string[]).includes(value), MESSAGES.areaRequired),
    email: z.string().trim().min(1, MESSAGES.emailRequired).regex(EMAIL, MESSAGES.emailInvalid),
    password: signupPassword,
    confirmPassword: z.string().min(1, MESSAGES.confirmRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: MESSAGES.signupPasswordsDiffer,
    path: ['confirmPassword'],
  });

export type SignupForm = z.infer<typeof signupFormSchema>;

/**
 * The location screen (docs/product.md): both are required and the message is the literal text
 * 'true'.
 */
export const locationFormSchema = z.object({
  city: z.string().min(1, MESSAGES.locationRequired),
  region: z.string().min(1, MESSAGES.locationRequired),
});
export type LocationForm = z.infer<typeof locationFormSchema>;

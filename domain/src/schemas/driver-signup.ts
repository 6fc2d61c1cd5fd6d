import { z } from 'zod';
import { otpField, phoneField } from './auth-forms';
import { driverRegistrationSchema } from './driver';

/** Driver sign-up proves the phone first, like a customer's phone login; so does a login. */
export const driverSignupOtpRequestSchema = z.object({ phone_number: phoneField });
export const driverSignupSchema = driverRegistrationSchema.extend({ otp: otpField });

/** Driver login: step 1 texts a code to a registered driver's phone, step 2 gives it back. */
export const driverLoginOtpRequestSchema = z.object({ phone_number: phoneField });
export const driverLoginSchema = z.object({ phone_number: phoneField, otp: otpField });

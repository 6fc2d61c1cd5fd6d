import { z } from 'zod';
import { otpField, phoneField } from './auth-forms';
import { driverRegistrationSchema } from './driver';

/** Driver sign-up proves the phone first, like a customer's phone login. */
export const driverSignupOtpRequestSchema = z.object({ phone_number: phoneField });
export const driverSignupSchema = driverRegistrationSchema.extend({ otp: otpField });

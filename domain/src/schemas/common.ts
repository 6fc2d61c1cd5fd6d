import { z } from 'zod';

/** Largest id a PostgreSQL `serial` holds: ids in paths are checked against it. */
export const MAX_SERIAL_ID = 2_147_483_647;
export const idSchema = z.coerce.number().int().positive().max(MAX_SERIAL_ID);

export const latLngSchema = z.object({ lat: z.number(), lng: z.number() });
export const locationSchema = z.object({ address: z.string(), position: latLngSchema });

/**
 * The one error shape. The app reads the message from different fields on different screens
 * (login `message`, forgot-password `msg`, Find a Driver `error`, sign-up `data` as field ->
 * messages), so every error answer carries all of them; `code` names the error (ApiErrorCode in
 * error-codes.ts), so the app can say it in the customer's language.
 */
export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  msg: z.string(),
  error: z.string(),
  data: z.record(z.string(), z.array(z.string())).optional(),
});

/** An answer that only says what happened. */
export const messageResponseSchema = z.object({
  message: z.string(),
  msg: z.string().optional(),
});

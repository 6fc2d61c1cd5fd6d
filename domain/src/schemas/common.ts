import { z } from 'zod';
import { OFFER_MINIMUM, RIDE_REQUEST_LIMITS } from '../constants';
import { API_ERRORS } from '../messages';
import { isInIndiaBounds } from '../geo/india-bounds';

/** Largest id a PostgreSQL `serial` holds: ids in paths are checked against it. */
export const MAX_SERIAL_ID = 2_147_483_647;
export const idSchema = z.coerce.number().int().positive().max(MAX_SERIAL_ID);

/**
 * A number as a multipart form sends it (every field is text): plain decimal digits with an
 * optional sign and fraction. Spaces, hex, exponents and empty text are refused, not read as
 * numbers the way Number() would.
 */
export const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** A JSON number, or (from a form) its plain decimal text; never an array, boolean or "0x64". */
export function formNumber(error: string) {
  return z.union([z.number(), z.string().regex(DECIMAL_TEXT).transform(Number)], {
    error: (issue) => (issue.input === undefined ? API_ERRORS.fieldRequired : error),
  });
}

/** Whether `rupees` is a whole number of paise (1.25 is, 10.123 is not). */
export function isWholePaise(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

/** A fare's bounds: at least OFFER_MINIMUM, whole paise (refused, not rounded: the customer meant it). */
const fareBounds = z
  .number()
  .min(OFFER_MINIMUM, API_ERRORS.fareBelowMinimum)
  .max(RIDE_REQUEST_LIMITS.maxFare)
  .refine(isWholePaise, API_ERRORS.fareNotInPaise)
  .transform((rupees) => Math.round(rupees * 100) / 100);

/** A fare in a JSON body: a JSON number only (the offer popup's raise, a driver's offer). */
export const fareSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined ? API_ERRORS.fieldRequired : API_ERRORS.fareNotANumber,
  })
  .pipe(fareBounds);

/** A fare from a form or JSON (the ride request): a JSON number or its decimal text. */
export const formFareSchema = formNumber(API_ERRORS.fareNotANumber).pipe(fareBounds);

export const latLngSchema = z.object({ lat: z.number(), lng: z.number() });
export const locationSchema = z.object({ address: z.string(), position: latLngSchema });

/** A position a customer may keep or book: finite numbers inside India (INDIA_BOUNDS). */
export const indiaLatLngSchema = z
  .object({ lat: z.number(), lng: z.number() })
  .refine(isInIndiaBounds, API_ERRORS.placeOutsideIndia);

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

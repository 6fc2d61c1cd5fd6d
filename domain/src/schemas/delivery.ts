import { z } from 'zod';
import {
  DELIVERY_PROOFS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RATING_STARS,
  RATING_TAGS,
  RECIPIENT_LIMITS,
} from '../delivery-rules';
import { RIDE_STATUSES } from '../constants';
import { API_ERRORS, MESSAGES } from '../messages';
import { isValidGstin, normalizeGstin } from '../tax/gstin';
import { latLngSchema } from './common';
import { placeLanguageSchema } from './places';

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const deliveryProofKindSchema = z.enum(DELIVERY_PROOFS);
export const ratingTagSchema = z.enum(RATING_TAGS);

/** A 10-digit Indian mobile number, as the product takes every phone (after the fixed +91). */
const recipientPhone = z.string().regex(/^\d{10}$/, MESSAGES.phoneInvalid);

/**
 * The delivery fields of a ride request, beside the load and places (JSON or multipart text):
 * who receives the parcel (both name and phone, or neither: the customer), what the driver should
 * know at the drop, how the fare is paid, and a pickup time for a booking made ahead.
 */
export const rideDeliveryFieldsSchema = z.object({
  recipient_name: z.string().trim().min(1).max(RECIPIENT_LIMITS.nameLength).optional(),
  recipient_phone: recipientPhone.optional(),
  drop_instructions: z.string().trim().max(RECIPIENT_LIMITS.instructionsLength).optional(),
  payment_method: paymentMethodSchema.default('cash'),
  /** When the parcel should be picked up, for a booking ahead (ISO 8601 with its offset). */
  scheduled_at: z.iso.datetime({ offset: true }).optional(),
  /** The customer's language: the recipient's texts are written in it. */
  language: placeLanguageSchema,
});

/** Who receives the parcel; name and phone are null when the customer receives it themselves. */
export const recipientSchema = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
  instructions: z.string().nullable(),
});

/** How the order's fare is paid, and where that stands. */
export const orderPaymentSchema = z.object({
  method: paymentMethodSchema,
  status: paymentStatusSchema,
  amount: z.number(),
  /** The UPI intent link (and the QR code's text) while a UPI payment is due; else null. */
  upi_uri: z.string().nullable(),
});

/** How the delivery was proven; null until delivered. */
export const deliveryProofSchema = z.object({
  kind: deliveryProofKindSchema,
  /** The receiver's name, given with a photo. */
  received_by: z.string().nullable(),
  has_photo: z.boolean(),
});

export const orderRatingSchema = z.object({
  stars: z.number().int().min(RATING_STARS.min).max(RATING_STARS.max),
  tags: z.array(ratingTagSchema),
});

/** The order's tracking link for the recipient while it works; null once turned off or ended. */
export const orderTrackingSchema = z.object({
  token: z.string(),
  /** When it stops working: an hour after delivery or cancel; null while the order runs. */
  ends_at: z.string().nullable(),
});

/** What an order adds for delivering it well (orderSchema's delivery fields). */
export const orderDeliveryFields = {
  recipient: recipientSchema,
  /**
   * The code the recipient tells the driver at the drop. Shown to the customer only when they are
   * the recipient; another recipient gets it by text.
   */
  delivery_code: z.string().nullable(),
  payment: orderPaymentSchema,
  proof: deliveryProofSchema.nullable(),
  rating: orderRatingSchema.nullable(),
  /** The pickup time of a booking made ahead; null for one made for now. */
  scheduled_at: z.string().nullable(),
  tracking: orderTrackingSchema.nullable(),
};

/** PATCH /bargaining/orders/{id}/payment/: pay another way while the fare is due. */
export const orderPaymentRequestSchema = z.object({ method: paymentMethodSchema });

/** POST /bargaining/orders/{id}/rating/. */
export const rateOrderRequestSchema = z.object({
  stars: z.number().int().min(RATING_STARS.min).max(RATING_STARS.max),
  tags: z
    .array(ratingTagSchema)
    .max(RATING_TAGS.length)
    .default([])
    .transform((tags) => [...new Set(tags)]),
});

export const invoiceQuerySchema = z.object({ lang: placeLanguageSchema });

/** The driver's delivery with the recipient's code. */
export const deliverWithCodeRequestSchema = z.object({
  delivery_code: z.string().regex(/^\d{4}$/, MESSAGES.otpInvalid),
});

/** The text field of a delivery proven by a photo (multipart, beside the `photo` file). */
export const deliverWithPhotoFieldsSchema = z.object({
  received_by: z
    .string({ error: API_ERRORS.receiverNameRequired })
    .trim()
    .min(1, API_ERRORS.receiverNameRequired)
    .max(RECIPIENT_LIMITS.nameLength),
});

/** The driver received the fare: cash, or the customer's UPI payment. */
export const driverPaymentRequestSchema = z.object({ method: paymentMethodSchema });

export const trackingParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});
export const trackingQuerySchema = z.object({ lang: placeLanguageSchema });

/**
 * The order as its tracking link shows it to anyone who has the link: where the parcel is and
 * who brings it, with no phone number and no address beyond the locality (pickup and drop are
 * shown to about a kilometre).
 */
export const trackingViewSchema = z.object({
  status: z.enum(RIDE_STATUSES),
  driver_first_name: z.string(),
  /** The vehicle's type (TWO_WHEELER…): the page names it in its language. */
  vehicle: z.string(),
  plate: z.string(),
  pickup_locality: z.string(),
  drop_locality: z.string(),
  pickup: latLngSchema.nullable(),
  drop: latLngSchema.nullable(),
  driver_position: latLngSchema.nullable(),
  /** Minutes until the driver reaches the pickup or the drop, while driving there. */
  minutes_away: z.number().nullable(),
  delivered_at: z.string().nullable(),
  /** When the link stops working; null while the order runs. */
  ends_at: z.string().nullable(),
  version: z.number().int(),
});

/** The customer's GST details: printed on their tax invoices. */
export const gstDetailsSchema = z.object({
  gstin: z.string(),
  business_name: z.string(),
});
export const gstDetailsRequestSchema = z.object({
  gstin: z.string().transform(normalizeGstin).refine(isValidGstin, API_ERRORS.gstinInvalid),
  business_name: z.string().trim().min(1, API_ERRORS.gstBusinessNameRequired).max(120),
});
export const gstDetailsResponseSchema = z.object({ data: gstDetailsSchema.nullable() });

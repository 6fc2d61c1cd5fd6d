import { z } from 'zod';
import { ORDER_HISTORY_PAGE_SIZE, RIDE_REQUEST_LIMITS, RIDE_STATUSES } from '../constants';
import { API_ERRORS } from '../messages';
import {
  MAX_SERIAL_ID,
  fareSchema,
  formFareSchema,
  formNumber,
  idSchema,
  latLngSchema,
} from './common';
import { parcelTypeSchema } from './quotation';
import {
  deliveryProofKindSchema,
  orderDeliveryFields,
  paymentMethodSchema,
  paymentStatusSchema,
  rideDeliveryFieldsSchema,
} from './delivery';

const formValue = formNumber(API_ERRORS.invalidValue);
const latitude = formValue.pipe(z.number().min(-90).max(90)).optional();
const longitude = formValue.pipe(z.number().min(-180).max(180)).optional();

/**
 * The fields of POST /bargaining/{userId}/ (JSON from the offer popup, multipart from Find a
 * Driver). Positions and weight go beyond docs/product.md's fields: they let nearby drivers with
 * a fitting vehicle answer.
 */
export const rideRequestFieldsSchema = z.object({
  type: z.string().trim().min(1, API_ERRORS.fieldRequired).max(40),
  pickup_location: z.string().trim().min(1, API_ERRORS.fieldRequired).max(500),
  drop_location: z.string().trim().min(1, API_ERRORS.fieldRequired).max(500),
  offer_fare: formFareSchema,
  pickup_lat: latitude,
  pickup_lng: longitude,
  drop_lat: latitude,
  drop_lng: longitude,
  weight: formValue.pipe(z.number().positive().max(RIDE_REQUEST_LIMITS.maxWeightKg)).optional(),
  /** The customer's quotation for this load and trip: drivers see its estimate. */
  quotation_id: formValue.pipe(z.number().int().positive().max(MAX_SERIAL_ID)).optional(),
  ...rideDeliveryFieldsSchema.shape,
});

export const userIdParamsSchema = z.object({ userId: idSchema });
export const idParamsSchema = z.object({ id: idSchema });
/** The accept call names the offer by its code (the `rideId` of the offer list). */
export const acceptOfferParamsSchema = z.object({
  userId: idSchema,
  offerCode: z.string().min(1).max(64),
});

export const rideStatusSchema = z.enum(RIDE_STATUSES);

/** A ride request as its owner and the driver side see it. */
export const rideSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  pickup_location: z.string(),
  drop_location: z.string(),
  offer_fare: z.number(),
  status: rideStatusSchema,
  has_parcel_image: z.boolean(),
  created_at: z.string(),
  /** When a ride still `searching` expires. */
  expires_at: z.string(),
  cancelled_by: z.enum(['customer', 'driver']).nullable(),
  cancel_reason: z.string().nullable(),
  /** The pickup time of a booking made ahead (status `scheduled` until it opens); else null. */
  scheduled_at: z.string().nullable(),
});

/** The customer's fare for an open request (the offer popup, docs/product.md "API calls"). */
export const raiseOfferRequestSchema = z.object({ offer_fare: fareSchema });

/** Why a ride is cancelled (customer or driver, before pickup). */
export const cancelRideRequestSchema = z.object({
  reason: z.string().trim().min(1, API_ERRORS.fieldRequired).max(200),
});

/** A short-lived token that lets an EventSource (which sends no headers) follow one order. */
export const orderStreamTokenSchema = z.object({ token: z.string(), expires_in: z.number() });
export const orderStreamQuerySchema = z.object({ token: z.string().min(1).max(2000) });

/** One driver's offer on a ride, as GET /bargaining/RideGet/{id}/ lists it (docs/product.md). */
export const driverOfferSchema = z.object({
  id: z.number().int(),
  userRide: z.number().int(),
  rideId: z.string(),
  driver_name: z.string(),
  driveroffer: z.number(),
  vehicle: z.string(),
  car: z.string(),
  timeMins: z.number(),
  /** Null for a driver nobody has rated yet (shown as new). */
  overall_experience_rating: z.number().nullable(),
  distance_away: z.number(),
});
export const driverOfferListSchema = z.array(driverOfferSchema);

/** The order of an accepted ride: driverassign's answer and GET /bargaining/orders/{id}/. */
export const orderSchema = z.object({
  id: z.number().int(),
  distance_away: z.number(),
  checkotp: z.string(),
  driver_name: z.string(),
  /** Null for a driver nobody has rated yet (shown as new). */
  overall_experience_rating: z.number().nullable(),
  driveroffer: z.number(),
  vehicle: z.string(),
  car: z.string(),
  timeMins: z.number(),
  pickup_location: z.string(),
  drop_location: z.string(),
  pickup: latLngSchema.nullable(),
  drop: latLngSchema.nullable(),
  driver_position: latLngSchema.nullable(),
  status: rideStatusSchema,
  /** The driver's phone, for the Call button (tel:). */
  driver_phone: z.string(),
  /** The trip from pickup to drop, km (by road, estimated). */
  trip_km: z.number().nullable(),
  cancelled_by: z.enum(['customer', 'driver']).nullable(),
  cancel_reason: z.string().nullable(),
  assigned_at: z.string().nullable(),
  arrived_at: z.string().nullable(),
  picked_up_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** Grows with every change; the id of the order's server-sent events. */
  version: z.number().int(),
  ...orderDeliveryFields,
});

/** One of the customer's own orders in the history (docs/product.md's card, from the server). */
export const historyOrderSchema = z.object({
  id: z.number().int(),
  status: rideStatusSchema,
  pickupLocation: z.string(),
  dropLocation: z.string(),
  /** When the order was booked, India's date and time ('DD-MM-YYYY', 'HH:mm'). */
  orderDate: z.string().optional(),
  orderTime: z.string().optional(),
  orderPrice: z.number().optional(),
  vehicleType: z.number().optional(),
  /** A booking made ahead: its pickup's India date and time. */
  scheduledDate: z.string().optional(),
  scheduledTime: z.string().optional(),
  paymentMethod: paymentMethodSchema,
  paymentStatus: paymentStatusSchema,
  /** How the delivery was proven, once delivered. */
  proof: deliveryProofKindSchema.optional(),
  /** The stars the customer gave, once rated. */
  stars: z.number().int().optional(),
});
export const orderHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const orderHistorySchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.literal(ORDER_HISTORY_PAGE_SIZE),
  results: z.array(historyOrderSchema),
});

/** A completed order card (docs/product.md, "Account"); missing values show as '--'. */
export const completedOrderSchema = z.object({
  pickupLocation: z.string().optional(),
  dropLocation: z.string().optional(),
  orderDate: z.string().optional(),
  orderTime: z.string().optional(),
  orderPrice: z.number().optional(),
  vehicleType: z.number().optional(),
});

export { parcelTypeSchema };

import { z } from 'zod';
import { DRIVER_OFFER_STATES, ORDER_HISTORY_PAGE_SIZE } from '../constants';
import { idSchema } from './common';
import { logisticsVehicleSchema } from './quotation';
import { orderStreamQuerySchema, rideStatusSchema } from './booking';
import { placeLanguageSchema } from './places';

/** The signed-in driver (GET /drivers/me/). */
export const driverProfileSchema = z.object({
  data: z.object({
    id: z.number().int(),
    name: z.string(),
    phone_number: z.string(),
    vehicle_type: logisticsVehicleSchema,
    vehicle_model: z.string(),
    registration: z.string(),
    online: z.boolean(),
    has_photo: z.boolean(),
    /** Null until someone has rated the driver. */
    rating: z.number().nullable(),
  }),
});

/** A ride request near the driver, with what a courier decides on. */
export const driverRequestSchema = z.object({
  id: z.number().int(),
  /** The category: DOCUMENT, PARCEL or a logistics vehicle type. */
  type: z.string(),
  pickup_location: z.string(),
  drop_location: z.string(),
  /** The locality (first part of the address) of the pickup and of the drop. */
  pickup_locality: z.string(),
  drop_locality: z.string(),
  /** From the driver's last position to the pickup, km in a straight line; null without one. */
  pickup_km: z.number().nullable(),
  /** Pickup to drop, km by road (estimated); null when the request has no positions. */
  trip_km: z.number().nullable(),
  weight_kg: z.number().nullable(),
  has_parcel_image: z.boolean(),
  /** The customer's offered fare, and the product's estimate for the trip. */
  offer_fare: z.number(),
  estimate_fare: z.number().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});

export const driverOfferStateSchema = z.enum(DRIVER_OFFER_STATES);

/** One of the driver's own offers (the latest per ride), and where it stands. */
export const driverOwnOfferSchema = z.object({
  id: z.number().int(),
  ride_id: z.number().int(),
  fare: z.number(),
  state: driverOfferStateSchema,
  created_at: z.string(),
});

/** What the driver's request screen shows: nearby requests and the driver's recent offers. */
export const driverFeedSchema = z.object({
  online: z.boolean(),
  rides: z.array(driverRequestSchema),
  offers: z.array(driverOwnOfferSchema),
  /** The ride the driver is booked for, when one is under way (the app goes to the trip). */
  trip_id: z.number().int().nullable(),
});

/**
 * The driver app's language (`?lang=`, as the places routes take it): the pickup and drop of the
 * feed and the trip are named in it.
 */
export const driverLanguageQuerySchema = z.object({ lang: placeLanguageSchema });
/** The feed's event stream: its ticket, and the language as above. */
export const driverFeedStreamQuerySchema = orderStreamQuerySchema.extend({
  lang: placeLanguageSchema,
});

export const driverRideParamsSchema = z.object({ rideId: idSchema });

/** Today's earnings, by the day in India (IST). */
export const driverEarningsSchema = z.object({
  /** YYYY-MM-DD in IST. */
  day: z.string(),
  trips: z.number().int(),
  amount: z.number(),
});

export const driverPastTripSchema = z.object({
  id: z.number().int(),
  status: rideStatusSchema,
  pickup_location: z.string(),
  drop_location: z.string(),
  fare: z.number(),
  assigned_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export const driverTripsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  lang: placeLanguageSchema,
});
export const driverTripsSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.literal(ORDER_HISTORY_PAGE_SIZE),
  results: z.array(driverPastTripSchema),
});

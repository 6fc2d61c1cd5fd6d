import { z } from 'zod';
import { formatRegistration } from '../format/registration';
import { phoneField } from './auth-forms';
import { fareSchema, idSchema, latLngSchema } from './common';
import { logisticsVehicleSchema } from './quotation';
import { rideSchema, rideStatusSchema } from './booking';
import { deliveryProofSchema, orderPaymentSchema, recipientSchema } from './delivery';

/** The driver side of the API: drivers are not in the customer app. */
export const driverRegistrationSchema = z.object({
  name: z.string().trim().min(1).max(80),
  phone_number: phoneField,
  vehicle_type: logisticsVehicleSchema,
  vehicle_model: z.string().trim().min(1).max(80),
  // Kept as the plate reads, so every screen shows one driver's number alike.
  registration: z.string().trim().min(4).max(20).transform(formatRegistration),
});
/** A driver's session, from sign-up or login: tokens as a customer's (refresh rotates). */
export const driverSessionSchema = z.object({
  data: z.object({ id: z.number().int(), name: z.string() }),
  access: z.string(),
  refresh: z.string(),
});
export const driverRegistrationResponseSchema = driverSessionSchema;

export const driverStatusRequestSchema = z.object({
  online: z.boolean(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
});
export const driverStatusResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    online: z.boolean(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  }),
});

export const driverRideListSchema = z.array(rideSchema);
export const driverOfferParamsSchema = z.object({ rideId: idSchema });
export const driverOfferRequestSchema = z.object({ fare: fareSchema });

/** The driver's current trip (the ride they were booked for), as the driver side sees it. */
export const driverTripSchema = z.object({
  id: z.number().int(),
  status: rideStatusSchema,
  pickup_location: z.string(),
  drop_location: z.string(),
  pickup: latLngSchema.nullable(),
  drop: latLngSchema.nullable(),
  fare: z.number(),
  customer_name: z.string(),
  /** The customer's phone, for the driver's Call button (tel:). */
  customer_phone: z.string(),
  /** Pickup to drop, km by road (estimated). */
  trip_km: z.number().nullable(),
  weight_kg: z.number().nullable(),
  type: z.string(),
  /** Who takes the parcel at the drop (name and phone null: the customer) and what to know. */
  recipient: recipientSchema,
  /** The fare to collect: cash, or the customer's UPI payment to see (no UPI link here). */
  payment: orderPaymentSchema.omit({ upi_uri: true }),
  proof: deliveryProofSchema.nullable(),
});
export const driverTripParamsSchema = z.object({ rideId: idSchema });
export const driverStartTripRequestSchema = z.object({
  otp: z.string().regex(/^\d{4}$/),
});
export const driverPositionRequestSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export const driverPositionResponseSchema = z.object({ ok: z.literal(true) });

/** Development and tests only: the simulator's speed and the search time of new requests. */
export const devRideSettingsSchema = z.object({
  simulator_speed: z.number().positive().max(1000),
  /** The simulated drivers make no offers (trips they already have go on): real drivers only. */
  simulator_paused: z.boolean(),
  search_ttl_s: z.number().positive().max(86_400),
});

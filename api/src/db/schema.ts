import { PARCEL_TYPES, RIDE_STATUSES } from '@dakiya/domain';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').notNull().default('consumer'),
    area: text('area'),
    photo: bytea('photo'),
    photoType: text('photo_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phoneNumber),
  ],
);

/** One-time codes for phone login and password reset: hashed, expiring, single-use, locking. */
export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otps_target_idx').on(t.purpose, t.target)],
);

export const quotations = pgTable('quotations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  parcelType: text('parcel_type', { enum: PARCEL_TYPES }).notNull(),
  distanceKm: doublePrecision('distance_km').notNull(),
  documentQuantity: integer('document_quantity'),
  weightKg: doublePrecision('weight_kg'),
  heightCm: doublePrecision('height_cm'),
  widthCm: doublePrecision('width_cm'),
  lengthCm: doublePrecision('length_cm'),
  estimatedAmount: doublePrecision('estimated_amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const drivers = pgTable('drivers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  vehicleType: text('vehicle_type').notNull(),
  vehicleModel: text('vehicle_model').notNull(),
  registration: text('registration').notNull(),
  rating: doublePrecision('rating').notNull().default(4.5),
  online: boolean('online').notNull().default(false),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  simulated: boolean('simulated').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A customer's request for a driver (POST /bargaining/{userId}/). */
export const rideRequests = pgTable(
  'ride_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    pickupLocation: text('pickup_location').notNull(),
    dropLocation: text('drop_location').notNull(),
    pickupLat: doublePrecision('pickup_lat'),
    pickupLng: doublePrecision('pickup_lng'),
    dropLat: doublePrecision('drop_lat'),
    dropLng: doublePrecision('drop_lng'),
    weightKg: doublePrecision('weight_kg'),
    offerFare: doublePrecision('offer_fare').notNull(),
    parcelImage: bytea('parcel_image'),
    parcelImageType: text('parcel_image_type'),
    status: text('status', { enum: RIDE_STATUSES }).notNull().default('searching'),
    assignedOfferId: integer('assigned_offer_id'),
    checkOtp: text('check_otp'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ride_requests_status_idx').on(t.status, t.createdAt)],
);

/** A driver's offer on a ride request; `code` is the rideId of the accept call. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    rideRequestId: integer('ride_request_id')
      .notNull()
      .references(() => rideRequests.id),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    code: text('code').notNull(),
    fare: doublePrecision('fare').notNull(),
    minutesAway: integer('minutes_away').notNull(),
    distanceAwayKm: doublePrecision('distance_away_km').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_ride_idx').on(t.rideRequestId, t.id),
    uniqueIndex('offers_code_key').on(t.code),
    uniqueIndex('offers_ride_driver_key').on(t.rideRequestId, t.driverId),
  ],
);

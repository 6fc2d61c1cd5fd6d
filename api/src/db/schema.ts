import {
  DELIVERY_PROOFS,
  PARCEL_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RIDE_STATUSES,
  SAVED_ADDRESS_KINDS,
  SAVED_ADDRESS_LIMITS,
} from '@dakiya/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    /** Key of the re-encoded photo in image storage (api/src/storage): no bytes in the row. */
    photoKey: text('photo_key'),
    /** The GSTIN (checked) and business name printed on the customer's invoices, if given. */
    gstin: text('gstin'),
    gstBusinessName: text('gst_business_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phoneNumber),
    // The image sweep asks which stored keys a row still refers to.
    index('users_photo_key_idx')
      .on(t.photoKey)
      .where(sql`photo_key is not null`),
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

export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** One driver per phone: it is how a driver logs in. */
    phoneNumber: text('phone_number').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    vehicleModel: text('vehicle_model').notNull(),
    registration: text('registration').notNull(),
    /**
     * The rating a seeded (simulated) driver starts with; null for a real driver. What customers
     * see is the mean of real ratings once there is one (ratingTotal / ratingCount).
     */
    rating: doublePrecision('rating'),
    /** Customers' stars: how many ratings, and their sum, updated with each rating. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    online: boolean('online').notNull().default(false),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    simulated: boolean('simulated').notNull().default(false),
    /** Key of the driver's photo (the camera JPEG of the sign-up) in image storage. */
    photoKey: text('photo_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('drivers_phone_key').on(t.phoneNumber),
    // The image sweep asks which stored keys a row still refers to.
    index('drivers_photo_key_idx')
      .on(t.photoKey)
      .where(sql`photo_key is not null`),
  ],
);

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
    /**
     * The H3 cell (resolution 6, ~36 km², api/src/services/ride-feed-cells.ts) of the pickup: the
     * driver feed finds open rides near a driver by the cells around them, on PGlite and
     * PostgreSQL alike. Null when the request has no pickup coordinates.
     */
    pickupCell: text('pickup_cell'),
    /**
     * The pickup and drop named by the API's place index in English and in Hindi (null without a
     * position): a driver reads them in their own language, whatever the customer's.
     */
    pickupLocationEn: text('pickup_location_en'),
    pickupLocationHi: text('pickup_location_hi'),
    dropLocationEn: text('drop_location_en'),
    dropLocationHi: text('drop_location_hi'),
    weightKg: doublePrecision('weight_kg'),
    offerFare: doublePrecision('offer_fare').notNull(),
    /** The customer's quotation for this ride, if the request named one. */
    quotationId: integer('quotation_id').references(() => quotations.id),
    /**
     * That quotation's estimate, copied: the figure drivers see is the one the customer was
     * quoted (it priced the parcel's sides and the documents, which the ride does not keep).
     */
    estimatedAmount: doublePrecision('estimated_amount'),
    /**
     * Key of the re-encoded parcel image in image storage: ride queries never read bytes. A retry
     * copies it, so rows may share a key; it is cleared when the ride no longer needs the image
     * (api/src/services/image-retention.ts).
     */
    parcelImageKey: text('parcel_image_key'),
    status: text('status', { enum: RIDE_STATUSES }).notNull().default('searching'),
    assignedOfferId: integer('assigned_offer_id'),
    /** Copied from the accepted offer, so the busy-driver index needs no join. */
    assignedDriverId: integer('assigned_driver_id').references(() => drivers.id),
    /** The booked fare: the accepted offer's, copied in the same UPDATE that assigns it. */
    bookedFare: doublePrecision('booked_fare'),
    checkOtp: text('check_otp'),
    cancelledBy: text('cancelled_by', { enum: ['customer', 'driver'] }),
    cancelReason: text('cancel_reason'),
    /** A searching ride with no accepted offer by then becomes `expired`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Bumped by every change a follower must see (status, driver position): the SSE event id. */
    version: integer('version').notNull().default(0),
    /** The recipient, when not the customer (both null: the customer receives it). */
    recipientName: text('recipient_name'),
    recipientPhone: text('recipient_phone'),
    /** What the driver should know at the drop ('Leave it with the guard'). */
    dropInstructions: text('drop_instructions'),
    /** The language the customer booked in: the recipient's texts are in it. */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    /** Set at the accept: the code the recipient tells the driver at the drop. */
    deliveryCode: text('delivery_code'),
    /** How the delivery was proven; for a photo, its key in image storage and who took the parcel. */
    deliveryProof: text('delivery_proof', { enum: DELIVERY_PROOFS }),
    proofPhotoKey: text('proof_photo_key'),
    receivedBy: text('received_by'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('cash'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('due'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The recipient's tracking link while it works (a capability: 144 random bits). */
    trackingToken: text('tracking_token'),
    /** The customer's rating of the driver: stars and tags (comma-separated RATING_TAGS). */
    ratingStars: integer('rating_stars'),
    ratingTags: text('rating_tags'),
    /** A booking made ahead: the pickup time; `scheduled` until it opens, `openedAt` then. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ride_requests_status_idx').on(t.status, t.createdAt),
    // The public tracking page finds its order by the link's token.
    uniqueIndex('ride_requests_tracking_token_key')
      .on(t.trackingToken)
      .where(sql`tracking_token is not null`),
    // Scheduled requests open by their pickup time.
    index('ride_requests_scheduled_idx')
      .on(t.scheduledAt)
      .where(sql`status = 'scheduled'`),
    index('ride_requests_proof_photo_idx')
      .on(t.proofPhotoKey)
      .where(sql`proof_photo_key is not null`),
    index('ride_requests_user_idx').on(t.userId, t.id),
    // A driver's past trips, newest first, and today's earnings.
    index('ride_requests_driver_idx')
      .on(t.assignedDriverId, t.id)
      .where(sql`assigned_driver_id is not null`),
    index('ride_requests_parcel_image_idx')
      .on(t.parcelImageKey)
      .where(sql`parcel_image_key is not null`),
    // Only open rides: the driver feed's lookup by pickup cell stays small whatever the history.
    index('ride_requests_open_cell_idx')
      .on(t.pickupCell)
      .where(sql`status = 'searching'`),
    // A driver is busy from `assigned` until `delivered` or `cancelled`: one active ride each.
    uniqueIndex('ride_requests_busy_driver_key')
      .on(t.assignedDriverId)
      .where(sql`status in ('assigned', 'driver_arrived', 'picked_up')`),
    check(
      'ride_requests_status_check',
      sql`status in ('scheduled', 'searching', 'assigned', 'driver_arrived', 'picked_up', 'delivered', 'cancelled', 'expired')`,
    ),
    // Past `searching` a ride has its driver and fare, unless it closed without one.
    check(
      'ride_requests_assignment_check',
      sql`status in ('scheduled', 'searching', 'expired', 'cancelled') or (assigned_offer_id is not null and assigned_driver_id is not null and booked_fare is not null and check_otp is not null)`,
    ),
    check('ride_requests_cancel_check', sql`(status = 'cancelled') = (cancelled_by is not null)`),
    check('ride_requests_scheduled_check', sql`status <> 'scheduled' or scheduled_at is not null`),
    check(
      'ride_requests_recipient_check',
      sql`(recipient_name is null) = (recipient_phone is null)`,
    ),
    // Only a delivered ride has a proof (rides delivered before proofs existed have none), and a
    // photo proof names who took the parcel.
    check(
      'ride_requests_proof_check',
      sql`(delivery_proof is null or status = 'delivered') and (delivery_proof is distinct from 'photo' or received_by is not null)`,
    ),
    check('ride_requests_payment_method_check', sql`payment_method in ('cash', 'upi')`),
    check(
      'ride_requests_payment_status_check',
      sql`payment_status in ('due', 'customer_paid', 'paid') and (payment_status <> 'customer_paid' or payment_method = 'upi')`,
    ),
    check('ride_requests_rating_check', sql`rating_stars is null or rating_stars between 1 and 5`),
  ],
);

/**
 * A driver's offer on a ride request. `code` is the offer's code: the offer list's `rideId`, which
 * the accept call names.
 */
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
    /**
     * Offers are never edited: a new fare is a new offer, and the old one is withdrawn here (also
     * when its driver is booked elsewhere). Only live offers are listed or can be accepted.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_ride_idx').on(t.rideRequestId, t.id),
    // A driver's recent offers (the driver feed reads the last half hour's).
    index('offers_driver_idx').on(t.driverId, t.createdAt),
    uniqueIndex('offers_code_key').on(t.code),
    uniqueIndex('offers_live_ride_driver_key')
      .on(t.rideRequestId, t.driverId)
      .where(sql`withdrawn_at is null`),
  ],
);

/**
 * A signed-in session (a refresh token family). Each refresh rotates `refreshJti`; a refresh
 * token whose jti is not the current one is a replay and revokes the family. Access tokens carry
 * the session id, so a revoked session's access tokens stop working at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    subject: integer('subject').notNull(),
    role: text('role', { enum: ['consumer', 'driver'] }).notNull(),
    refreshJti: text('refresh_jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_subject_idx').on(t.role, t.subject)],
);

/**
 * Token buckets for limits that must hold across API processes and client addresses: OTP sends
 * per target, wrong OTP tries per account. One row per key; taken and refilled in one statement.
 */
export const rateBuckets = pgTable('rate_buckets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A customer's saved address. The database holds the rules, so two adds at once cannot both win:
 * each address takes one of the customer's numbered slots (1 to the limit, unique per customer),
 * and a customer has one Home and one Work at most (a partial unique index).
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    slot: integer('slot').notNull(),
    kind: text('kind', { enum: SAVED_ADDRESS_KINDS }).notNull(),
    /** The customer's name for it: only (and always) for `other`. */
    name: text('name'),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_addresses_slot_key').on(t.userId, t.slot),
    uniqueIndex('saved_addresses_home_work_key')
      .on(t.userId, t.kind)
      .where(sql`kind in ('home', 'work')`),
    check(
      'saved_addresses_slot_check',
      sql`slot between 1 and ${sql.raw(String(SAVED_ADDRESS_LIMITS.perCustomer))}`,
    ),
    check('saved_addresses_kind_check', sql`kind in ('home', 'work', 'other')`),
    check('saved_addresses_name_check', sql`(kind = 'other') = (name is not null)`),
  ],
);

/**
 * The remotes' registry of one environment (`local`, `staging`…): which release of each remote
 * is live and which is the canary, as JSON (registrySchema's `remotes`). `revision` is the ETag
 * a deploy must name (If-Match): of two deploys that read the same revision, one writes.
 */
export const remoteRegistries = pgTable('remote_registries', {
  env: text('env').primaryKey(),
  remotes: text('remotes').notNull(),
  revision: integer('revision').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a registry: who, when, from what, and the remotes it left. */
export const remoteRegistryChanges = pgTable(
  'remote_registry_changes',
  {
    id: serial('id').primaryKey(),
    env: text('env').notNull(),
    revision: integer('revision').notNull(),
    actor: text('actor').notNull(),
    source: text('source').notNull(),
    summary: text('summary').notNull(),
    remotes: text('remotes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('remote_registry_changes_revision_key').on(t.env, t.revision)],
);

/** Browsers' loads of each release (and how many failed): a canary's failure rate. */
export const remoteLoadCounts = pgTable(
  'remote_load_counts',
  {
    env: text('env').notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    loads: integer('loads').notNull().default(0),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.env, t.remote, t.version] })],
);

/** The product's business constants (docs/product.md says where they apply). */
export const BRAND = 'Dakiya';
export const MOBILE_BREAKPOINT_PX = 768;
export const ALERT_TIMEOUT_MS = 5000;
export const LOGIN_ERROR_DISPLAY_MS = 3000;
export const SIGNUP_ERROR_DISPLAY_MS = 6000;
export const TUTORIAL_SLIDES = 3;
export const OTP_LENGTH = 4;
export const PHONE_DIGITS = 10;
export const PHONE_PREFIX = '+91';
export const RESEND_COUNTDOWN_S = 60;
export const PASSWORD_MIN_LENGTH = 8;
export const CAPTURE_JPEG_QUALITY = 0.7;
export const COUNTRY_RESTRICTION = 'IN';
export const OFFER_CODE_CAP = 30;
export const DRIVER_POLL_MS = 1000;
export const OFFER_MINIMUM = 10;
export const DOCUMENT_QUANTITY_MIN = 1;
export const SPLASH_MIN_MS = 500;
export const MAP_ZOOM = 13;
export const ROUTE_STROKE = { color: '#f26522', weight: 3 } as const;
export const MAP_FIT_PADDING = { top: 20, bottom: 100, left: 0, right: 0 } as const;

/**
 * How near the pickup (arrive, start) or the drop (deliver) the driver's last known position must
 * be for the API to take that step of the trip: GPS in a city is off by tens of metres, not this.
 */
export const TRIP_STEP_RADIUS_M = 500;

/** What the API accepts for a quotation: beyond these no courier or truck carries the load. */
export const QUOTATION_LIMITS = {
  maxDistanceKm: 5000,
  maxDocuments: 1000,
  maxWeightKg: 2000,
  maxSideCm: 500,
} as const;

/** What the API accepts for a ride request and a driver's offer. */
export const RIDE_REQUEST_LIMITS = { maxFare: 1_000_000, maxWeightKg: 2000 } as const;

/** How long a one-time code lives, and how many wrong tries it takes before it locks. */
export const OTP_TTL_MINUTES = 5;
export const OTP_MAX_ATTEMPTS = 5;

export const PACKAGE_SIZES = [
  { name: 'Small', width: 20, height: 20 },
  { name: 'Medium', width: 50, height: 50 },
  { name: 'Large', width: 100, height: 100 },
] as const;

export const LOGISTICS_VEHICLES = [
  { type: 'TWO_WHEELER', label: '2 wheeler', capacityKg: 20, fits: 'a box up to 50×40×40 cm' },
  {
    type: 'PICKUP_4FT',
    label: '4ft Pickup Truck',
    capacityKg: 40,
    fits: 'a load up to 120×140 cm',
  },
  {
    type: 'PICKUP_8FT',
    label: '8ft Pickup Truck',
    capacityKg: 80,
    fits: 'a load up to 240×150 cm',
  },
  { type: 'THREE_WHEELER', label: '3 Wheeler', capacityKg: 30, fits: 'a load up to 90×90 cm' },
] as const;

/**
 * What a quotation prices: documents, a parcel, or a whole logistics vehicle. Computed values
 * here are marked pure, so a bundle that does not use them leaves the vehicle list out.
 */
export const PARCEL_TYPES = /*#__PURE__*/ (() =>
  ['DOCUMENT', 'PARCEL', ...LOGISTICS_VEHICLES.map((vehicle) => vehicle.type)] as const)();

/** The largest vehicle: beyond its capacity no driver can carry a load. */
export const LARGEST_VEHICLE = /*#__PURE__*/ (() =>
  [...LOGISTICS_VEHICLES].sort((a, b) => b.capacityKg - a.capacityKg)[0]!)();

/**
 * Where a ride request stands. A pickup booked ahead is `scheduled` until it opens to drivers
 * (SCHEDULE_LIMITS), then `searching` like any other.
 */
export const RIDE_STATUSES = [
  'scheduled',
  'searching',
  'assigned',
  'driver_arrived',
  'picked_up',
  'delivered',
  'cancelled',
  'expired',
] as const;

/** The statuses in which a ride holds its driver (the busy-driver index uses the same list). */
export const ACTIVE_RIDE_STATUSES = ['assigned', 'driver_arrived', 'picked_up'] as const;

/** How long a ride request looks for drivers before it expires, by default. */
export const RIDE_SEARCH_TTL_MINUTES = 5;

/** After this long with no offer the drivers' list offers 'Raise your offer' and 'Keep waiting'. */
export const NO_OFFER_HINT_S = 45;

/**
 * Wrong trip OTPs a ride takes before it can no longer be started with one (counted in the
 * database, per ride): the customer can cancel and book again, the driver calls customer care.
 */
export const TRIP_OTP_MAX_ATTEMPTS = 5;

/** How far from a pickup a driver sees (and may offer on) a ride request. */
export const DRIVER_FEED_RADIUS_KM = 20;

/** The states of a driver's offer, as the driver app shows them. */
export const DRIVER_OFFER_STATES = [
  'waiting',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;

/**
 * How often the driver app sends its position: at most this many posts per window, and only when
 * the phone moved (Namma Yatri's driver app: 2 per 3 s).
 */
export const DRIVER_POSITION_POSTS = { max: 2, windowMs: 3000, minMoveM: 10 } as const;

/** The driver's quick raises over the customer's fare, in rupees. */
export const DRIVER_QUICK_RAISES = [10, 20, 50] as const;

/** How long the ride-scoped token of an order's event stream lives. */
export const ORDER_STREAM_TOKEN_TTL_S = 120;

/** Orders per page of the order history. */
export const ORDER_HISTORY_PAGE_SIZE = 10;

/** Why a customer cancels an order (the cancel dialog's choices). */
export const CANCEL_REASONS = [
  'Driver is taking too long',
  'Driver asked me to cancel',
  'My plans changed',
  'Booked by mistake',
] as const;

/**
 * Why a driver drops a trip before pickup (the customer reads it on /your-order): a driver's own
 * list, since the customer's reasons speak of the driver.
 */
export const DRIVER_CANCEL_REASONS = [
  'Customer is not answering',
  'Customer asked me to cancel',
  'The parcel does not fit my vehicle',
  'My vehicle broke down',
] as const;

/** The reason sent when the customer closes the drivers' list. */
export const CLOSED_LIST_REASON = 'Closed the drivers list';

export const AREAS = [
  'Mumbai',
  'Delhi',
  'Bengaluru',
  'Hyderabad',
  'Ahmedabad',
  'Chennai',
  'Kolkata',
  'Pune',
  'Jaipur',
  'Surat',
  'Lucknow',
  'Kanpur',
  'Nagpur',
  'Indore',
  'Thane',
  'Varanasi',
  'Prayag Raj',
  'Bidar Karnataka',
  'Gulburga',
  'Goa',
] as const;

export interface CityOption {
  value: string;
  label: string;
  regions: readonly string[];
}

export const CITIES: readonly CityOption[] = [
  {
    value: 'delhi',
    label: 'Delhi',
    regions: ['North Delhi', 'South Delhi', 'East Delhi', 'West Delhi', 'Central Delhi'],
  },
  {
    value: 'mumbai',
    label: 'Mumbai',
    regions: ['South Mumbai', 'Andheri', 'Bandra', 'Powai', 'Borivali'],
  },
  {
    value: 'bangalore',
    label: 'Bangalore',
    regions: ['Koramangala', 'Indiranagar', 'Whitefield', 'Jayanagar', 'Malleshwaram'],
  },
  {
    value: 'chennai',
    label: 'Chennai',
    regions: ['T Nagar', 'Adyar', 'Anna Nagar', 'Velachery', 'Mylapore'],
  },
  {
    value: 'kolkata',
    label: 'Kolkata',
    regions: ['Park Street', 'Salt Lake', 'Howrah', 'New Town', 'Ballygunge'],
  },
];

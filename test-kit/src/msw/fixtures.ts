import type {
  CurrentUser,
  DriverOffer,
  LoginData,
  Order,
  Place,
  Quotation,
  Ride,
} from '@dakiya/domain';
import {
  currentUserSchema,
  driverOfferSchema,
  loginDataSchema,
  orderSchema,
  placeSchema,
  quotationSchema,
  rideSchema,
} from '@dakiya/domain/schemas';

// Answers of the API as component tests fake them, each built through the domain schema of that
// answer: a fixture that drifts from the contract throws where it is made, not in a screen.

export const aLogin = (change: Partial<LoginData> = {}): LoginData =>
  loginDataSchema.parse({
    access: 'access-token',
    refresh: 'refresh-token',
    user: { id: 7, first_name: 'Asha', last_name: 'Rao' },
    ...change,
  });

export const aCurrentUser = (change: Partial<CurrentUser> = {}): CurrentUser =>
  currentUserSchema.parse({
    id: 7,
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'asha@example.com',
    phone_number: '9876543210',
    area: 'Bengaluru',
    has_photo: false,
    ...change,
  });

export const aQuotation = (change: Partial<Quotation> = {}): Quotation =>
  quotationSchema.parse({
    id: 31,
    parcel_type: 'PARCEL',
    distance: 36.4,
    document_quantity: null,
    weight: 6,
    height: 50,
    width: 50,
    estimated_amount: 339.6,
    created_at: '2026-11-23T10:00:00.000Z',
    ...change,
  });

export const aRide = (change: Partial<Ride> = {}): Ride =>
  rideSchema.parse({
    id: 55,
    type: 'Parcel',
    pickup_location: 'MG Road, Bengaluru, Karnataka, India',
    drop_location: 'Hosūr, India',
    offer_fare: 340,
    status: 'searching',
    has_parcel_image: false,
    created_at: '2026-11-23T10:01:00.000Z',
    expires_at: '2026-11-23T10:06:00.000Z',
    cancelled_by: null,
    cancel_reason: null,
    scheduled_at: null,
    ...change,
  });

export const aDriverOffer = (change: Partial<DriverOffer> = {}): DriverOffer =>
  driverOfferSchema.parse({
    id: 1,
    userRide: 55,
    rideId: 'OF3A9C',
    driver_name: 'Ravi Kumar',
    driveroffer: 360,
    vehicle: '2 wheeler',
    car: 'Honda Activa · KA 01 AB 1234',
    timeMins: 6,
    overall_experience_rating: 4.7,
    distance_away: 1.8,
    ...change,
  });

export const anOrder = (change: Partial<Order> = {}): Order =>
  orderSchema.parse({
    id: 55,
    distance_away: 1.8,
    checkotp: '4821',
    driver_name: 'Ravi Kumar',
    overall_experience_rating: 4.7,
    driveroffer: 360,
    vehicle: '2 wheeler',
    car: 'Honda Activa · KA 01 AB 1234',
    timeMins: 6,
    pickup_location: 'MG Road, Bengaluru, Karnataka, India',
    drop_location: 'Hosūr, India',
    pickup: { lat: 12.9756, lng: 77.6066 },
    drop: { lat: 12.7409, lng: 77.8253 },
    driver_position: { lat: 12.98, lng: 77.61 },
    status: 'assigned',
    driver_phone: '9123000001',
    trip_km: 36.2,
    cancelled_by: null,
    cancel_reason: null,
    assigned_at: '2026-11-23T10:02:00.000Z',
    arrived_at: null,
    picked_up_at: null,
    delivered_at: null,
    closed_at: null,
    version: 1,
    recipient: { name: null, phone: null, instructions: null },
    delivery_code: '7315',
    payment: { method: 'cash', status: 'due', amount: 360, upi_uri: null },
    proof: null,
    rating: null,
    scheduled_at: null,
    tracking: { token: 'Tr4ck1ngT0kenOfTwentyFou', ends_at: null },
    ...change,
  });

export const aPlace = (change: Partial<Place> = {}): Place =>
  placeSchema.parse({
    id: 1269934,
    name: 'Hosūr',
    formatted_address: 'Hosūr, India',
    lat: 12.7409,
    lng: 77.8253,
    ...change,
  });

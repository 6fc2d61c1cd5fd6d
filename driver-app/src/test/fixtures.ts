import type {
  DriverFeed,
  DriverOwnOffer,
  DriverProfile,
  DriverRequest,
  DriverSession,
} from '@dakiya/domain';
import {
  driverFeedSchema,
  driverOwnOfferSchema,
  driverProfileSchema,
  driverRequestSchema,
  driverSessionSchema,
} from '@dakiya/domain/schemas';

// The driver API's answers as this app's component tests fake them, each built through its
// domain schema: a fixture that drifts from the contract throws where it is made.

export const aDriverSession = (change: Partial<DriverSession> = {}): DriverSession =>
  driverSessionSchema.parse({
    data: { id: 5, name: 'Ravi Kumar' },
    access: 'driver-access',
    refresh: 'driver-refresh',
    ...change,
  });

export const aDriverProfile = (change: Partial<DriverProfile> = {}): DriverProfile =>
  driverProfileSchema.parse({
    data: {
      id: 5,
      name: 'Ravi Kumar',
      phone_number: '9845012345',
      vehicle_type: 'TWO_WHEELER',
      vehicle_model: 'Honda Activa',
      registration: 'KA 01 AB 1234',
      online: false,
      has_photo: false,
      rating: 4.8,
      ...change,
    },
  }).data;

export const aDriverRequest = (change: Partial<DriverRequest> = {}): DriverRequest =>
  driverRequestSchema.parse({
    id: 31,
    type: 'PARCEL',
    pickup_location: 'Indiranagar, Bengaluru, Karnataka',
    drop_location: 'Koramangala, Bengaluru, Karnataka',
    pickup_locality: 'Indiranagar',
    drop_locality: 'Koramangala',
    pickup_km: 1.2,
    trip_km: 6.4,
    weight_kg: 3,
    has_parcel_image: false,
    offer_fare: 120,
    estimate_fare: 140,
    created_at: '2026-11-24T10:00:00.000Z',
    expires_at: '2026-11-24T10:05:00.000Z',
    ...change,
  });

export const aDriverOwnOffer = (change: Partial<DriverOwnOffer> = {}): DriverOwnOffer =>
  driverOwnOfferSchema.parse({
    id: 70,
    ride_id: 31,
    fare: 140,
    state: 'waiting',
    created_at: '2026-11-24T10:01:00.000Z',
    ...change,
  });

export const aDriverFeed = (change: Partial<DriverFeed> = {}): DriverFeed =>
  driverFeedSchema.parse({ online: true, rides: [], offers: [], trip_id: null, ...change });

import {
  approximateRoadKm,
  formatIndiaDate,
  formatIndiaTime,
  RATING_TAGS,
  TRACKING_LINK_HOURS_AFTER_END,
  upiPaymentUri,
  vehicleLabel,
  type LatLng,
  type RatingTag,
  type UpiPayee,
} from '@dakiya/domain';
import type { drivers, offers, rideRequests } from '../db/schema.js';
import { orderVersion, type DriverPosition } from './driver-positions.js';

export type Ride = typeof rideRequests.$inferSelect;
export type Offer = typeof offers.$inferSelect;
export type Driver = typeof drivers.$inferSelect;

const AVERAGE_CITY_KMH = 20;

export function minutesAway(km: number): number {
  return Math.max(1, Math.round((km / AVERAGE_CITY_KMH) * 60));
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** A position from a row's two columns, or null when it has none. */
export const point = (lat: number | null, lng: number | null) =>
  lat !== null && lng !== null ? { lat, lng } : null;

/** Pickup to drop by road, estimated (km, one decimal): what the order and the driver app show. */
export const tripKm = (pickup: LatLng | null, drop: LatLng | null) =>
  pickup && drop ? Math.round(approximateRoadKm(pickup, drop) * 10) / 10 : null;

/**
 * The rating customers see: the mean of real ratings (one decimal) once there is one, else the
 * rating a seeded driver starts with (null for a real driver nobody has rated: 'New').
 */
export function shownRating(
  driver: Pick<Driver, 'rating' | 'ratingCount' | 'ratingTotal'>,
): number | null {
  if (driver.ratingCount > 0)
    return Math.round((driver.ratingTotal / driver.ratingCount) * 10) / 10;
  return driver.rating;
}

/** The offer card (docs/product.md, "API calls"). */
export function offerView(offer: Offer, driver: Driver) {
  return {
    id: offer.id,
    userRide: offer.rideRequestId,
    rideId: offer.code,
    driver_name: driver.name,
    driveroffer: offer.fare,
    vehicle: vehicleLabel(driver.vehicleType),
    car: `${driver.vehicleModel} · ${driver.registration}`,
    timeMins: offer.minutesAway,
    overall_experience_rating: shownRating(driver),
    distance_away: offer.distanceAwayKm,
  };
}

/** The columns a ride's view reads (the driver feed selects only these and its filters'). */
type RideViewColumns = Pick<
  Ride,
  | 'id'
  | 'type'
  | 'pickupLocation'
  | 'dropLocation'
  | 'offerFare'
  | 'status'
  | 'parcelImageKey'
  | 'createdAt'
  | 'expiresAt'
  | 'cancelledBy'
  | 'cancelReason'
> &
  Partial<Pick<Ride, 'scheduledAt'>>;

export function rideView(ride: RideViewColumns) {
  return {
    id: ride.id,
    type: ride.type,
    pickup_location: ride.pickupLocation,
    drop_location: ride.dropLocation,
    offer_fare: ride.offerFare,
    status: ride.status,
    has_parcel_image: ride.parcelImageKey !== null,
    created_at: ride.createdAt.toISOString(),
    expires_at: ride.expiresAt.toISOString(),
    cancelled_by: ride.cancelledBy,
    cancel_reason: ride.cancelReason,
    scheduled_at: iso(ride.scheduledAt ?? null),
  };
}

/** When a ride's tracking link stops working: an hour after it ended; null while it runs. */
export function trackingEndsAt(ride: Pick<Ride, 'closedAt'>): Date | null {
  return ride.closedAt
    ? new Date(ride.closedAt.getTime() + TRACKING_LINK_HOURS_AFTER_END * 3600_000)
    : null;
}

/** The tags a ride's rating keeps (comma-separated), as the API answers them. */
export function ratingTagsOf(text: string | null): RatingTag[] {
  return (text ?? '')
    .split(',')
    .filter((tag): tag is RatingTag => (RATING_TAGS as readonly string[]).includes(tag));
}

/** How a delivered ride was proven, as the customer's order and the driver's trip show it. */
export function proofView(ride: Pick<Ride, 'deliveryProof' | 'receivedBy' | 'proofPhotoKey'>) {
  return ride.deliveryProof
    ? {
        kind: ride.deliveryProof,
        received_by: ride.receivedBy,
        has_photo: ride.proofPhotoKey !== null,
      }
    : null;
}

/** Who receives a ride's parcel (name and phone null: the customer), and the customer's note. */
export const recipientView = (
  ride: Pick<Ride, 'recipientName' | 'recipientPhone' | 'dropInstructions'>,
) => ({
  name: ride.recipientName,
  phone: ride.recipientPhone,
  instructions: ride.dropInstructions,
});

/** What an order adds for delivering it well, as its owner sees it (orderDeliveryFields). */
export function orderDeliveryView(ride: Ride, payee: UpiPayee, now = new Date()) {
  const amount = ride.bookedFare ?? ride.offerFare;
  const endsAt = trackingEndsAt(ride);
  const trackingWorks = ride.trackingToken !== null && (!endsAt || endsAt > now);
  return {
    recipient: recipientView(ride),
    // The customer tells the driver this code only when they receive the parcel themselves.
    delivery_code: ride.recipientPhone === null ? ride.deliveryCode : null,
    payment: {
      method: ride.paymentMethod,
      status: ride.paymentStatus,
      amount,
      upi_uri:
        ride.paymentMethod === 'upi' && ride.paymentStatus !== 'paid'
          ? upiPaymentUri(payee, ride.id, amount)
          : null,
    },
    proof: proofView(ride),
    rating:
      ride.ratingStars !== null
        ? { stars: ride.ratingStars, tags: ratingTagsOf(ride.ratingTags) }
        : null,
    scheduled_at: iso(ride.scheduledAt),
    tracking: trackingWorks ? { token: ride.trackingToken!, ends_at: iso(endsAt) } : null,
  };
}

/**
 * Where the driver is heading: the pickup until the parcel is on board, then the drop. Once
 * arrived, delivered or closed there is nothing left to drive.
 */
function distanceToGo(ride: Ride, at: DriverPosition | null): number {
  const target =
    ride.status === 'assigned'
      ? point(ride.pickupLat, ride.pickupLng)
      : ride.status === 'picked_up'
        ? point(ride.dropLat, ride.dropLng)
        : null;
  if (!at || !target) return 0;
  return Math.round(approximateRoadKm(at, target) * 10) / 10;
}

/**
 * The order of an accepted ride (driverassign, GET /bargaining/orders/{id}/, the event stream),
 * with the driver where the position store last saw them (driver-positions.ts).
 */
export function orderView(
  ride: Ride,
  driver: Driver,
  position: DriverPosition | null,
  payee: UpiPayee,
) {
  const pickup = point(ride.pickupLat, ride.pickupLng);
  const drop = point(ride.dropLat, ride.dropLng);
  const km = distanceToGo(ride, position);
  const moving = ride.status === 'assigned' || ride.status === 'picked_up';
  return {
    id: ride.id,
    distance_away: km,
    checkotp: ride.checkOtp ?? '',
    driver_name: driver.name,
    overall_experience_rating: shownRating(driver),
    driveroffer: ride.bookedFare ?? ride.offerFare,
    vehicle: vehicleLabel(driver.vehicleType),
    car: `${driver.vehicleModel} · ${driver.registration}`,
    timeMins: moving ? minutesAway(km) : 0,
    pickup_location: ride.pickupLocation,
    drop_location: ride.dropLocation,
    pickup,
    drop,
    driver_position: position ? { lat: position.lat, lng: position.lng } : null,
    status: ride.status,
    driver_phone: driver.phoneNumber,
    trip_km: tripKm(pickup, drop),
    cancelled_by: ride.cancelledBy,
    cancel_reason: ride.cancelReason,
    assigned_at: iso(ride.assignedAt),
    arrived_at: iso(ride.arrivedAt),
    picked_up_at: iso(ride.pickedUpAt),
    delivered_at: iso(ride.deliveredAt),
    closed_at: iso(ride.closedAt),
    version: orderVersion(ride.version, position),
    ...orderDeliveryView(ride, payee),
  };
}

export type OrderView = ReturnType<typeof orderView>;

const WHEELS: Record<string, number> = {
  TWO_WHEELER: 2,
  THREE_WHEELER: 3,
  PICKUP_4FT: 4,
  PICKUP_8FT: 4,
};

/** The history card (docs/product.md, "Account"): the date DD-MM-YYYY and time in India it was
 * booked, wheels, price; missing ones left out. */
export function historyView(ride: Ride, driver: Driver | null) {
  // The booking, not the last change: a card's time then keeps its meaning as the order moves on,
  // and matches the list's order (newest booking first).
  const booked = ride.createdAt;
  const wheels = driver ? WHEELS[driver.vehicleType] : undefined;
  return {
    id: ride.id,
    status: ride.status,
    pickupLocation: ride.pickupLocation,
    dropLocation: ride.dropLocation,
    orderDate: formatIndiaDate(booked),
    orderTime: formatIndiaTime(booked),
    ...(ride.bookedFare !== null ? { orderPrice: ride.bookedFare } : {}),
    ...(wheels !== undefined ? { vehicleType: wheels } : {}),
    ...(ride.scheduledAt
      ? {
          scheduledDate: formatIndiaDate(ride.scheduledAt),
          scheduledTime: formatIndiaTime(ride.scheduledAt),
        }
      : {}),
    paymentMethod: ride.paymentMethod,
    paymentStatus: ride.paymentStatus,
    ...(ride.deliveryProof ? { proof: ride.deliveryProof } : {}),
    ...(ride.ratingStars !== null ? { stars: ride.ratingStars } : {}),
  };
}

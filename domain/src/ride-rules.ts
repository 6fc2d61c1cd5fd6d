// Booking rules that need no schema library, so the screens that use them load without zod.
import { OFFER_MINIMUM, OFFER_CODE_CAP } from './constants';
import { FARES } from './fare-formula';
import { haversineKm } from './geo/haversine';
import type { LatLng } from './types';

/** An offer's code (the offer list's `rideId`) longer than 30 characters is cut before the accept
 * call (docs/product.md, "API calls"). */
export function capOfferCode(offerCode: string): string {
  return offerCode.length > OFFER_CODE_CAP ? offerCode.slice(0, OFFER_CODE_CAP) : offerCode;
}

/** Find a Driver: the offered fare if non-zero, else the estimate, rounded (docs/product.md). */
export function fareToSend(offeredFare: number | null, estimatedAmount: number): number {
  return Math.round(offeredFare ? offeredFare : estimatedAmount);
}

/**
 * A customer's fare may not go below this share of the estimate (docs/product.md, "Fare floor"):
 * room to bargain, but no request drivers would only scroll past.
 */
export const FARE_FLOOR_SHARE = 0.5;

/** What the fare formula charges at least for a ride of `type` over `km` (one document, no load beyond `weightKg`). */
function leastPrice(type: string, km: number, weightKg: number | null): number {
  const wanted = type.toUpperCase();
  if (wanted === 'PARCEL')
    return FARES.PARCEL.base + FARES.PARCEL.perKm * km + FARES.PARCEL.perKg * (weightKg ?? 0);
  // A type the formula does not name is priced as the cheapest one, documents.
  const fare = (FARES as Record<string, { base: number; perKm: number }>)[wanted] ?? FARES.DOCUMENT;
  return fare.base + fare.perKm * km;
}

/**
 * The lowest fare a customer may offer for a ride: FARE_FLOOR_SHARE of the least the fare formula
 * could have estimated for it (the straight line between pickup and drop, which no road is
 * shorter than; the lightest load), in whole rupees and never below OFFER_MINIMUM. So a fare of
 * half the customer's own estimate always passes, and ₹10 for a ₹10,000 trip does not.
 */
export function fareFloor(ride: {
  type: string;
  pickup: LatLng | null;
  drop: LatLng | null;
  weightKg: number | null;
}): number {
  const km = ride.pickup && ride.drop ? haversineKm(ride.pickup, ride.drop) : 0;
  return Math.max(
    OFFER_MINIMUM,
    Math.floor(leastPrice(ride.type, km, ride.weightKg) * FARE_FLOOR_SHARE),
  );
}

/**
 * Ride requests (new ones and retries) one customer may make: a burst of 5, then one every 30
 * seconds, counted in the database so every API process draws on the same bucket.
 */
export const RIDE_REQUEST_RATE = { burst: 5, perHour: 120 } as const;

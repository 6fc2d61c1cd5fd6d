// Booking rules that need no schema library, so the screens that use them load without zod.
import { RIDE_ID_CAP } from './constants';

/** SPEC.md: a ride id longer than 30 characters is cut before the accept call. */
export function capRideId(rideId: string): string {
  return rideId.length > RIDE_ID_CAP ? rideId.slice(0, RIDE_ID_CAP) : rideId;
}

/** SPEC.md: Find a Driver sends the offered fare if non-zero, else the estimate, rounded. */
export function fareToSend(offeredFare: number | null, estimatedAmount: number): number {
  return Math.round(offeredFare ? offeredFare : estimatedAmount);
}

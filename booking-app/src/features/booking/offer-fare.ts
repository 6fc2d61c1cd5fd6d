import { API_ERRORS, fareFloor } from '@dakiya/domain';
import type { BookingState } from './booking-slice';
import { weightOf } from './load';

/**
 * The lowest fare the API takes for the booking's trip: the ride it would make (type, points,
 * weight, as Find a Driver sends them) measured by domain's fareFloor, the API's own rule.
 */
export function offerFloor({ pickup, drop, load }: Pick<BookingState, 'pickup' | 'drop' | 'load'>) {
  return fareFloor({
    // No load yet prices as documents, the cheapest type: the lowest floor any load could have.
    type: load?.parcel_type ?? '',
    pickup: pickup?.position ?? null,
    drop: drop?.position ?? null,
    weightKg: weightOf(load),
  });
}

/**
 * What is wrong with a fare typed into Offer Your Fare, in the words the API refuses it with, or
 * null when it may be offered. Nothing typed is no error: submitting it clears the offer. The
 * floor is never below OFFER_MINIMUM, so a fare under ₹10 is one below the floor too.
 */
export function offerFareError(typed: string, floor: number): string | null {
  if (typed.trim() === '') return null;
  const rupees = Number(typed);
  if (!Number.isFinite(rupees)) return API_ERRORS.fareNotANumber;
  // Whole rupees, as the dialog sends them (the API checks the rounded fare).
  return Math.round(rupees) < floor ? API_ERRORS.fareBelowFloor : null;
}

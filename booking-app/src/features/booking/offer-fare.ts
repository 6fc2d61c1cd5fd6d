import { API_ERRORS, OFFER_MINIMUM } from '@dakiya/domain';

/**
 * What is wrong with a fare typed into Offer Your Fare, in the words the API refuses it with, or
 * null when it may be offered. Nothing typed is no error: submitting it clears the offer.
 */
export function offerFareError(typed: string): string | null {
  if (typed.trim() === '') return null;
  const rupees = Number(typed);
  if (!Number.isFinite(rupees)) return API_ERRORS.fareNotANumber;
  return rupees < OFFER_MINIMUM ? API_ERRORS.fareBelowMinimum : null;
}

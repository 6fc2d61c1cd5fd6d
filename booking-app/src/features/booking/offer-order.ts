import type { DriverOffer } from '@dakiya/domain';

/** A new driver, not rated yet, ranks below every rated one. */
const ratingOf = (offer: DriverOffer) => offer.overall_experience_rating ?? 0;

/**
 * Drivers' offers in the order the list shows them, as inDrive orders its own: the lowest fare
 * first, then the better rating, then the driver fewer minutes away.
 */
export function inListOrder(offers: readonly DriverOffer[]): DriverOffer[] {
  return [...offers].sort(
    (a, b) => a.driveroffer - b.driveroffer || ratingOf(b) - ratingOf(a) || a.timeMins - b.timeMins,
  );
}

import type { DriverOffer } from '@dakiya/domain';

/**
 * Drivers' offers in the order the list shows them, as inDrive orders its own: the lowest fare
 * first, then the better rating, then the driver fewer minutes away.
 */
export function inListOrder(offers: readonly DriverOffer[]): DriverOffer[] {
  return [...offers].sort(
    (a, b) =>
      a.driveroffer - b.driveroffer ||
      b.overall_experience_rating - a.overall_experience_rating ||
      a.timeMins - b.timeMins,
  );
}

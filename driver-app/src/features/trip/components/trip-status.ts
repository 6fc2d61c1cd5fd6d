import { t } from '@lingui/core/macro';
import { ACTIVE_RIDE_STATUSES, type DriverTrip } from '@dakiya/domain';

/** The driver may still drop the trip: before the parcel is picked up (the API's rule too). */
export const canCancel = (trip: DriverTrip) =>
  trip.status === 'assigned' || trip.status === 'driver_arrived';

/** The trip still moves: the screen polls it and posts the driver's position. */
export const isUnderWay = (trip: DriverTrip) =>
  (ACTIVE_RIDE_STATUSES as readonly string[]).includes(trip.status);

/** Delivered with the fare still to receive: the screen keeps the trip, and asks for it. */
export const isCollecting = (trip: DriverTrip) =>
  trip.status === 'delivered' && trip.payment.status !== 'paid';

/**
 * What the driver does now, the screen's heading, in the active language (read during render:
 * the screen re-renders when the language changes).
 */
export function tripHeading(trip: DriverTrip): string {
  switch (trip.status) {
    case 'assigned':
      return t`Go to the pickup`;
    case 'driver_arrived':
      return t`At the pickup: ask for the code`;
    case 'picked_up':
      return t`Take the parcel to the drop`;
    case 'delivered':
      return isCollecting(trip) ? t`Delivered: collect the fare` : t`Delivered`;
    default:
      return t`This trip has ended`;
  }
}

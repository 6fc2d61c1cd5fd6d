import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@dakiya/shared';
import type { RideStatus } from '@dakiya/domain';

/** The name of each pin on the route map, the same on the embedded map and on Google's. */
export const PIN_NAMES: Record<'pickup' | 'drop' | 'driver', MessageDescriptor> = {
  pickup: msg`Pickup`,
  drop: msg`Drop`,
  driver: msg`Driver`,
};

/** The driver at the pickup: their pin's name, and the one name of both pins when they meet. */
export const DRIVER_AT_PICKUP = msg`Driver at pickup`;

/**
 * The driver's pin named by where the trip is, so the map says what the status says: on the way
 * to the pickup, at the pickup, carrying the parcel to the drop; plain 'Driver' with no trip.
 */
export function driverPinName(status: RideStatus | undefined): MessageDescriptor {
  switch (status) {
    case 'assigned':
      return msg`Driver on the way`;
    case 'driver_arrived':
      return DRIVER_AT_PICKUP;
    case 'picked_up':
      return msg`Driver with the parcel`;
    default:
      return PIN_NAMES.driver;
  }
}

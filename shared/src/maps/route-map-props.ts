import type { LatLng, Location, RideStatus } from '@dakiya/domain';

/** What every route map draws: booking-app's maps providers and the driver's trip screen. */
export interface RouteMapProps {
  pickup: Location | null;
  drop: Location | null;
  /** The driver's live position (a blue pin): the customer's /your-order, the driver's own trip. */
  driver?: LatLng | null | undefined;
  /**
   * Where the trip is: names the driver's pin (on the way, at the pickup, with the parcel); once
   * the driver has said they are at the pickup their pin and the pickup's share one name.
   */
  tripStatus?: RideStatus | undefined;
  /** Given, the customer may move pickup or drop on the map (drag, or 'Set … here'). */
  onMove?: ((which: 'pickup' | 'drop', position: LatLng) => void) | undefined;
}

import { haversineKm, type LatLng } from '@dakiya/domain';

/** Where a pin's name sits around it. */
export type LabelSide = 'top' | 'bottom' | 'left' | 'right';

export interface PinLabelPlacement {
  /** The driver is at the pickup: one label, 'Driver at pickup', on the pickup pin. */
  together: boolean;
  pickup: LabelSide;
  /** Null when the driver's name is in the pickup's label. */
  driver: LabelSide | null;
}

/** Closer than this the driver is at the pickup, whatever the trip's status says (GPS noise). */
export const AT_PICKUP_METRES = 30;
/**
 * Two names above their pins collide when the pins are closer on screen than about a label's
 * width across or its height down (a name is 40-90 px wide in either language, 20 px high).
 */
const CLEAR_ACROSS_PX = 90;
const CLEAR_DOWN_PX = 40;

/**
 * Where the pickup's and the driver's names go so both can be read: above their pins when the
 * pins are apart; merged into one label when the driver is at the pickup (arrived, or within a
 * few metres) and the pins are close on screen; else on the sides facing away from each other.
 * `offset` is the driver's position on screen minus the pickup's, in px (y grows downwards).
 */
export function placePinLabels({
  pickup,
  driver,
  arrived,
  offset,
}: {
  pickup: LatLng;
  driver: LatLng;
  arrived: boolean;
  offset: { x: number; y: number };
}): PinLabelPlacement {
  const close = Math.abs(offset.x) < CLEAR_ACROSS_PX && Math.abs(offset.y) < CLEAR_DOWN_PX;
  if (!close) return { together: false, pickup: 'top', driver: 'top' };
  if (arrived || haversineKm(pickup, driver) * 1000 <= AT_PICKUP_METRES) {
    return { together: true, pickup: 'top', driver: null };
  }
  // Mostly side by side: names outwards, left and right; else the lower pin's name below it.
  if (Math.abs(offset.x) * (CLEAR_DOWN_PX / CLEAR_ACROSS_PX) > Math.abs(offset.y)) {
    return offset.x > 0
      ? { together: false, pickup: 'left', driver: 'right' }
      : { together: false, pickup: 'right', driver: 'left' };
  }
  return offset.y > 0
    ? { together: false, pickup: 'top', driver: 'bottom' }
    : { together: false, pickup: 'bottom', driver: 'top' };
}

/** A tooltip's offset from its pin's centre towards `side`, clear of the pin itself. */
export function labelOffset(side: LabelSide): [number, number] {
  const away = 10;
  switch (side) {
    case 'top':
      return [0, -away];
    case 'bottom':
      return [0, away];
    case 'left':
      return [-away, 0];
    default:
      return [away, 0];
  }
}

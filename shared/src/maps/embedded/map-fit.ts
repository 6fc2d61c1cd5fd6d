import { MAP_FIT_PADDING } from '@dakiya/domain';
import type { MapInsets } from './map-insets';
import { NAME_ROOM_ABOVE_PX, PIN_SIZE_PX, nameRoomBeside } from './pin-labels';

/** The least height the fitted pins get between what covers the map above and below. */
const MIN_FIT_ROOM_PX = 60;
/** Less height than this between the covers and the pins are not fitted at all. */
const MIN_USEFUL_ROOM_PX = 32;
/** A pin is seen whole when its centre is this far inside the uncovered part (its radius). */
const PIN_RADIUS_PX = 12;

export interface Size {
  x: number;
  y: number;
}

/** A part of the map, in px from its top left corner. */
export interface MapArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What the map itself lays over its edges, in px: buttons under the search box, the credit line. */
export interface MapControls {
  top: number;
  bottom: number;
}
const NO_CONTROLS: MapControls = { top: 0, bottom: 0 };

/** Room between a pin and what covers the map below it (its radius and a little air). */
const COVER_GAP_PX = 16;
/**
 * The most of the map's height the product's padding takes at either edge: on a small map (the
 * driver's trip, a phone's sheet half open) 100 px at the bottom left the pins a strip so thin
 * that the fit zoomed out to a whole region.
 */
const MAX_PADDING_SHARE = 0.12;

/**
 * Where the fitted pins may go: the product's padding (top 20, bottom 100, at most
 * MAX_PADDING_SHARE of a small map's height) measured from the map's edges, or what covers the
 * map there (`insets`, and the map's own `controls`) if that reaches further; at the top and the
 * sides, room for the pins' `names` too, so a name above a pin at the edge is neither cut off nor
 * under the header (on a short strip, beside them instead). Covers are not added to the padding:
 * on a phone the order card alone is taller than it, and adding both left the pins a sliver of
 * the map, fitted so far out that a city was a dot. Where a phone leaves too little between top
 * and bottom, the bottom gives way (down to the cover) before a pin is covered; null when nothing
 * is left to fit into (the map is hidden, or covered whole), so the view is left as it is.
 */
export function fitArea(
  size: Size,
  insets: MapInsets,
  controls: MapControls = NO_CONTROLS,
  names: readonly string[] = [],
): MapArea | null {
  const padding = (px: number) => Math.min(px, size.y * MAX_PADDING_SHARE);
  const coveredAbove = insets.top + controls.top;
  let top = Math.max(padding(MAP_FIT_PADDING.top), coveredAbove + NAME_ROOM_ABOVE_PX);
  const covered = insets.bottom + controls.bottom;
  let bottom = Math.max(padding(MAP_FIT_PADDING.bottom), covered + COVER_GAP_PX);
  // On a strip too short to give the names a row above the pins, the pins get the row and their
  // names go beside them (the sides have room for them; label sides are chosen on screen).
  if (size.y - top - bottom < MIN_FIT_ROOM_PX + NAME_ROOM_ABOVE_PX)
    top = Math.max(padding(MAP_FIT_PADDING.top), coveredAbove + PIN_RADIUS_PX + 4);
  const room = size.y - top - bottom;
  // Giving way stops where a pin's dot would reach under the cover (the credit line, the sheet).
  if (room < MIN_FIT_ROOM_PX)
    bottom = Math.max(covered + PIN_RADIUS_PX + 4, bottom - (MIN_FIT_ROOM_PX - room));
  // A sliver (a toast pushed the map down under the search box and the sheet): fitting into it
  // would zoom out to the whole country, so the view stays until the map has room again.
  if (size.y - top - bottom < MIN_USEFUL_ROOM_PX) return null;
  const beside = nameRoomBeside(names);
  const left = Math.max(MAP_FIT_PADDING.left, insets.left) + beside;
  const right = Math.max(MAP_FIT_PADDING.right, insets.right) + beside;
  if (size.y - top - bottom < 1 || size.x - left - right < 1) return null;
  return { left, top, right: size.x - right, bottom: size.y - bottom };
}

/**
 * Where a pin is seen whole, its name included: the part of the map nothing covers. Looser than
 * fitArea, so a pin the fit put in place stays seen until it really moves out.
 */
export function visibleArea(
  size: Size,
  insets: MapInsets,
  controls: MapControls = NO_CONTROLS,
): MapArea {
  return {
    left: insets.left + PIN_RADIUS_PX,
    top: insets.top + controls.top + NAME_ROOM_ABOVE_PX,
    right: size.x - insets.right - PIN_RADIUS_PX,
    bottom: size.y - insets.bottom - controls.bottom - PIN_RADIUS_PX,
  };
}

/** The part of the map nothing covers, edge to edge: where a pin's name can be read. */
export function uncoveredArea(
  size: Size,
  insets: MapInsets,
  controls: MapControls = NO_CONTROLS,
): MapArea {
  return {
    left: insets.left,
    top: insets.top + controls.top,
    right: size.x - insets.right,
    bottom: size.y - insets.bottom - controls.bottom,
  };
}

/** Whether a point of the map (px from its top left corner) lies in `area`. */
export function isInArea(point: Size, area: MapArea): boolean {
  return (
    point.x >= area.left && point.x <= area.right && point.y >= area.top && point.y <= area.bottom
  );
}

/** Pins a few metres apart are shown at street zoom, not zoomed into without end. */
export const STREET_ZOOM = 16;
/** The closest the fit zooms to keep near pins apart: a few houses across the map. */
const CLOSEST_ZOOM = 19;
/** Near pins are kept this far apart on screen: both dots whole, with air between them. */
export const PINS_APART_PX = 2 * PIN_SIZE_PX;

/**
 * The zoom the fit may go up to, given how far apart the two nearest pins are at STREET_ZOOM (in
 * px): street zoom, or closer (up to CLOSEST_ZOOM, in the map's quarter steps) where the pins
 * would lie on each other there. Pins at one spot cannot be parted by zooming.
 */
export function fitMaxZoom(nearestApartPx: number): number {
  if (!(nearestApartPx > 0) || nearestApartPx >= PINS_APART_PX) return STREET_ZOOM;
  const parted = STREET_ZOOM + Math.log2(PINS_APART_PX / nearestApartPx);
  return Math.min(CLOSEST_ZOOM, Math.ceil(parted * 4) / 4);
}

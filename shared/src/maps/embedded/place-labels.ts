import type { LatLng, PlaceLabel } from '@dakiya/domain';

/** A label's box, in px, that another label may not overlap (the longer names still fit). */
const LABEL_BOX = { width: 110, height: 18 };

/** Within this (degrees, ~100 m), a place is one of `skip`: both come from GeoNames' points. */
const SAME_POINT = 0.001;

/**
 * Larger places first; a label that would overlap one already placed is left out, and so is a
 * place the map already names (`skip`: their positions, as its names may be in another script).
 */
export function placeLabels(
  places: PlaceLabel[],
  toPixel: (place: PlaceLabel) => { x: number; y: number },
  skip: readonly LatLng[],
): PlaceLabel[] {
  const placed: { x: number; y: number }[] = [];
  const named = (place: PlaceLabel) =>
    skip.some(
      (other) =>
        Math.abs(other.lat - place.lat) < SAME_POINT &&
        Math.abs(other.lng - place.lng) < SAME_POINT,
    );
  return places.filter((place) => {
    if (named(place)) return false;
    const at = toPixel(place);
    const overlaps = placed.some(
      (other) =>
        Math.abs(other.x - at.x) < LABEL_BOX.width && Math.abs(other.y - at.y) < LABEL_BOX.height,
    );
    if (!overlaps) placed.push(at);
    return !overlaps;
  });
}

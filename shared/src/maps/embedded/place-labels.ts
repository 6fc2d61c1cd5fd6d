import type { PlaceLabel } from '@dakiya/domain';

/** A label's box, in px, that another label may not overlap (the longer names still fit). */
const LABEL_BOX = { width: 110, height: 18 };

/** Larger places first; a label that would overlap one already placed is left out. */
export function placeLabels(
  places: PlaceLabel[],
  toPixel: (place: PlaceLabel) => { x: number; y: number },
  skip: ReadonlySet<string>,
): PlaceLabel[] {
  const placed: { x: number; y: number }[] = [];
  return places.filter((place) => {
    if (skip.has(place.name)) return false;
    const at = toPixel(place);
    const overlaps = placed.some(
      (other) =>
        Math.abs(other.x - at.x) < LABEL_BOX.width && Math.abs(other.y - at.y) < LABEL_BOX.height,
    );
    if (!overlaps) placed.push(at);
    return !overlaps;
  });
}

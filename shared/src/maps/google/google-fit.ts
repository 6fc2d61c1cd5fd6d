import type { LatLng } from '@dakiya/domain';
import { measureInsets } from '../embedded/map-insets';
import { fitArea, isInArea, visibleArea } from '../embedded/map-fit';

const sizeOf = (map: google.maps.Map) => {
  const div = map.getDiv();
  return { x: div.clientWidth, y: div.clientHeight };
};

/**
 * Fits pickup, drop and the driver into the part of the map nothing covers (the embedded map's
 * rule, map-fit.ts: the header, the search box, the panel or the order card measured as insets).
 */
export function fitPins(map: google.maps.Map, pins: LatLng[]) {
  const size = sizeOf(map);
  const area = fitArea(size, measureInsets(map.getDiv()));
  if (!area || pins.length === 0) return;
  const bounds = new google.maps.LatLngBounds();
  for (const pin of pins) bounds.extend(pin);
  map.fitBounds(bounds, {
    top: area.top,
    left: area.left,
    bottom: size.y - area.bottom,
    right: size.x - area.right,
  });
}

/** Whether `at` is in the uncovered part of the map as it is shown now (its px, linear in a city). */
export function inSight(map: google.maps.Map, at: LatLng): boolean {
  const bounds = map.getBounds();
  if (!bounds) return false;
  const ne = bounds.getNorthEast();
  const sw = bounds.getSouthWest();
  const size = sizeOf(map);
  const point = {
    x: ((at.lng - sw.lng()) / (ne.lng() - sw.lng())) * size.x,
    y: ((ne.lat() - at.lat) / (ne.lat() - sw.lat())) * size.y,
  };
  return isInArea(point, visibleArea(size, measureInsets(map.getDiv())));
}

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';
import { latLngBounds, type Map as LeafletMap } from 'leaflet';
import { MAP_ZOOM, type LatLng } from '@dakiya/domain';
import type { MapInsets } from './map-insets';
import {
  fitArea,
  fitMaxZoom,
  isInArea,
  STREET_ZOOM,
  visibleArea,
  type MapControls,
} from './map-fit';

const asKey = (at: LatLng | null) => (at ? `${at.lat},${at.lng}` : '');

/**
 * The map's size in px, kept true when its box changes without the window resizing (a toast
 * above the screen, a panel beside it): Leaflet itself only watches the window, and a fit worked
 * out for a stale size puts pins under the covers.
 */
function useMapSize(map: LeafletMap): string {
  const [size, setSize] = useState('');
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      map.invalidateSize({ animate: false });
      const { x, y } = map.getSize();
      setSize(`${x}x${y}`);
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return size;
}

/** How far apart, in px at street zoom, the two nearest of `pins` are. */
function nearestApart(map: LeafletMap, pins: LatLng[]): number {
  const points = pins.map((pin) => map.project(pin, STREET_ZOOM));
  let nearest = Infinity;
  points.forEach((point, i) => {
    for (const other of points.slice(i + 1)) nearest = Math.min(nearest, point.distanceTo(other));
  });
  return nearest;
}

/**
 * Shows every pin, with its name, in the part of the map nothing covers (map-fit.ts), near pins
 * far enough apart to be told from each other; or leaves the view be.
 */
function fit(
  map: LeafletMap,
  pins: LatLng[],
  insets: MapInsets,
  controls: MapControls,
  names: readonly string[],
) {
  const size = map.getSize();
  const area = fitArea(size, insets, controls, names);
  if (!area) return;
  if (pins.length > 1) {
    map.fitBounds(latLngBounds(pins), {
      paddingTopLeft: [area.left, area.top],
      paddingBottomRight: [size.x - area.right, size.y - area.bottom],
      maxZoom: fitMaxZoom(nearestApart(map, pins)),
      // Not animated: Leaflet drops a new view asked for while a zoom animation runs, and the
      // panel often grows (a form opens) just after a place changes.
      animate: false,
    });
  } else if (pins.length === 1) {
    // The pin in the middle of what is not covered.
    map.setView(pins[0]!, MAP_ZOOM, { animate: false });
    map.panBy([(insets.right - insets.left) / 2, (insets.bottom - insets.top) / 2], {
      animate: false,
    });
  }
}

/**
 * Centres on the one place at zoom 13, or fits pickup, drop and the driver into what the screen
 * leaves uncovered (the search box, the panel, the order card, the map's own `controls`), so no
 * pin is ever under them. Places and covers changing fit again; the driver moving does only when their pin
 * would leave the uncovered part, so the customer's own zoom holds while the driver is in view.
 */
export function FitView({
  pickup,
  drop,
  driver,
  insets,
  controls,
  names,
}: {
  pickup: LatLng | null;
  drop: LatLng | null;
  driver: LatLng | null;
  insets: MapInsets;
  controls: MapControls;
  /** The pins' names, in the language shown: the fit leaves room for them. */
  names: readonly string[];
}) {
  const map = useMap();
  const pins = [pickup, drop, driver].filter((pin): pin is LatLng => pin !== null);
  const fitAll = useEffectEvent(() => fit(map, pins, insets, controls, names));
  // Until the customer pans or zooms, the view follows the trip; after, it holds still, and
  // moves only to keep the driver in sight.
  const customerMoved = useRef(false);
  useEffect(() => {
    const container = map.getContainer();
    const moved = () => {
      customerMoved.current = true;
    };
    const events = ['pointerdown', 'wheel', 'keydown'] as const;
    for (const event of events) container.addEventListener(event, moved, { passive: true });
    return () => {
      for (const event of events) container.removeEventListener(event, moved);
    };
  }, [map]);
  const keepDriverInView = useEffectEvent(() => {
    if (!driver || map.getSize().y === 0) return;
    const seen = visibleArea(map.getSize(), insets, controls);
    if (!customerMoved.current || !isInArea(map.latLngToContainerPoint(driver), seen)) fitAll();
  });
  const places = `${asKey(pickup)}|${asKey(drop)}|${driver !== null}`;
  const driverAt = asKey(driver);

  const mapSize = useMapSize(map);

  useEffect(() => fitAll(), [places, insets, controls.top, controls.bottom, mapSize]);
  useEffect(() => keepDriverInView(), [driverAt, insets, controls.top, controls.bottom]);
  return null;
}

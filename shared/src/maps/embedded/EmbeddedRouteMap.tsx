import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { msg } from '@lingui/core/macro';
import { MapContainer, Polyline, ZoomControl } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_ZOOM, ROUTE_STROKE, type LatLng } from '@dakiya/domain';
// Through the package's name: this file is in the separate entry `@dakiya/shared/maps`, and only
// `@dakiya/shared` itself holds the one i18n instance (msg only, no `t`, for the same reason).
import { useLingui } from '@dakiya/shared';
import type { RouteMapProps } from '../route-map-props';
import { watchInsets, type MapInsets } from './map-insets';
import { OfflineBasemap } from './OfflineBasemap';
import { FitView } from './FitView';
import { PLACE_HERE_ROOM_PX, PlaceHereControls } from './MapPins';
import { RoutePins } from './RoutePins';
import { PIN_NAMES, driverPinName } from '../pin-names';
import styles from './EmbeddedRouteMap.module.css';

const INDIA_CENTRE: LatLng = { lat: 22.5, lng: 79 };
const NO_INSETS: MapInsets = { top: 0, right: 0, bottom: 0, left: 0 };

/** An element's height, with the margin below it (4 px), kept up to date as it wraps. */
function useHeight(element: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const current = element.current;
    if (!current) return undefined;
    const measure = () => setHeight(current.offsetHeight ? current.offsetHeight + 4 : 0);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(current);
    return () => observer.disconnect();
  }, [element]);
  return height;
}

/**
 * The embedded map, with no tile server: land, sea, borders and names drawn from Natural Earth
 * and GeoNames data (OfflineBasemap), the pins (draggable when the screen allows), the
 * straight-line route, and the driver (the customer's /your-order, the driver's trip).
 */
export function EmbeddedRouteMap({ pickup, drop, driver, tripStatus, onMove }: RouteMapProps) {
  const { i18n } = useLingui();
  const from = pickup?.position ?? null;
  const to = drop?.position ?? null;
  const wrapper = useRef<HTMLDivElement>(null);
  const [insets, setInsets] = useState(NO_INSETS);
  useEffect(() => (wrapper.current ? watchInsets(wrapper.current, setInsets) : undefined), []);
  // The credit line sits over the bottom of the uncovered map: no pin is fitted under it.
  const credit = useRef<HTMLParagraphElement>(null);
  const creditHeight = useHeight(credit);
  const top = onMove ? PLACE_HERE_ROOM_PX : 0;
  // One object while the covers stay put: the fit and the pins' names follow it.
  const controls = useMemo(() => ({ top, bottom: creditHeight }), [top, creditHeight]);
  // The names the pins may carry (RoutePins picks among them), so the fit leaves room for them.
  const names = [
    from && i18n._(PIN_NAMES.pickup),
    to && i18n._(PIN_NAMES.drop),
    driver && i18n._(driverPinName(tripStatus)),
  ].filter((name) => typeof name === 'string');

  return (
    <div className={styles.wrap} ref={wrapper} data-testid="route-map">
      <MapContainer
        className={styles.map}
        center={from ?? INDIA_CENTRE}
        zoom={from ? MAP_ZOOM : 5}
        minZoom={4}
        // Fits in quarter steps: whole ones left a route in a phone's thin strip of uncovered map
        // up to half the size it could have had.
        zoomSnap={0.25}
        zoomControl={false}
        attributionControl={false}
      >
        <ZoomControl position="bottomright" />
        <OfflineBasemap />
        <FitView
          pickup={from}
          drop={to}
          driver={driver ?? null}
          insets={insets}
          controls={controls}
          names={names}
        />
        {from && to && (
          <Polyline
            positions={[from, to]}
            pathOptions={{ color: ROUTE_STROKE.color, weight: ROUTE_STROKE.weight }}
          />
        )}
        <RoutePins
          pickup={from}
          drop={to}
          driver={driver ?? null}
          tripStatus={tripStatus}
          onMove={onMove}
          insets={insets}
          controls={controls}
        />
        {onMove && <PlaceHereControls onMove={onMove} insets={insets} />}
      </MapContainer>
      {/* Above whatever covers the bottom of the map (the phone's sheet), so it can be read. */}
      <p ref={credit} className={styles.credit} style={{ bottom: insets.bottom + 4 }}>
        {i18n._(
          msg`Offline map: Natural Earth (public domain) · places © GeoNames, CC BY 4.0 · distances approximate`,
        )}
      </p>
    </div>
  );
}

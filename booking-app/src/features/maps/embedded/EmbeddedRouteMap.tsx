import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MapContainer, Polyline, ZoomControl, useMap } from 'react-leaflet';
import { latLngBounds } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_FIT_PADDING, MAP_ZOOM, ROUTE_STROKE, type LatLng } from '@dakiya/domain';
import type { RouteMapProps } from '../maps-provider';
import { watchInsets, type MapInsets } from './map-insets';
import { OfflineBasemap } from './OfflineBasemap';
import { PlaceHereControls } from './MapPins';
import { RoutePins } from './RoutePins';
import styles from './EmbeddedRouteMap.module.css';

const INDIA_CENTRE: LatLng = { lat: 22.5, lng: 79 };
const NO_INSETS: MapInsets = { top: 0, right: 0, bottom: 0, left: 0 };
/** The least height, in px, the fitted pins get between what covers the map above and below. */
const MIN_FIT_ROOM_PX = 90;

/**
 * Centres on pickup at zoom 13, or fits pickup and drop with the product's padding (top 20,
 * bottom 100) added to what the screen lays over the map, so no pin is ever under the search
 * box, the panel or the order card.
 */
function FitView({
  pickup,
  drop,
  insets,
}: {
  pickup: LatLng | null;
  drop: LatLng | null;
  insets: MapInsets;
}) {
  const map = useMap();
  useEffect(() => {
    if (pickup && drop) {
      // The product's padding (top 20, bottom 100) beside what covers the map; where a phone
      // leaves too little between them, the bottom padding gives way before a pin is covered.
      const top = MAP_FIT_PADDING.top + insets.top;
      let bottom = MAP_FIT_PADDING.bottom + insets.bottom;
      const room = map.getSize().y - top - bottom;
      if (room < MIN_FIT_ROOM_PX)
        bottom = Math.max(insets.bottom + 8, bottom - (MIN_FIT_ROOM_PX - room));
      map.fitBounds(latLngBounds([pickup, drop]), {
        paddingTopLeft: [MAP_FIT_PADDING.left + insets.left + 16, top],
        paddingBottomRight: [MAP_FIT_PADDING.right + insets.right + 16, bottom],
        // Not animated: Leaflet drops a new view asked for while a zoom animation runs, and the
        // panel often grows (a form opens) just after a place changes.
        animate: false,
      });
    } else if (pickup ?? drop) {
      // The pin in the middle of what is not covered.
      const at = (pickup ?? drop)!;
      const size = map.getSize();
      const shift: [number, number] = [
        (insets.right - insets.left) / 2,
        (insets.bottom - insets.top) / 2,
      ];
      map.setView(at, MAP_ZOOM, { animate: false });
      if (size.x > 0) map.panBy(shift, { animate: false });
    }
  }, [map, pickup, drop, insets]);
  return null;
}

/**
 * The embedded map, with no tile server: land, sea, borders and names drawn from Natural Earth
 * and GeoNames data (OfflineBasemap), the pins (draggable when the screen allows), the
 * straight-line route, and the driver on /your-order.
 */
export function EmbeddedRouteMap({ pickup, drop, driver, driverArrived, onMove }: RouteMapProps) {
  const { t } = useLingui();
  const from = pickup?.position ?? null;
  const to = drop?.position ?? null;
  const wrapper = useRef<HTMLDivElement>(null);
  const [insets, setInsets] = useState(NO_INSETS);
  useEffect(() => (wrapper.current ? watchInsets(wrapper.current, setInsets) : undefined), []);

  return (
    <div className={styles.wrap} ref={wrapper} data-testid="route-map">
      <MapContainer
        className={styles.map}
        center={from ?? INDIA_CENTRE}
        zoom={from ? MAP_ZOOM : 5}
        minZoom={4}
        zoomControl={false}
        attributionControl={false}
      >
        <ZoomControl position="bottomright" />
        <OfflineBasemap />
        <FitView pickup={from} drop={to} insets={insets} />
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
          driverArrived={driverArrived}
          onMove={onMove}
        />
        {onMove && <PlaceHereControls onMove={onMove} insets={insets} />}
      </MapContainer>
      {/* Above whatever covers the bottom of the map (the phone's sheet), so it can be read. */}
      <p className={styles.credit} style={{ bottom: insets.bottom + 4 }}>
        {t`Offline map: Natural Earth (public domain) · places © GeoNames, CC BY 4.0 · distances approximate`}
      </p>
    </div>
  );
}

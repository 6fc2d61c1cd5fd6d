import { useEffect } from 'react';
import { CircleMarker, MapContainer, Polyline, Tooltip, ZoomControl, useMap } from 'react-leaflet';
import { latLngBounds } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_FIT_PADDING, MAP_ZOOM, ROUTE_STROKE, type LatLng } from '@dakiya/domain';
import type { RouteMapProps } from '../maps-provider';
import styles from './EmbeddedRouteMap.module.css';

const INDIA_CENTRE: LatLng = { lat: 22.5, lng: 79 };
const PIN = { pickup: '#16a34a', drop: '#dc2626' };

/** Centres on pickup at zoom 13, or fits pickup and drop with the product's padding. */
function FitView({ pickup, drop }: { pickup: LatLng | null; drop: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (pickup && drop) {
      map.fitBounds(latLngBounds([pickup, drop]), {
        paddingTopLeft: [MAP_FIT_PADDING.left + 24, MAP_FIT_PADDING.top + 24],
        paddingBottomRight: [MAP_FIT_PADDING.right + 24, MAP_FIT_PADDING.bottom + 24],
      });
    } else if (pickup ?? drop) {
      map.setView((pickup ?? drop)!, MAP_ZOOM);
    }
  }, [map, pickup, drop]);
  return null;
}

/** A round pin with its name always shown (green pickup, red drop). */
function Pin({ at, colour, label }: { at: LatLng; colour: string; label: string }) {
  return (
    <CircleMarker
      center={at}
      radius={9}
      pathOptions={{ color: '#fff', weight: 3, fillColor: colour, fillOpacity: 1 }}
    >
      <Tooltip permanent direction="top">
        {label}
      </Tooltip>
    </CircleMarker>
  );
}

/**
 * The embedded map: no tiles and no boundary lines (none is drawn rather than a wrong one),
 * just the pins, the straight-line route and a scale the customer can read.
 */
export function EmbeddedRouteMap({ pickup, drop }: RouteMapProps) {
  const from = pickup?.position ?? null;
  const to = drop?.position ?? null;
  return (
    <div className={styles.wrap} data-testid="route-map">
      <MapContainer
        className={styles.map}
        center={from ?? INDIA_CENTRE}
        zoom={from ? MAP_ZOOM : 5}
        zoomControl={false}
        attributionControl={false}
      >
        <ZoomControl position="topright" />
        <FitView pickup={from} drop={to} />
        {from && <Pin at={from} colour={PIN.pickup} label="Pickup" />}
        {to && <Pin at={to} colour={PIN.drop} label="Drop" />}
        {from && to && (
          <Polyline
            positions={[from, to]}
            pathOptions={{ color: ROUTE_STROKE.color, weight: ROUTE_STROKE.weight }}
          />
        )}
      </MapContainer>
      <p className={styles.credit}>
        Offline map (Leaflet) · places © GeoNames, CC BY 4.0 · distances approximate
      </p>
    </div>
  );
}

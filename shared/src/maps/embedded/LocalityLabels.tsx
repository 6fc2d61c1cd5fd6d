import { useMemo, useState } from 'react';
import { Marker, useMapEvents } from 'react-leaflet';
import { divIcon, type Map as LeafletMap } from 'leaflet';
import type { LatLng } from '@dakiya/domain';
import { skipToken, useLingui } from '@dakiya/shared';
import { nearbyPlacesApi } from './nearby-places-api';
import { placeLabels } from './place-labels';
import styles from './EmbeddedRouteMap.module.css';

/** From this zoom on (a city's districts), the map names localities around its centre. */
export const LOCALITY_LABELS_MIN_ZOOM = 11;
/**
 * The view as a query: its centre rounded to ~1 km (so small pans reuse the answer) and radius;
 * null while the map has no view to name (hidden, or fitted while it had no size: Leaflet's
 * centre is then NaN, and reading it throws).
 */
function viewQuery(map: LeafletMap) {
  const size = map.getSize();
  if (!size.x || !size.y) return null;
  try {
    const centre = map.getCenter();
    const km = Math.min(25, Math.max(1, centre.distanceTo(map.getBounds().getNorthEast()) / 1000));
    const query = {
      lat: Math.round(centre.lat * 100) / 100,
      lng: Math.round(centre.lng * 100) / 100,
      km: Math.ceil(km),
    };
    return Number.isFinite(query.lat + query.lng + query.km) ? query : null;
  } catch {
    return null;
  }
}

/**
 * Names of localities (one per PIN code, from the API's place index) and towns around the view,
 * at city zoom: the natural-earth picture has little else to show a person where they are.
 * Named in the app's language where the data can. `skip`: the towns the map already names.
 */
export function LocalityLabels({ skip }: { skip: readonly LatLng[] }) {
  const [view, setView] = useState(0);
  const map = useMapEvents({ moveend: () => setView((n) => n + 1) });
  const { i18n } = useLingui();
  const query = viewQuery(map);
  const lang = i18n.locale === 'hi' ? 'hi' : 'en';
  const { data } = nearbyPlacesApi.useNearbyPlacesQuery(query ? { ...query, lang } : skipToken);
  const labels = useMemo(
    () =>
      placeLabels(data ?? [], (place) => map.latLngToLayerPoint([place.lat, place.lng]), skip).map(
        (place) => ({
          ...place,
          icon: divIcon({
            className: styles.localityLabel,
            html: `<span>${place.name.replace(/[<>&]/g, '')}</span>`,
            iconSize: undefined,
          }),
        }),
      ),
    // `view` changes with every move and zoom: the pixel positions are recomputed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, map, skip, view],
  );
  return labels.map((place) => (
    <Marker
      key={place.id}
      position={[place.lat, place.lng]}
      icon={place.icon}
      interactive={false}
      keyboard={false}
      pane="labels"
    />
  ));
}

import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import type { RouteMapProps } from '../maps-provider';
import styles from './EmbeddedRouteMap.module.css';

// Leaflet (45 KB gzipped) and the map's first layout are the heaviest part of the booking
// screen; the form does not need them, so they load after it is on the page.
const EmbeddedRouteMap = lazy(() =>
  import('./EmbeddedRouteMap').then((module) => ({ default: module.EmbeddedRouteMap })),
);

/** The embedded map, or its empty grid (same box, so nothing moves) while Leaflet loads. */
export function LazyEmbeddedRouteMap(props: RouteMapProps) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <div className={styles.wrap} role="status" aria-label={t`Loading the map`}>
          <div className={styles.map} />
        </div>
      }
    >
      <EmbeddedRouteMap {...props} />
    </Suspense>
  );
}

import { Suspense, lazy } from 'react';
// Through the package's name: this file is in the separate entry `@dakiya/shared/maps`, and only
// `@dakiya/shared` itself holds the one i18n instance (msg only, no `t`, for the same reason).
import { useLingui } from '@dakiya/shared';
import type { RouteMapProps } from '../route-map-props';
import { LOADING_THE_MAP } from '../loading-text';
import styles from './EmbeddedRouteMap.module.css';

// Leaflet and the map's first layout are the heaviest part of a screen with a
// map (booking, the driver's trip); the rest of it does not need them, so they load after it is
// on the page.
const EmbeddedRouteMap = lazy(() =>
  import('./EmbeddedRouteMap').then((module) => ({ default: module.EmbeddedRouteMap })),
);

/** The embedded map, or its empty grid (same box, so nothing moves) while Leaflet loads. */
export function LazyEmbeddedRouteMap(props: RouteMapProps) {
  const { i18n } = useLingui();
  return (
    <Suspense
      fallback={
        <div className={styles.wrap} role="status" aria-label={i18n._(LOADING_THE_MAP)}>
          <div className={styles.map} />
        </div>
      }
    >
      <EmbeddedRouteMap {...props} />
    </Suspense>
  );
}

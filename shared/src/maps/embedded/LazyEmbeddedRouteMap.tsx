import { Suspense, lazy } from 'react';
// Through the package's name: this file is in the separate entry `@dakiya/shared/maps`, and only
// `@dakiya/shared` itself holds the one i18n instance (msg only, no `t`, for the same reason).
import { useLingui } from '@dakiya/shared';
import type { RouteMapProps } from '../route-map-props';
import { LOADING_THE_MAP } from '../loading-text';
import styles from './EmbeddedRouteMap.module.css';
import { useIdleAfterMount } from './use-idle-after-mount';

// Leaflet and the map's first layout are the heaviest part of a screen with a map (booking, the
// driver's trip); the rest of it does not need them. They start once the screen is drawn and the
// browser is idle, so that on a slow phone the form beside the map answers first instead of
// sharing the line and the processor with them.
const MAP_START_TIMEOUT_MS = 1000;
const EmbeddedRouteMap = lazy(() =>
  import('./EmbeddedRouteMap').then((module) => ({ default: module.EmbeddedRouteMap })),
);

/** The embedded map, or its empty grid (same box, so nothing moves) while Leaflet loads. */
export function LazyEmbeddedRouteMap(props: RouteMapProps) {
  const { i18n } = useLingui();
  const started = useIdleAfterMount(MAP_START_TIMEOUT_MS);
  const emptyGrid = (
    <div className={styles.wrap} role="status" aria-label={i18n._(LOADING_THE_MAP)}>
      <div className={styles.map} />
    </div>
  );
  if (!started) return emptyGrid;
  return (
    <Suspense fallback={emptyGrid}>
      <EmbeddedRouteMap {...props} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
// Through the package's name: this file is in the separate entry `@dakiya/shared/maps`.
import { getRuntimeConfig, LoadingScreen, useLingui } from '@dakiya/shared';
import type { RouteMapProps } from './route-map-props';
import { LazyEmbeddedRouteMap } from './embedded/LazyEmbeddedRouteMap';
import { LOADING_THE_MAP } from './loading-text';

// Google's map for the configured key (config.json is read before any screen shows), its code
// and Google's script fetched the first time it is drawn.
const GoogleRouteMap = lazy(() =>
  import('@dakiya/shared/google-maps').then((module) => ({
    default: module.createGoogleRouteMap(getRuntimeConfig().googleMapsKey),
  })),
);

/**
 * The route map the deployment is configured for: Google's when config.json has a key, else the
 * embedded offline map. For a screen that only draws a route (booking-app's providers also search
 * places, and choose their map with the rest).
 */
export function RouteMap(props: RouteMapProps) {
  const { i18n } = useLingui();
  if (!getRuntimeConfig().googleMapsKey) return <LazyEmbeddedRouteMap {...props} />;
  return (
    <Suspense fallback={<LoadingScreen label={i18n._(LOADING_THE_MAP)} />}>
      <GoogleRouteMap {...props} />
    </Suspense>
  );
}

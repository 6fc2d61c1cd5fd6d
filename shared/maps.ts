// `@dakiya/shared/maps`: the route map (pickup, drop, the driver), which the customer's booking
// and live order and the driver's trip all draw. A separate entry: only screens with a map load
// it, and Leaflet and the offline map's data come later still, with the map's own chunk.
export type { RouteMapProps } from './src/maps/route-map-props';
export { LazyEmbeddedRouteMap as EmbeddedRouteMap } from './src/maps/embedded/LazyEmbeddedRouteMap';
export { RouteMap } from './src/maps/RouteMap';

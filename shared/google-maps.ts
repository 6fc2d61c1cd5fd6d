// `@dakiya/shared/google-maps`: the route map drawn by Google Maps, and Google's script loader. A
// separate entry from `@dakiya/shared/maps`: it loads only where a Google key is configured.
export { createGoogleRouteMap } from './src/maps/google/GoogleRouteMap';
export { loadGoogle } from './src/maps/google/load-google';

import type { ComponentType } from 'react';
import type { LatLng, Location } from '@dakiya/domain';

export interface PlaceSuggestion {
  id: string;
  label: string;
}

export interface RouteMapProps {
  pickup: Location | null;
  drop: Location | null;
  /** The driver's live position on /your-order (a blue pin). */
  driver?: LatLng | null | undefined;
  /** The driver has said they are at the pickup (their pin and the pickup's then share a name). */
  driverArrived?: boolean | undefined;
  /** Given, the customer may move pickup or drop on the map (drag, or 'Set … here'). */
  onMove?: ((which: 'pickup' | 'drop', position: LatLng) => void) | undefined;
}

/**
 * Everything booking-app asks of a maps service. Two implementations: Google (a key is
 * configured) and the embedded offline one (the default). Tests fake it at this edge.
 */
export interface MapsProvider {
  kind: 'google' | 'embedded';
  /** True when distances are estimated rather than routed (the screen says so). */
  approximate: boolean;
  /** Place suggestions for typed text, restricted to India. */
  suggest(text: string): Promise<PlaceSuggestion[]>;
  /** The chosen suggestion's formatted address and position. */
  resolve(suggestion: PlaceSuggestion): Promise<Location>;
  /** The address at a position (device location). */
  reverseGeocode(position: LatLng): Promise<string>;
  /** Driving distance in km. */
  distanceKm(from: LatLng, to: LatLng): Promise<number>;
  /** The map with pickup and drop pins, the route, fitted to both. */
  RouteMap: ComponentType<RouteMapProps>;
}

import type { ComponentType } from 'react';
import type { LatLng, Location } from '@dakiya/domain';
import type { RouteMapProps } from '@dakiya/shared/maps';

export interface PlaceSuggestion {
  id: string;
  label: string;
}

/**
 * Everything booking-app asks of a maps service. Two implementations: Google (a key is
 * configured) and the embedded offline one (the default). Tests fake it at this edge.
 */
export interface MapsProvider {
  kind: 'google' | 'embedded';
  /** True when distances are estimated rather than routed (the screen says so). */
  approximate: boolean;
  /** Place suggestions for typed text, restricted to India; those near `near` first. */
  suggest(text: string, near?: LatLng): Promise<PlaceSuggestion[]>;
  /** The chosen suggestion's formatted address and position. */
  resolve(suggestion: PlaceSuggestion): Promise<Location>;
  /** The address at a position (device location). */
  reverseGeocode(position: LatLng): Promise<string>;
  /** Driving distance in km. */
  distanceKm(from: LatLng, to: LatLng): Promise<number>;
  /** The map with pickup and drop pins, the route, fitted to both. */
  RouteMap: ComponentType<RouteMapProps>;
}

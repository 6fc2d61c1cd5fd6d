import type { LatLng } from '@dakiya/domain';

/** Why the phone's position is missing: permission refused, no fix, or no geolocation at all. */
export type LocationProblem = 'denied' | 'unavailable' | 'unsupported';

// On the road: the freshest fix the phone has, and a fix may take a while under a roof or a
// bridge; the watch goes on trying after the timeout.
export const WATCH_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 5000,
  timeout: 20_000,
};

/** Whether this browser can tell the phone's position at all. */
export const canLocate = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

export const latLngOf = ({ coords }: GeolocationPosition): LatLng => ({
  lat: coords.latitude,
  lng: coords.longitude,
});

/** A refused permission is for the driver to undo; anything else the watch outlasts. */
export const problemOf = (error: GeolocationPositionError): LocationProblem =>
  error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable';

import { useEffect, useState } from 'react';
import type { LatLng } from '@dakiya/domain';
import { useMaps } from '../../maps/maps-context';

export type CurrentLocation =
  | { status: 'locating' }
  | { status: 'found'; position: LatLng; address: string }
  | { status: 'denied' }
  | { status: 'failed' };

/** Asks the device for its position once, on mount, and reverse-geocodes it to an address. */
export function useCurrentLocation(): CurrentLocation {
  const maps = useMaps();
  const [state, setState] = useState<CurrentLocation>(() =>
    navigator.geolocation ? { status: 'locating' } : { status: 'failed' },
  );

  useEffect(() => {
    if (!navigator.geolocation) return;
    let alive = true;
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const position = { lat: coords.latitude, lng: coords.longitude };
        try {
          const address = await maps.reverseGeocode(position);
          if (alive) setState({ status: 'found', position, address });
        } catch (error) {
          console.error('reverse geocoding failed', error);
          if (alive) setState({ status: 'failed' });
        }
      },
      (error) => {
        console.error('geolocation failed', error);
        if (alive)
          setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'failed' });
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
    return () => {
      alive = false;
    };
  }, [maps]);

  return state;
}

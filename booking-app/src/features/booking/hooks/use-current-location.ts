import { useCallback, useEffect, useState } from 'react';
import type { LatLng } from '@dakiya/domain';
import { useMaps } from '../../maps/maps-context';

export type CurrentLocation =
  | { status: 'locating' }
  | { status: 'found'; position: LatLng; address: string }
  | { status: 'denied' }
  | { status: 'failed' };

/**
 * Asks the device for its position on mount (docs/product.md) and again on `locate()` ('use my
 * location'), and reverse-geocodes it to an address. `found` counts the answers, so a caller can
 * tell a new answer from the one it already used.
 */
export function useCurrentLocation() {
  const maps = useMaps();
  const [state, setState] = useState<CurrentLocation>(() =>
    navigator.geolocation ? { status: 'locating' } : { status: 'failed' },
  );
  const [asked, setAsked] = useState(0);
  const [found, setFound] = useState(0);

  useEffect(() => {
    if (!navigator.geolocation) return undefined;
    let alive = true;
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const position = { lat: coords.latitude, lng: coords.longitude };
        try {
          const address = await maps.reverseGeocode(position);
          if (!alive) return;
          setState({ status: 'found', position, address });
          setFound((n) => n + 1);
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
  }, [maps, asked]);

  const locate = useCallback(() => {
    if (navigator.geolocation) setState({ status: 'locating' });
    setAsked((n) => n + 1);
  }, []);
  return { current: state, found, asked, locate };
}

import { useEffect, useRef, useState } from 'react';
import type { LatLng } from '@dakiya/domain';
import { useSendDriverPositionMutation } from '../../requests/api/driver-requests-api';
import type { LocationProblem } from '../../requests/hooks/use-going-online';
import {
  recentPositions,
  shouldSendPosition,
  type SentPosition,
} from '../../requests/position-throttle';

// On the road: the freshest fix the phone has, and a fix may take a while under a bridge.
const WATCH_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 5000,
  timeout: 20_000,
};

/**
 * While the trip moves: the phone's position, for the map, sent to the API as the requests
 * screen sends it (when the phone moved, at most DRIVER_POSITION_POSTS a window), so the
 * customer follows the driver. `problem`: why there is no position (the driver is told).
 */
export function useTripPosition(active: boolean): {
  here: LatLng | null;
  problem: LocationProblem | null;
} {
  const [here, setHere] = useState<LatLng | null>(null);
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const [send] = useSendDriverPositionMutation();
  const sent = useRef<SentPosition[]>([]);
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  useEffect(() => {
    if (!active || !supported) return undefined;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const where = { lat: coords.latitude, lng: coords.longitude };
        const now = Date.now();
        setHere(where);
        setProblem(null);
        if (!shouldSendPosition(sent.current, where, now)) return;
        sent.current = [...recentPositions(sent.current, now), { ...where, at: now }];
        void send(where);
      },
      (error) => setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      WATCH_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [active, supported, send]);

  return { here, problem: supported ? problem : 'unsupported' };
}

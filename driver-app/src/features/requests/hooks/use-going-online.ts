import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from '@dakiya/domain';
import { useErrorText } from '../../errors/use-error-text';
import { useGetDriverMeQuery } from '../../session/api/driver-session-api';
import {
  useSendDriverPositionMutation,
  useSetDriverStatusMutation,
} from '../api/driver-requests-api';
import { recentPositions, shouldSendPosition, type SentPosition } from '../position-throttle';

/** Offline; waiting for the phone's first position (and the API) to go online; online. */
export type OnlinePhase = 'offline' | 'locating' | 'online';
/** Why the phone's position is missing: permission refused, no fix, or no geolocation at all. */
export type LocationProblem = 'denied' | 'unavailable' | 'unsupported';

const PERMISSION_DENIED = 1;
// A fix may take a while under a roof; the watch goes on trying after this.
const WATCH_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 5000,
  timeout: 20_000,
};

const at = (position: GeolocationPosition): LatLng => ({
  lat: position.coords.latitude,
  lng: position.coords.longitude,
});

/**
 * Going online and offline. Online, the phone's position is watched: the first one goes with
 * the status, later ones only when the phone moved and at most DRIVER_POSITION_POSTS a window.
 * Offline (or when the screen goes), the watch stops. A driver the server has online when the
 * screen opens (a reload) is taken online again.
 */
export function useGoingOnline() {
  const errorText = useErrorText();
  const { data: me } = useGetDriverMeQuery();
  const [setStatus] = useSetDriverStatusMutation();
  const [sendPosition] = useSendDriverPositionMutation();
  const [phase, setPhase] = useState<OnlinePhase>('offline');
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const [refusal, setRefusal] = useState('');
  const watch = useRef<number | null>(null);
  const sent = useRef<SentPosition[]>([]);
  const phaseRef = useRef<OnlinePhase>('offline');
  const resumed = useRef(false);
  // The first fix's status request is under way.
  const starting = useRef(false);

  const moveTo = (next: OnlinePhase) => {
    phaseRef.current = next;
    setPhase(next);
  };

  const stopWatching = useCallback(() => {
    if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
    watch.current = null;
  }, []);

  const goOffline = useCallback(async () => {
    stopWatching();
    const wasOnline = phaseRef.current === 'online';
    phaseRef.current = 'offline';
    setPhase('offline');
    if (!wasOnline) return;
    const result = await setStatus({ online: false });
    if (result.error) setRefusal(errorText(result.error));
  }, [errorText, setStatus, stopWatching]);

  const onPosition = useCallback(
    async (position: GeolocationPosition) => {
      setProblem(null);
      const where = at(position);
      const now = Date.now();
      if (starting.current) return;
      if (phaseRef.current === 'locating') {
        // The first fix takes the driver online; the watch's next fixes wait for the answer.
        starting.current = true;
        const result = await setStatus({ online: true, ...where });
        starting.current = false;
        // The driver went offline while the server was taking them online: undo it.
        if (phaseRef.current !== 'locating') {
          if (!result.error) void setStatus({ online: false });
          return;
        }
        if (result.error) {
          stopWatching();
          moveTo('offline');
          setRefusal(errorText(result.error));
          return;
        }
        sent.current = [{ ...where, at: now }];
        moveTo('online');
        return;
      }
      if (phaseRef.current !== 'online' || !shouldSendPosition(sent.current, where, now)) return;
      sent.current = [...recentPositions(sent.current, now), { ...where, at: now }];
      void sendPosition(where);
    },
    [errorText, sendPosition, setStatus, stopWatching],
  );

  const onPositionError = useCallback(
    (error: GeolocationPositionError) => {
      if (error.code !== PERMISSION_DENIED) {
        // No fix yet (indoors, GPS off): the watch keeps trying; the driver is told meanwhile.
        setProblem('unavailable');
        return;
      }
      setProblem('denied');
      void goOffline();
    },
    [goOffline],
  );

  const goOnline = useCallback(() => {
    setRefusal('');
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      return;
    }
    setProblem(null);
    moveTo('locating');
    stopWatching();
    watch.current = navigator.geolocation.watchPosition(
      (position) => void onPosition(position),
      onPositionError,
      WATCH_OPTIONS,
    );
  }, [onPosition, onPositionError, stopWatching]);

  // A reload while online: the server still has the driver online, so the watch starts again.
  useEffect(() => {
    if (me?.online && !resumed.current && phaseRef.current === 'offline') {
      resumed.current = true;
      goOnline();
    }
  }, [goOnline, me?.online]);

  // Leaving the screen stops the watch (the stream goes with the feed's last subscriber).
  useEffect(() => stopWatching, [stopWatching]);

  return { phase, problem, refusal, goOnline, goOffline };
}

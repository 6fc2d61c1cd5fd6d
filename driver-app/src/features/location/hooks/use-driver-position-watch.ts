import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, skipToken } from '@dakiya/shared';
import type { LatLng } from '@dakiya/domain';
import { useGetDriverMeQuery } from '../../session/api/driver-session-api';
import {
  useSendDriverPositionMutation,
  useSetDriverStatusMutation,
} from '../../requests/api/driver-requests-api';
import { tripApi, useGetDriverTripQuery } from '../../trip/api/trip-api';
import { isUnderWay } from '../../trip/components/trip-status';
import {
  WATCH_OPTIONS,
  canLocate,
  latLngOf,
  problemOf,
  type LocationProblem,
} from '../geolocation';
import { recentPositions, sendPositionAt, type SentPosition } from '../position-throttle';

/** Offline; waiting for the phone's first position (and the API) to go online; online. */
export type OnlinePhase = 'offline' | 'locating' | 'online';

export interface DriverPosition {
  phase: OnlinePhase;
  /** The phone's last position, for the trip's map. */
  here: LatLng | null;
  /** Why there is no position: each screen tells the driver in its own words. */
  problem: LocationProblem | null;
  /** The API's refusal to take the driver online or offline, in the active language. */
  refusal: string;
  goOnline: () => void;
  goOffline: () => Promise<void>;
}

/**
 * The driver app's one watch of the phone's position, for every signed-in screen: it runs while
 * the driver is online (or going online) or has a trip under way, whichever screen is open, so
 * the feed's distances and the customer's map never go stale. The first fix takes the driver
 * online; later ones are posted when the phone moved, at most DRIVER_POSITION_POSTS a window
 * (a move past them is posted when the window allows, so the last position always arrives).
 * It ends when the driver goes offline without a trip, or leaves the signed-in screens (logs
 * out). A driver the server has online when the app opens (a reload) is taken online again.
 */
export function useDriverPositionWatch(): DriverPosition {
  const { data: me } = useGetDriverMeQuery();
  const [setStatus] = useSetDriverStatusMutation();
  const [sendPosition] = useSendDriverPositionMutation();
  const [phase, setPhase] = useState<OnlinePhase>('offline');
  const [here, setHere] = useState<LatLng | null>(null);
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const [refusal, setRefusal] = useState('');
  // Each Go online starts a fresh watch, so a browser that was refused asks again.
  const [attempt, setAttempt] = useState(0);
  const sent = useRef<SentPosition[]>([]);
  // A move that came while the window was full: its latest position, and when it may be sent.
  const [deferred, setDeferred] = useState<{ where: LatLng; at: number } | null>(null);
  const phaseRef = useRef<OnlinePhase>('offline');
  const resumed = useRef(false);
  // The first fix's status request is under way.
  const starting = useRef(false);

  // The trip screen reads the trip; once it is under way this keeps it cached off that screen
  // (its entry goes with its last subscriber), without asking the API for it anywhere else.
  // A 404 is the API saying the trip is over (a customer's cancel): the cached trip is stale.
  const { data: knownTrip, error: tripError } =
    tripApi.endpoints.getDriverTrip.useQueryState(undefined);
  const tripOver = tripError !== undefined && 'status' in tripError && tripError.status === 404;
  const tripUnderWay = knownTrip !== undefined && isUnderWay(knownTrip) && !tripOver;
  useGetDriverTripQuery(tripUnderWay ? undefined : skipToken);
  const tripRef = useRef(tripUnderWay);
  useEffect(() => {
    tripRef.current = tripUnderWay;
  }, [tripUnderWay]);

  const watching = phase !== 'offline' || tripUnderWay;

  const moveTo = (next: OnlinePhase) => {
    phaseRef.current = next;
    setPhase(next);
  };

  const goOffline = useCallback(async () => {
    const wasOnline = phaseRef.current === 'online';
    moveTo('offline');
    if (!wasOnline) return;
    const result = await setStatus({ online: false });
    if (result.error) setRefusal(errorMessage(result.error));
  }, [setStatus]);

  const onPosition = useCallback(
    async (where: LatLng) => {
      setHere(where);
      setProblem(null);
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
          moveTo('offline');
          setRefusal(errorMessage(result.error));
          return;
        }
        sent.current = [{ ...where, at: now }];
        moveTo('online');
        return;
      }
      if (phaseRef.current === 'offline' && !tripRef.current) return;
      const at = sendPositionAt(sent.current, where, now);
      // The newest position decides what waits: an older one must not follow it. A move past the
      // window waits for it, since the phone may stop here and the customer's map must still
      // show where.
      setDeferred(at === null || at === now ? null : { where, at });
      if (at !== now) return;
      sent.current = [...recentPositions(sent.current, now), { ...where, at: now }];
      void sendPosition(where);
    },
    [sendPosition, setStatus],
  );

  const onPositionError = useCallback(
    (error: GeolocationPositionError) => {
      const next = problemOf(error);
      setProblem(next);
      // No fix yet (indoors, GPS off): the watch keeps trying. A refusal ends being online.
      if (next === 'denied') void goOffline();
    },
    [goOffline],
  );

  const goOnline = useCallback(() => {
    setRefusal('');
    if (!canLocate()) {
      setProblem('unsupported');
      return;
    }
    setProblem(null);
    moveTo('locating');
    setAttempt((n) => n + 1);
  }, []);

  // The watch reaches the latest handlers through this, so a new language (new texts)
  // does not restart it.
  const handlers = useRef({ onPosition, onPositionError });
  useEffect(() => {
    handlers.current = { onPosition, onPositionError };
  }, [onPosition, onPositionError]);

  useEffect(() => {
    if (!watching || !canLocate()) return undefined;
    const watch = navigator.geolocation.watchPosition(
      (position) => void handlers.current.onPosition(latLngOf(position)),
      (error) => handlers.current.onPositionError(error),
      WATCH_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [watching, attempt]);

  // The deferred move goes when its time comes, checked again then (still online, still a move).
  useEffect(() => {
    if (!deferred || !watching) return undefined;
    const timer = setTimeout(() => {
      setDeferred(null);
      void handlers.current.onPosition(deferred.where);
    }, deferred.at - Date.now());
    return () => clearTimeout(timer);
  }, [deferred, watching]);

  // A reload while online: the server still has the driver online, so the watch starts again.
  useEffect(() => {
    if (me?.online && !resumed.current && phaseRef.current === 'offline') {
      resumed.current = true;
      goOnline();
    }
  }, [goOnline, me?.online]);

  const shownProblem = tripUnderWay && !canLocate() ? 'unsupported' : problem;
  return useMemo(
    () => ({ phase, here, problem: shownProblem, refusal, goOnline, goOffline }),
    [phase, here, shownProblem, refusal, goOnline, goOffline],
  );
}

import { useEffect, useState } from 'react';
import { NO_OFFER_HINT_S } from '@dakiya/domain';
import { useGetRideQuery } from '../api/booking-api';

/** How often the open request's status is read (it expires on the server). */
export const RIDE_STATUS_POLL_MS = 5000;

/**
 * The open ride request behind the drivers' list: whether it expired, and whether it has gone
 * NO_OFFER_HINT_S without an offer since it was made or since the customer chose to keep
 * waiting (or raised the fare).
 */
export function useOpenRequest(rideRequestId: number | null, offerCount: number) {
  const { data: ride } = useGetRideQuery(rideRequestId ?? 0, {
    skip: rideRequestId === null,
    pollingInterval: RIDE_STATUS_POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const [keptAt, setKeptAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const since = Math.max(ride ? Date.parse(ride.created_at) : Infinity, keptAt);
  const dueAt = since + NO_OFFER_HINT_S * 1000;

  useEffect(() => {
    if (offerCount > 0 || !Number.isFinite(dueAt)) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, dueAt - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [dueAt, offerCount]);

  return {
    expired: ride?.status === 'expired',
    noOfferHint: offerCount === 0 && now >= dueAt && ride?.status === 'searching',
    keepWaiting: () => {
      const at = Date.now();
      setKeptAt(at);
      setNow(at);
    },
  };
}

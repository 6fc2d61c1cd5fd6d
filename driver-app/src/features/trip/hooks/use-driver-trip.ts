import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useAlert, useNavigate } from '@dakiya/shared';
import { DRIVER_ROUTES, type DriverTrip } from '@dakiya/domain';
import { tripApi, useGetDriverTripQuery } from '../api/trip-api';
import { canCancel, isCollecting, isUnderWay } from '../components/trip-status';

/**
 * How often the trip is asked for while it moves: a customer's cancel shows within this (and
 * at once when the driver comes back to the app).
 */
export const TRIP_POLL_MS = 5000;

type TripQuery = ReturnType<typeof useGetDriverTripQuery>;

export type TripView =
  | { kind: 'loading' }
  /** No trip under way: none was booked, or it ended while the screen was closed. */
  | { kind: 'none' }
  /** The trip could not be asked for (network, server): `retry` asks again. */
  | { kind: 'failed'; error: TripQuery['error']; retry: () => void }
  /** `problem`: the last poll failed (the trip shown is the one known before). */
  | {
      kind: 'trip';
      trip: DriverTrip;
      problem: TripQuery['error'] | undefined;
      refresh: () => void;
    };

const notFound = (error: TripQuery['error']) =>
  error !== undefined && 'status' in error && error.status === 404;

/**
 * The driver's trip, polled while it moves. When a trip under way is gone from the API (the
 * customer cancelled before pickup), the driver is told and goes back to the requests.
 */
export function useDriverTrip(): TripView {
  const alert = useAlert();
  const navigate = useNavigate();
  const known = tripApi.endpoints.getDriverTrip.useQueryState(undefined).data;
  const query = useGetDriverTripQuery(undefined, {
    // While it moves, and after the drop while the customer's UPI payment is awaited.
    pollingInterval: known && (isUnderWay(known) || isCollecting(known)) ? TRIP_POLL_MS : 0,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  const { data, error, isLoading, refetch } = query;
  const endedUnderUs = data !== undefined && isUnderWay(data) && notFound(error);

  useEffect(() => {
    if (!endedUnderUs || !data) return;
    // A toast for the requests screen, where the driver is sent with it.
    alert(
      canCancel(data) ? t`The customer cancelled this trip.` : t`This trip has ended.`,
      undefined,
      DRIVER_ROUTES.requests,
    );
    navigate(DRIVER_ROUTES.requests);
  }, [endedUnderUs, data, alert, navigate]);

  if (isLoading) return { kind: 'loading' };
  if (!data || endedUnderUs)
    return notFound(error) || !error ? { kind: 'none' } : { kind: 'failed', error, retry: refetch };
  // A delivered trip is no longer the API's to give (404): the screen keeps it until Done.
  return {
    kind: 'trip',
    trip: data,
    problem: notFound(error) ? undefined : error,
    refresh: refetch,
  };
}

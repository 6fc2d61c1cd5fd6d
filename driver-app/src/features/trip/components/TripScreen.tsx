import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { errorMessage } from '@dakiya/shared';
import { RouteMap } from '@dakiya/shared/maps';
import type { DriverTrip, LatLng, Location } from '@dakiya/domain';
import { useDriverPosition } from '../../location/driver-position-context';
import type { TripView } from '../hooks/use-driver-trip';
import { useStepBarRoom } from '../hooks/use-step-bar-room';
import { CancelTripDialog } from './CancelTripDialog';
import { LocationNote } from './LocationNote';
import { TripActions } from './TripActions';
import { TripFacts } from './TripFacts';
import { canCancel, isUnderWay, tripHeading } from './trip-status';
import styles from './TripPage.module.css';

/** The place as the map takes it, the same object while it stays put (Google routes anew). */
function usePlace(address: string, position: LatLng | null): Location | null {
  const { lat, lng } = position ?? {};
  return useMemo(
    () => (lat !== undefined && lng !== undefined ? { address, position: { lat, lng } } : null),
    [address, lat, lng],
  );
}

/**
 * The trip on one screen: the map with pickup, drop and the driver, what to do now, the
 * customer and the facts, and the step's big button at the bottom. The driver's position is
 * posted while the trip moves, so the customer follows it.
 */
export function TripScreen({
  trip,
  problem,
  refresh,
}: {
  trip: DriverTrip;
  problem: Extract<TripView, { kind: 'trip' }>['problem'];
  refresh: () => void;
}) {
  const { t } = useLingui();
  const [cancelling, setCancelling] = useState(false);
  // The driver app's one watch posts the position while the trip is under way.
  const position = useDriverPosition();
  const locationProblem = isUnderWay(trip) ? position.problem : null;
  const pickup = usePlace(trip.pickup_location, trip.pickup);
  const drop = usePlace(trip.drop_location, trip.drop);
  const bar = useRef<HTMLElement>(null);
  useStepBarRoom(bar);
  // As on the customer's /your-order: the driver's pin only while the trip moves. Delivered, it
  // stood on the drop's pin, and its name over it.
  const driver = isUnderWay(trip) ? position.here : null;

  return (
    <div className={styles.screen}>
      <div className={styles.map}>
        <RouteMap pickup={pickup} drop={drop} driver={driver} tripStatus={trip.status} />
      </div>
      <section className={styles.details} aria-labelledby="trip-title">
        <h1 id="trip-title">{tripHeading(trip)}</h1>
        {problem && (
          <p className={styles.problem} role="status">
            {errorMessage(problem)}
          </p>
        )}
        {locationProblem && <LocationNote problem={locationProblem} />}
        <TripFacts trip={trip} />
        {canCancel(trip) && (
          <button
            type="button"
            className={`dk-button dk-button--ghost ${styles.cancel}`}
            onClick={() => setCancelling(true)}
          >
            {t`Cancel trip`}
          </button>
        )}
      </section>
      <TripActions ref={bar} trip={trip} onRefused={refresh} />
      {canCancel(trip) && (
        <CancelTripDialog trip={trip} open={cancelling} onClose={() => setCancelling(false)} />
      )}
    </div>
  );
}

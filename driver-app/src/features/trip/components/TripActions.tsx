import type { Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage, useAlert } from '@dakiya/shared';
import type { DriverTrip } from '@dakiya/domain';
import { useArriveAtPickupMutation } from '../api/trip-api';
import { CollectFare } from './CollectFare';
import { DeliverForm } from './DeliverForm';
import { NavigateLinks } from './NavigateLinks';
import { PickupCodeForm } from './PickupCodeForm';
import styles from './TripPage.module.css';

/**
 * The one thing to do now, at the bottom of the screen: Arrived, the pickup code, the delivery
 * code (or a photo), or the fare to collect. A refused step says why and asks for the trip again (the customer may
 * have cancelled meanwhile), so the screen shows where the trip really is.
 */
export function TripActions({
  trip,
  onRefused,
  ref,
}: {
  trip: DriverTrip;
  onRefused: () => void;
  /** The bar, measured so the page scrolls what it shows clear of it (use-step-bar-room). */
  ref?: Ref<HTMLElement> | undefined;
}) {
  const { t } = useLingui();
  const alert = useAlert();
  const [arrive, arriving] = useArriveAtPickupMutation();
  const refused = (error: Parameters<typeof errorMessage>[0]) => {
    alert(errorMessage(error));
    onRefused();
  };

  return (
    <section ref={ref} className={styles.actions} aria-label={t`Next step`}>
      {trip.status === 'assigned' && (
        <>
          <NavigateLinks
            to={{ address: trip.pickup_location, position: trip.pickup }}
            which="pickup"
          />
          <button
            type="button"
            className={`dk-button ${styles.big}`}
            disabled={arriving.isLoading}
            onClick={async () => {
              const { error } = await arrive(trip.id);
              if (error) refused(error);
            }}
          >
            {t`Arrived`}
          </button>
        </>
      )}
      {trip.status === 'driver_arrived' && <PickupCodeForm trip={trip} />}
      {trip.status === 'picked_up' && (
        <>
          <NavigateLinks to={{ address: trip.drop_location, position: trip.drop }} which="drop" />
          <DeliverForm trip={trip} />
        </>
      )}
      {trip.status === 'delivered' && <CollectFare trip={trip} />}
    </section>
  );
}

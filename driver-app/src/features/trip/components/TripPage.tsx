import { useLingui } from '@lingui/react/macro';
import { errorMessage, Link, LoadingScreen } from '@dakiya/shared';
import { DRIVER_ROUTES } from '@dakiya/domain';
import { useDriverTrip } from '../hooks/use-driver-trip';
import { TripScreen } from './TripScreen';
import styles from './TripPage.module.css';

/** /driver/trip: the driver's trip under way, or where to find one. */
export function TripPage() {
  const { t } = useLingui();
  const view = useDriverTrip();

  switch (view.kind) {
    case 'loading':
      return <LoadingScreen label={t`Loading your trip`} />;
    case 'none':
      return (
        <section className={styles.empty}>
          <h1>{t`No trip right now`}</h1>
          <p>{t`Offer on a request: once a customer accepts, the trip shows here.`}</p>
          <Link className={`dk-button ${styles.big}`} to={DRIVER_ROUTES.requests}>
            {t`See requests`}
          </Link>
        </section>
      );
    case 'failed':
      return (
        <section className={styles.empty} role="alert">
          <p>{errorMessage(view.error)}</p>
          <button type="button" className={`dk-button ${styles.big}`} onClick={view.retry}>
            {t`Retry`}
          </button>
        </section>
      );
    case 'trip':
      return <TripScreen trip={view.trip} problem={view.problem} refresh={view.refresh} />;
  }
}

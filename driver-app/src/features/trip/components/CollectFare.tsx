import { useLingui } from '@lingui/react/macro';
import { useIntlLocale, useNavigate } from '@dakiya/shared';
import { DRIVER_ROUTES, formatRupees, type DriverTrip } from '@dakiya/domain';
import styles from './TripPage.module.css';

/** Delivered: the fare to collect from the customer, and Done back to the requests. */
export function CollectFare({ trip }: { trip: DriverTrip }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const navigate = useNavigate();
  const amount = formatRupees(trip.fare, locale);
  return (
    <>
      <p className={styles.collect}>{t`Collect ${amount}`}</p>
      <button
        type="button"
        className={`dk-button ${styles.big}`}
        onClick={() => navigate(DRIVER_ROUTES.requests)}
      >
        {t`Done`}
      </button>
    </>
  );
}

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useIntlLocale, type MessageDescriptor } from '@dakiya/shared';
import {
  formatIndiaDate,
  formatIndiaTime,
  formatRupees,
  type DriverPastTrip,
} from '@dakiya/domain';
import styles from './EarningsPage.module.css';

const OUTCOME: Partial<Record<DriverPastTrip['status'], MessageDescriptor>> = {
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
};

/**
 * One past trip: when (India's date and time, as on every screen: when it closed, else when it
 * was booked), from where to where, how it ended and, delivered, the fare earned.
 */
export function PastTripCard({ trip }: { trip: DriverPastTrip }) {
  const { i18n, t } = useLingui();
  const locale = useIntlLocale();
  const when = trip.closed_at ?? trip.assigned_at;
  const outcome = i18n._(OUTCOME[trip.status] ?? msg`Under way`);
  return (
    <li className={styles.trip}>
      <p className={styles.when}>
        {when ? (
          <>
            <span>{formatIndiaDate(when)}</span> <span>{formatIndiaTime(when)}</span>
          </>
        ) : (
          <span>--</span>
        )}
      </p>
      <p>
        {trip.pickup_location} → {trip.drop_location}
      </p>
      <p className={styles.outcome}>
        <span className={trip.status === 'cancelled' ? styles.cancelled : undefined}>
          {outcome}
        </span>
        {trip.status === 'delivered' && (
          <span>
            <span className="dk-visually-hidden">{t`Fare earned`} </span>
            {formatRupees(trip.fare, locale)}
          </span>
        )}
      </p>
    </li>
  );
}

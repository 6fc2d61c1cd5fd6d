import { useLingui } from '@lingui/react/macro';
import { useIntlLocale } from '@dakiya/shared';
import { formatKm, formatRupees, PHONE_PREFIX, type DriverTrip } from '@dakiya/domain';
import { categoryName } from '@dakiya/shared/vehicles';
import styles from './TripPage.module.css';

/**
 * Where from and to first (the drop must show above the step's bar on a small phone), the fare,
 * distance and load, then the customer (and Call), and who takes the parcel at the drop when it
 * is someone else (and Call), with the customer's note.
 */
export function TripFacts({ trip }: { trip: DriverTrip }) {
  const { i18n, t } = useLingui();
  const locale = useIntlLocale();
  const name = trip.customer_name || t`The customer`;
  const km = trip.trip_km === null ? null : formatKm(trip.trip_km, locale);
  const kg = trip.weight_kg;
  const category = categoryName(i18n, trip.type);
  const { recipient } = trip;
  const recipientName = recipient.name ?? '';
  const note = recipient.instructions ?? '';
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t`Pickup`}</dt>
        <dd>{trip.pickup_location}</dd>
        <dt>{t`Drop`}</dt>
        <dd>{trip.drop_location}</dd>
        <dt>{t`Fare`}</dt>
        <dd>{formatRupees(trip.fare, locale)}</dd>
        {km !== null && (
          <>
            <dt>{t`Distance`}</dt>
            <dd>{t`${km} km`}</dd>
          </>
        )}
        <dt>{t`Load`}</dt>
        <dd>{kg === null ? category : t`${category} · ${kg} kg`}</dd>
      </dl>
      <div className={styles.customer}>
        <p>{name}</p>
        {trip.customer_phone && (
          <a
            className="dk-button dk-button--ghost"
            href={`tel:${PHONE_PREFIX}${trip.customer_phone}`}
            aria-label={t`Call ${name}`}
          >
            {t`Call`}
          </a>
        )}
      </div>
      {recipient.name && (
        <div className={styles.customer} data-testid="trip-recipient">
          <p>{t`Deliver to ${recipientName}`}</p>
          {recipient.phone && (
            <a
              className="dk-button dk-button--ghost"
              href={`tel:${PHONE_PREFIX}${recipient.phone}`}
              aria-label={t`Call ${recipientName}`}
            >
              {t`Call`}
            </a>
          )}
        </div>
      )}
      {recipient.instructions && (
        <p className={styles.note} data-testid="trip-note">
          {t`Note: ${note}`}
        </p>
      )}
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useIntlLocale } from '@dakiya/shared';
import { formatKm, formatRupees, type DriverOffer } from '@dakiya/domain';
import { driverRating, vehicleName } from '@dakiya/shared/vehicles';
import styles from './DriverListOverlay.module.css';

export function DriverOfferCard({
  offer,
  onAccept,
  busy,
}: {
  offer: DriverOffer;
  onAccept: () => void;
  busy: boolean;
}) {
  const { i18n, t } = useLingui();
  const locale = useIntlLocale();
  const name = offer.driver_name;
  const minutes = offer.timeMins;
  const km = formatKm(offer.distance_away, locale);
  const rating = driverRating(i18n, offer.overall_experience_rating);
  return (
    <li className={styles.card} aria-label={t`Offer from ${name}`}>
      <div>
        <p className={styles.driver}>{offer.driver_name}</p>
        <p className={styles.meta}>
          {vehicleName(i18n, offer.vehicle)} · {offer.car}
        </p>
        <p className={styles.meta}>{t`${minutes} min · ${km} km away · ${rating}`}</p>
      </div>
      <div className={styles.side}>
        <p className={styles.fare}>{formatRupees(offer.driveroffer, locale)}</p>
        <button type="button" className="dk-button" disabled={busy} onClick={onAccept}>
          {t`Accept`}
        </button>
      </div>
    </li>
  );
}

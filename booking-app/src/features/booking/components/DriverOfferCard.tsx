import { useLingui } from '@lingui/react/macro';
import { useIntlLocale } from '@dakiya/shared';
import { formatKm, formatRupees, type DriverOffer } from '@dakiya/domain';
import { driverRating, vehicleName } from '@dakiya/shared/vehicles';
import { carParts } from '../../order/car-parts';
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
  const { model, plate } = carParts(offer.car);
  // Each piece stays whole on a 360 px phone ('KA 01 YU 1096', '★ 4.2'); lines break between them.
  return (
    <li className={styles.card} aria-label={t`Offer from ${name}`}>
      <div className={styles.details}>
        <p className={styles.driver}>{offer.driver_name}</p>
        <p className={styles.meta}>
          {vehicleName(i18n, offer.vehicle)} · {model}
          {plate && (
            <>
              {' · '}
              <span className={styles.whole} data-testid="offer-plate">
                {plate}
              </span>
            </>
          )}
        </p>
        <p className={styles.meta}>
          <span className={styles.whole}>{t`${minutes} min`}</span> ·{' '}
          <span className={styles.whole}>{t`${km} km away`}</span> ·{' '}
          <span className={styles.whole} data-testid="offer-rating">
            {driverRating(i18n, offer.overall_experience_rating)}
          </span>
        </p>
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

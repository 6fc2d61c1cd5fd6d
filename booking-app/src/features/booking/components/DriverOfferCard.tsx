import { formatRupees, type DriverOffer } from '@dakiya/domain';
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
  return (
    <li className={styles.card} aria-label={`Offer from ${offer.driver_name}`}>
      <div>
        <p className={styles.driver}>{offer.driver_name}</p>
        <p className={styles.meta}>
          {offer.vehicle} · {offer.car}
        </p>
        <p className={styles.meta}>
          {offer.timeMins} min · {offer.distance_away} km away · ★ {offer.overall_experience_rating}
        </p>
      </div>
      <div className={styles.side}>
        <p className={styles.fare}>{formatRupees(offer.driveroffer)}</p>
        <button type="button" className="dk-button" disabled={busy} onClick={onAccept}>
          Accept
        </button>
      </div>
    </li>
  );
}

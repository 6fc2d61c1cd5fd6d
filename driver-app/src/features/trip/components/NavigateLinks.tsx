import { useLingui } from '@lingui/react/macro';
import { directionsUrl, geoUri, type Destination } from './maps-links';
import styles from './TripPage.module.css';

/**
 * Hands the drive to the phone's own maps app: Google Maps' directions, and the geo: link for
 * whichever maps app an Android phone has. Both open outside the app; the trip stays here.
 */
export function NavigateLinks({ to, which }: { to: Destination; which: 'pickup' | 'drop' }) {
  const { t } = useLingui();
  // Side by side: one line of the step's bar, not two.
  return (
    <div className={styles.navigateRow}>
      <a
        className={`dk-button dk-button--ghost ${styles.navigate}`}
        href={directionsUrl(to)}
        target="_blank"
        rel="noreferrer"
      >
        {which === 'pickup' ? t`Navigate to pickup` : t`Navigate to drop`}
      </a>
      <a className={`dk-link ${styles.otherApp}`} href={geoUri(to)}>
        {t`Open in another maps app`}
      </a>
    </div>
  );
}

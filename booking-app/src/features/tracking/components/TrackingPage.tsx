import { useLingui } from '@lingui/react/macro';
import { errorMessage, isLanguage, useLocation } from '@dakiya/shared';
import { categoryName } from '@dakiya/shared/vehicles';
import { ROUTES, type LatLng, type Location } from '@dakiya/domain';
import { useMaps } from '../../maps/maps-context';
import { Spinner } from '../../booking/components/Spinner';
import { isGone, useGetTrackingQuery } from '../api/tracking-api';
import { trackingHeading } from '../tracking-text';
import styles from './TrackingPage.module.css';

const place = (name: string, position: LatLng | null): Location | null =>
  position ? { address: name, position } : null;

/** The token a /track/{token} address names. */
const tokenOf = (pathname: string) => pathname.slice(ROUTES.track.length + 1).split('/')[0] ?? '';

/**
 * /track/{token}: what the recipient follows from their text, without signing in: the status,
 * the driver's first name, vehicle and plate, their pin on the map and the minutes away. No
 * phone number, no address beyond the locality.
 */
export function TrackingPage() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const token = tokenOf(pathname);
  const lang = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const { data, error, isLoading } = useGetTrackingQuery({ token, lang });
  const { RouteMap } = useMaps();

  if (isLoading) return <Spinner label={t`Loading the delivery`} />;
  if (!data || isGone(data))
    return (
      <section className={styles.ended}>
        <h1>{t`Tracking is not available`}</h1>
        <p role="alert">
          {error ? errorMessage(error) : t`This tracking link has ended or was turned off.`}
        </p>
      </section>
    );
  const moving = data.status === 'assigned' || data.status === 'picked_up';
  return (
    <div className={styles.screen}>
      <RouteMap
        pickup={place(data.pickup_locality, data.pickup)}
        drop={place(data.drop_locality, data.drop)}
        driver={data.driver_position}
        tripStatus={data.status}
      />
      <section className={styles.card} aria-labelledby="tracking-title">
        <h1 id="tracking-title">{trackingHeading(data)}</h1>
        <p className={styles.who} data-testid="tracking-driver">
          {data.driver_first_name} · {categoryName(i18n, data.vehicle)} ·{' '}
          <span className={styles.plate}>{data.plate}</span>
        </p>
        <p className={styles.route}>{t`From ${data.pickup_locality} to ${data.drop_locality}`}</p>
        {moving && data.minutes_away !== null && (
          <p className={styles.minutes} role="status">
            {t`${data.minutes_away} min away`}
          </p>
        )}
        <p className="dk-hint">{t`Shared with you by the sender. It shows no phone number or address.`}</p>
      </section>
    </div>
  );
}

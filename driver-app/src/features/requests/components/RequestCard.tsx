import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { API_ROUTES, useIntlLocale } from '@dakiya/shared';
import {
  apiPath,
  formatIndiaTime,
  formatKm,
  formatRupees,
  type DriverOwnOffer,
  type DriverRequest,
} from '@dakiya/domain';
import { categoryName } from '@dakiya/shared/vehicles';
import { useGetDriverImageQuery } from '../../images/api/driver-image-api';
import { OFFER_STATE_TEXTS } from '../offer-state-texts';
import { OfferControls } from './OfferControls';
import styles from './RequestCard.module.css';

/** The parcel's photo, fetched with the driver's token (an <img> cannot send it). */
function ParcelThumbnail({ rideId }: { rideId: number }) {
  const { t } = useLingui();
  const { data } = useGetDriverImageQuery(apiPath(API_ROUTES.driverParcelImage, { rideId }));
  if (!data) return <span className={styles.thumbnail} aria-hidden="true" />;
  return <img className={styles.thumbnail} src={data} alt={t`The parcel`} width={72} height={72} />;
}

/** Where the driver's offer on this request stands; announced as it changes. */
function OfferState({ offer }: { offer: DriverOwnOffer }) {
  const { t, i18n } = useLingui();
  const locale = useIntlLocale();
  const fare = formatRupees(offer.fare, locale);
  const state = i18n._(OFFER_STATE_TEXTS[offer.state]);
  return (
    <p className={styles.state} data-state={offer.state} role="status">
      {t`You offered ${fare} · ${state}`}
    </p>
  );
}

/**
 * The driver's next move on the request: none once accepted; while the customer decides, only
 * Change your offer (the API has no withdrawing: a new fare replaces the old), opening the fares
 * other than the one offered; otherwise (no offer yet, or one that ended) the fares to offer.
 */
function OfferMove({
  request,
  offer,
}: {
  request: DriverRequest;
  offer: DriverOwnOffer | undefined;
}) {
  const { t } = useLingui();
  const controlsId = useId();
  const [changing, setChanging] = useState(false);
  if (offer?.state === 'accepted') return null;
  if (offer?.state !== 'waiting') return <OfferControls request={request} />;
  return (
    <>
      <button
        type="button"
        className={`dk-button dk-button--ghost ${styles.change}`}
        aria-expanded={changing}
        aria-controls={controlsId}
        onClick={() => setChanging(!changing)}
      >
        {t`Change your offer`}
      </button>
      {changing && (
        <div id={controlsId}>
          <OfferControls
            request={request}
            current={offer.fare}
            onOffered={() => setChanging(false)}
          />
        </div>
      )}
    </>
  );
}

/** One request near the driver: where, how far, what, the fares, and the driver's offer. */
export function RequestCard({
  request,
  offer,
}: {
  request: DriverRequest;
  offer: DriverOwnOffer | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = useIntlLocale();
  const titleId = useId();
  const oneDecimal = (value: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  const from = request.pickup_locality;
  const to = request.drop_locality;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.top}>
        <div className={styles.route}>
          <h2 id={titleId} className={styles.title}>
            {t`${from} to ${to}`}
          </h2>
          <p className={styles.category}>{categoryName(i18n, request.type)}</p>
        </div>
        {request.has_parcel_image && <ParcelThumbnail rideId={request.id} />}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t`To pickup`}</dt>
          <dd>{request.pickup_km === null ? '–' : t`${formatKm(request.pickup_km, locale)} km`}</dd>
        </div>
        <div>
          <dt>{t`Trip`}</dt>
          <dd>{request.trip_km === null ? '–' : t`${formatKm(request.trip_km, locale)} km`}</dd>
        </div>
        <div>
          <dt>{t`Weight`}</dt>
          <dd>{request.weight_kg === null ? '–' : t`${oneDecimal(request.weight_kg)} kg`}</dd>
        </div>
        <div>
          <dt>{t`Customer offers`}</dt>
          <dd className={styles.fare}>{formatRupees(request.offer_fare, locale)}</dd>
        </div>
        <div>
          <dt>{t`Estimate`}</dt>
          <dd>
            {request.estimate_fare === null ? '–' : formatRupees(request.estimate_fare, locale)}
          </dd>
        </div>
        <div>
          <dt>{t`Open until`}</dt>
          <dd>{formatIndiaTime(request.expires_at)}</dd>
        </div>
      </dl>
      {offer && <OfferState offer={offer} />}
      <OfferMove request={request} offer={offer} />
    </article>
  );
}

import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  errorMessage,
  skipToken,
  useIntlLocale,
  useNavigate,
  type MessageDescriptor,
} from '@dakiya/shared';
import { DRIVER_ROUTES, formatRupees } from '@dakiya/domain';
import { useDriverPosition } from '../../location/driver-position-context';
import type { LocationProblem } from '../../location/geolocation';
import { useGetDriverFeedQuery } from '../api/driver-requests-api';
import { OFFER_STATE_TEXTS, shownOfferState } from '../offer-state-texts';
import { RequestCard } from './RequestCard';
import styles from './RequestsPage.module.css';

// What went wrong with the phone's position, and what the driver can do about it.
const LOCATION_PROBLEMS: Record<LocationProblem, MessageDescriptor> = {
  denied: msg`Dakiya cannot see your location, so you cannot go online. Allow location for this site in your browser's settings (the icon beside the address), then tap Go online again.`,
  unavailable: msg`Your phone cannot find where you are yet. Turn on location (GPS) and move into the open; this screen keeps trying.`,
  unsupported: msg`This browser cannot share your location, so you cannot go online here. Open Dakiya in your phone's Chrome or Safari.`,
};

/** /driver/requests: going online and offline, and the requests near the driver while online. */
export function RequestsPage() {
  const { t, i18n } = useLingui();
  const locale = useIntlLocale();
  const navigate = useNavigate();
  const { phase, problem, refusal, goOnline, goOffline } = useDriverPosition();
  const online = phase === 'online';
  const { data: feed, error: feedError } = useGetDriverFeedQuery(online ? undefined : skipToken);

  // A customer accepted the driver's offer: the trip starts.
  const tripId = online ? feed?.trip_id : null;
  useEffect(() => {
    if (tripId) navigate(DRIVER_ROUTES.trip);
  }, [navigate, tripId]);

  const rides = online ? (feed?.rides ?? []) : [];
  const offers = online ? (feed?.offers ?? []) : [];
  const offerOn = (rideId: number) => offers.find((offer) => offer.ride_id === rideId);
  // Offers on requests no longer listed (taken, closed): where they ended.
  const pastOffers = offers.filter((offer) => !rides.some((ride) => ride.id === offer.ride_id));

  return (
    <section className={styles.page} aria-labelledby="requests-title">
      <h1 id="requests-title" className={styles.title}>
        {t`Requests near you`}
      </h1>
      <p className={styles.status} role="status" data-phase={phase}>
        {phase === 'offline'
          ? t`You are offline. Go online to see requests near you.`
          : phase === 'locating'
            ? t`Finding where you are…`
            : t`You are online. New requests appear here by themselves.`}
      </p>
      {problem && (
        <p className={styles.problem} role="alert">
          {i18n._(LOCATION_PROBLEMS[problem])}
        </p>
      )}
      {(refusal || (online && feedError)) && (
        <p className="dk-error" role="alert">
          {refusal || errorMessage(feedError)}
        </p>
      )}
      {online && feed && rides.length === 0 && (
        <p className={styles.empty}>{t`No requests near you right now.`}</p>
      )}
      <div className={styles.list}>
        {rides.map((request) => (
          <RequestCard key={request.id} request={request} offer={offerOn(request.id)} />
        ))}
      </div>
      {pastOffers.length > 0 && (
        <section aria-labelledby="past-offers-title" className={styles.past}>
          <h2 id="past-offers-title">{t`Your recent offers`}</h2>
          <ul>
            {pastOffers.map((offer) => {
              const fare = formatRupees(offer.fare, locale);
              const shown = shownOfferState(offer, tripId ?? null);
              const state = i18n._(OFFER_STATE_TEXTS[shown]);
              return <li key={offer.id}>{t`${fare}: ${state}`}</li>;
            })}
          </ul>
        </section>
      )}
      <div className={styles.bar}>
        <button
          type="button"
          className={`dk-button ${styles.toggle}`}
          data-phase={phase}
          onClick={() => (phase === 'offline' ? goOnline() : void goOffline())}
        >
          {phase === 'offline' ? t`Go online` : t`Go offline`}
        </button>
      </div>
    </section>
  );
}

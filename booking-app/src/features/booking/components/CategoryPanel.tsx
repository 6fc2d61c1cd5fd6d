import { useState } from 'react';
import {
  selectUserId,
  useAlert,
  useAppSelector,
  useGetMeQuery,
  useIsMobile,
  MESSAGES,
} from '@dakiya/shared';
import { formatRupees } from '@dakiya/domain';
import { useGetQuotationQuery } from '../api/booking-api';
import { selectBooking } from '../booking-slice';
import { useCreateQuotation } from '../hooks/use-quotation';
import { useFindDriver } from '../hooks/use-find-driver';
import { DocumentForm } from './DocumentForm';
import { ParcelForm, type ParcelDetails } from './ParcelForm';
import { LogisticsForm } from './LogisticsForm';
import { OfferFareModal } from './OfferFareModal';
import { useMaps } from '../../maps/maps-context';
import { CategoryIcon } from './CategoryIcon';
import styles from './CategoryPanel.module.css';

type Category = 'document' | 'parcel' | 'logistics';
const CATEGORIES: Array<{ id: Category; label: string }> = [
  { id: 'document', label: 'Document' },
  { id: 'parcel', label: 'Parcel' },
  { id: 'logistics', label: 'Logistics' },
];

/** The bottom panel: category tiles, the chosen form, the estimate, Bargain? and Find a Driver. */
export function CategoryPanel() {
  const mobile = useIsMobile();
  const alert = useAlert();
  const maps = useMaps();
  const { pickup, drop, quotId, offeredFare } = useAppSelector(selectBooking);
  const userId = useAppSelector(selectUserId);
  // The signed-in user from the one shared cache (account-app's profile reads the same entry).
  const { data: me } = useGetMeQuery(undefined, { skip: userId === null });
  const [category, setCategory] = useState<Category | null>(null);
  const [offerOpen, setOfferOpen] = useState(false);
  const [parcel, setParcel] = useState<ParcelDetails | null>(null);
  const { quote, busy: quoting } = useCreateQuotation();
  const { data: quotation, isFetching } = useGetQuotationQuery(quotId ?? 0, {
    skip: quotId === null,
  });
  const { findDriver, busy: finding } = useFindDriver(
    parcel?.image ?? null,
    parcel?.weight ?? null,
  );

  const choose = (next: Category) => {
    if (!pickup?.address || !drop?.address) {
      alert(MESSAGES.categoryNeedsPlaces);
      return;
    }
    if (quotId !== null) return; // SPEC.md: ignored once a quotation exists
    setCategory(next);
  };

  const form =
    category === 'document' ? (
      <DocumentForm
        busy={quoting}
        onContinue={(quantity) =>
          void quote({ parcel_type: 'DOCUMENT', document_quantity: quantity })
        }
      />
    ) : category === 'parcel' ? (
      <ParcelForm
        busy={quoting}
        onContinue={(details) => {
          setParcel(details);
          void quote({
            parcel_type: 'PARCEL',
            weight: details.weight,
            width: details.width,
            height: details.height,
            ...(details.length ? { length: details.length } : {}),
          });
        }}
      />
    ) : category === 'logistics' ? (
      <LogisticsForm />
    ) : null;

  return (
    <section className={styles.panel} aria-label="Booking">
      {me && <p className={styles.greeting}>Where to, {me.first_name}?</p>}
      {!mobile && quotation === undefined && form}
      <div className={styles.tiles} role="group" aria-label="What are you sending?">
        {CATEGORIES.map((c) => (
          <button
            key={c.id}
            type="button"
            className={category === c.id ? styles.tileActive : styles.tile}
            aria-pressed={category === c.id}
            onClick={() => choose(c.id)}
          >
            <CategoryIcon category={c.id} />
            {c.label}
          </button>
        ))}
      </div>
      {mobile && quotation === undefined && form}

      {(quoting || isFetching) && (
        <p role="status" className={styles.muted}>
          Calculating your fare…
        </p>
      )}
      {quotation && (
        <div className={styles.estimate}>
          <p>
            Estimated amount{' '}
            <strong data-testid="estimate">{formatRupees(quotation.estimated_amount)}</strong>{' '}
            <button type="button" className="dk-link" onClick={() => setOfferOpen(true)}>
              Bargain?
            </button>
          </p>
          {maps.approximate && (
            <p className={styles.muted}>Distance {quotation.distance} km (approximate)</p>
          )}
          {offeredFare !== null && (
            <p>
              Offered Fare <strong data-testid="offered-fare">{formatRupees(offeredFare)}</strong>
            </p>
          )}
          <button
            type="button"
            className="dk-button"
            disabled={finding}
            onClick={() => void findDriver(quotation)}
          >
            {finding ? 'Finding…' : 'Find a Driver'}
          </button>
        </div>
      )}
      <OfferFareModal open={offerOpen} onClose={() => setOfferOpen(false)} />
    </section>
  );
}

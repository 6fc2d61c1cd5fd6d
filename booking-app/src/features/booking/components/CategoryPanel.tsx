import { useEffect, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  selectAccessToken,
  useAlert,
  useAppDispatch,
  useAppSelector,
  useGetMeQuery,
  useIsMobile,
  MESSAGES,
  useIntlLocale,
  type MessageDescriptor,
} from '@dakiya/shared';
import { formatKm, formatRupees, SCREEN_READY_MARK } from '@dakiya/domain';
import { CATEGORY_NAMES } from '@dakiya/shared/vehicles';
import { useGetQuotationQuery } from '../api/booking-api';
import { loadChosen, loadRestored, selectBooking, type Load } from '../booking-slice';
import { useLiveQuotation } from '../hooks/use-quotation';
import { useFindDriver } from '../hooks/use-find-driver';
import { useFormAboveFooter } from '../hooks/use-form-above-footer';
import { usePlacesAlertCleared } from '../hooks/use-places-alert-cleared';
import { categoryOf, loadOfQuotation, weightOf, type Category } from '../load';
import { DocumentForm } from './DocumentForm';
import { ParcelForm } from './ParcelForm';
import { LogisticsForm } from './LogisticsForm';
import { OfferFareModal } from './OfferFareModal';
import { useMaps } from '../../maps/maps-context';
import { CategoryIcon } from './CategoryIcon';
import { DeliverySummary } from '../../delivery/components/DeliverySummary';
import { Spinner } from './Spinner';
import styles from './CategoryPanel.module.css';

const CATEGORIES: Array<{ id: Category; label: MessageDescriptor }> = [
  { id: 'document', label: CATEGORY_NAMES.DOCUMENT },
  { id: 'parcel', label: CATEGORY_NAMES.PARCEL },
  { id: 'logistics', label: msg`Logistics` },
];

/**
 * The bottom panel: category tiles, the chosen form, the estimate, Bargain? and Find a Driver.
 * The form stays open after a quote, so the load can be changed; any change re-quotes.
 */
export function CategoryPanel() {
  const mobile = useIsMobile();
  const alert = useAlert();
  const dispatch = useAppDispatch();
  const maps = useMaps();
  const { i18n, t } = useLingui();
  const locale = useIntlLocale();
  const { pickup, drop, load, quotId, offeredFare, driverListOpen } = useAppSelector(selectBooking);
  const signedIn = useAppSelector(selectAccessToken) !== null;
  usePlacesAlertCleared(Boolean(pickup?.address && drop?.address));
  // The signed-in user from the one shared cache (account-app's profile reads the same entry);
  // its answer also gives a new tab the user id that tab's session storage lacks.
  const { data: me } = useGetMeQuery(undefined, { skip: !signedIn });
  const [picked, setPicked] = useState<Category | null>(null);
  const [offerOpen, setOfferOpen] = useState(false);
  const [parcelImage, setParcelImage] = useState<File | null>(null);
  const { busy: quoting } = useLiveQuotation();
  const { currentData: quotation, isFetching } = useGetQuotationQuery(quotId ?? 0, {
    skip: quotId === null,
  });
  const { findDriver, busy: finding } = useFindDriver(parcelImage, weightOf(load));
  const category = picked ?? (load ? categoryOf(load.parcel_type) : null);
  const estimateShown = quotation !== undefined && !quoting;
  const sheetRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  // What the footer shows, so each change of its height brings the form back above it.
  useFormAboveFooter(
    { sheet: sheetRef, form: formRef, footer: footerRef },
    mobile && estimateShown ? `${quotation.id} ${offeredFare ?? ''}` : null,
  );

  // The panel is on the page and answers input (the map may still be loading): the moment
  // `npm run bench` times.
  useEffect(() => {
    performance.mark?.(SCREEN_READY_MARK);
  }, []);

  // After a reload the quotation is all that is left of the load: take it back from there.
  useEffect(() => {
    if (quotation && quotation.id === quotId && !load)
      dispatch(loadRestored(loadOfQuotation(quotation)));
  }, [quotation, quotId, load, dispatch]);

  const choose = (next: Category) => {
    if (!pickup?.address || !drop?.address) {
      alert(MESSAGES.categoryNeedsPlaces);
      return;
    }
    if (driverListOpen || next === category) return;
    setPicked(next);
    dispatch(loadChosen(null)); // another category: the old price no longer applies
  };
  const submit = (next: Load) => {
    setPicked(categoryOf(next.parcel_type));
    dispatch(loadChosen(next));
  };
  // A priced parcel whose fields no longer describe a load: its price goes until they do.
  const parcelChanged = (next: Load | null) => (next ? submit(next) : dispatch(loadChosen(null)));

  const form =
    category === 'document' ? (
      <DocumentForm load={load} onLoad={submit} />
    ) : category === 'parcel' ? (
      <ParcelForm load={load} onLoad={parcelChanged} onImage={setParcelImage} />
    ) : category === 'logistics' ? (
      <LogisticsForm load={load} onLoad={submit} />
    ) : null;

  return (
    <section ref={sheetRef} className={styles.panel} aria-label={t`Booking`}>
      {me && <p className={styles.greeting}>{t`Where to, ${me.first_name}?`}</p>}
      {!mobile && form}
      <div className={styles.tiles} role="group" aria-label={t`What are you sending?`}>
        {CATEGORIES.map((c) => (
          <button
            key={c.id}
            type="button"
            className={category === c.id ? styles.tileActive : styles.tile}
            aria-pressed={category === c.id}
            onClick={() => choose(c.id)}
          >
            <CategoryIcon category={c.id} />
            {i18n._(c.label)}
          </button>
        ))}
      </div>
      {mobile && form && <div ref={formRef}>{form}</div>}

      <div ref={footerRef} className={styles.footer}>
        {(quoting || (isFetching && !quotation)) && <Spinner label={t`Calculating your fare`} />}
        {estimateShown && (
          <div className={styles.estimate}>
            <p>
              {t`Estimated amount`}{' '}
              <strong data-testid="estimate">
                {formatRupees(quotation.estimated_amount, locale)}
              </strong>{' '}
              <button type="button" className="dk-link" onClick={() => setOfferOpen(true)}>
                {t`Bargain?`}
              </button>
            </p>
            {maps.approximate && (
              <p className={styles.muted} data-testid="quoted-distance">
                {t`Distance ${formatKm(quotation.distance, locale)} km (approximate)`}
              </p>
            )}
            {offeredFare !== null && (
              <p>
                {t`Offered Fare`}{' '}
                <strong data-testid="offered-fare">{formatRupees(offeredFare, locale)}</strong>
              </p>
            )}
            <DeliverySummary />
            <button
              type="button"
              className={`dk-button ${styles.wide}`}
              disabled={finding}
              aria-busy={finding || undefined}
              onClick={() => void findDriver(quotation)}
            >
              {finding ? <Spinner label={t`Finding a driver`} inline /> : t`Find a Driver`}
            </button>
          </div>
        )}
      </div>
      <OfferFareModal open={offerOpen} onClose={() => setOfferOpen(false)} />
    </section>
  );
}

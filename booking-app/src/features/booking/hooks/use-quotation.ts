import { useEffect, useState } from 'react';
import { errorMessage, useAlert, useAppDispatch, useAppSelector } from '@dakiya/shared';
import type { QuotationRequest } from '@dakiya/domain';
import { useCreateQuotationMutation } from '../api/booking-api';
import { quotationCreated, selectBooking } from '../booking-slice';
import { useMaps } from '../../maps/maps-context';

/** How long places and load must stay still before they are priced (a drag, quick edits). */
export const QUOTE_DEBOUNCE_MS = 400;

/**
 * Keeps the quotation in step with the booking: whenever both places and a load are set and no
 * quotation is current (any change of them drops it), prices the load over the route distance
 * after a short pause. A change while a price is on its way discards that answer.
 */
export function useLiveQuotation() {
  const dispatch = useAppDispatch();
  const alert = useAlert();
  const maps = useMaps();
  const { pickup, drop, load, quotId } = useAppSelector(selectBooking);
  const [create] = useCreateQuotationMutation();
  // The inputs whose pricing failed (the error was shown): no spinner for them.
  const [failed, setFailed] = useState<{ pickup: unknown; drop: unknown; load: unknown } | null>(
    null,
  );
  const due = pickup !== null && drop !== null && load !== null && quotId === null;
  const gaveUp = failed?.pickup === pickup && failed?.drop === drop && failed?.load === load;

  useEffect(() => {
    if (!due) return undefined;
    let alive = true;
    const fail = () => alive && setFailed({ pickup, drop, load });
    const timer = setTimeout(async () => {
      try {
        const km = await maps.distanceKm(pickup.position, drop.position);
        const distance = Math.max(0.1, Math.round(km * 10) / 10);
        const result = await create({ ...load, distance } as QuotationRequest);
        if (!alive) return;
        if (result.data) dispatch(quotationCreated(result.data.id));
        else {
          alert(errorMessage(result.error));
          fail();
        }
      } catch (error) {
        console.error('distance failed', error);
        fail();
      }
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [due, pickup, drop, load, maps, create, dispatch, alert]);

  return { busy: due && !gaveUp };
}

import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@dakiya/shared';
import type { QuotationRequest } from '@dakiya/shared/validation';
import { useCreateQuotationMutation } from '../api/booking-api';
import { quotationCreated, selectBooking } from '../booking-slice';
import { useMaps } from '../../maps/maps-context';

/** Prices the load over the route's driving distance and keeps the quotation id. */
export function useCreateQuotation() {
  const dispatch = useAppDispatch();
  const maps = useMaps();
  const { pickup, drop } = useAppSelector(selectBooking);
  const [create] = useCreateQuotationMutation();
  const [busy, setBusy] = useState(false);

  const quote = async (load: Omit<QuotationRequest, 'distance'> & Record<string, unknown>) => {
    if (!pickup || !drop) return;
    setBusy(true);
    try {
      const distance =
        Math.round((await maps.distanceKm(pickup.position, drop.position)) * 10) / 10;
      const result = await create({ ...load, distance } as QuotationRequest);
      if (result.data) dispatch(quotationCreated(result.data.id));
      else console.error('quotation failed', result.error);
    } catch (error) {
      console.error('distance failed', error);
    } finally {
      setBusy(false);
    }
  };
  return { quote, busy };
}

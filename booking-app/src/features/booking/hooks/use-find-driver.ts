import { useState } from 'react';
import {
  errorMessage,
  selectUserId,
  useAlert,
  useAppDispatch,
  useAppSelector,
} from '@dakiya/shared';
import { fareToSend, type Quotation } from '@dakiya/domain';
import { useRequestDriverMutation } from '../api/booking-api';
import { driversRequested, selectBooking } from '../booking-slice';

/** 'DOCUMENT' -> 'Document', 'PICKUP_4FT' -> 'Pickup_4ft' (docs/product.md: type in title case). */
export function titleCase(parcelType: string): string {
  return parcelType.charAt(0).toUpperCase() + parcelType.slice(1).toLowerCase();
}

/** Find a Driver: posts the ride request (multipart, with the parcel photo) and opens the list. */
export function useFindDriver(parcelImage: File | null, weightKg: number | null) {
  const dispatch = useAppDispatch();
  const alert = useAlert();
  const userId = useAppSelector(selectUserId);
  const { pickup, drop, offeredFare } = useAppSelector(selectBooking);
  const [request] = useRequestDriverMutation();
  const [busy, setBusy] = useState(false);

  const findDriver = async (quotation: Quotation) => {
    if (!pickup || !drop || userId === null) return;
    const form = new FormData();
    form.append('type', titleCase(quotation.parcel_type));
    form.append('pickup_location', pickup.address);
    form.append('drop_location', drop.address);
    form.append('offer_fare', String(fareToSend(offeredFare, quotation.estimated_amount)));
    // Drivers see this quotation's estimate: the one the customer was shown.
    form.append('quotation_id', String(quotation.id));
    // Beyond docs/product.md's fields: positions and weight let nearby drivers with a fitting
    // vehicle answer.
    form.append('pickup_lat', String(pickup.position.lat));
    form.append('pickup_lng', String(pickup.position.lng));
    form.append('drop_lat', String(drop.position.lat));
    form.append('drop_lng', String(drop.position.lng));
    if (weightKg) form.append('weight', String(weightKg));
    if (parcelImage) form.append('parcel_image', parcelImage);
    setBusy(true);
    const result = await request({ userId, form });
    setBusy(false);
    if (result.data) dispatch(driversRequested(result.data.id));
    else alert(errorMessage(result.error));
  };
  return { findDriver, busy };
}

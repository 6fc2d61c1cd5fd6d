import { useState } from 'react';
import { t } from '@lingui/core/macro';
import {
  errorMessage,
  isLanguage,
  selectUserId,
  useAlert,
  useAppDispatch,
  useAppSelector,
  useIntlLocale,
  useLingui,
  useNavigate,
} from '@dakiya/shared';
import { fareToSend, ROUTES, type Quotation } from '@dakiya/domain';
import { useRequestDriverMutation } from '../api/booking-api';
import {
  bookedAhead,
  driversRequested,
  selectBooking,
  type DeliveryChoices,
} from '../booking-slice';
import { isBookableTime } from '../../delivery/pickup-slots';
import { usePickupTimeText } from '../../delivery/pickup-time-text';

/** 'DOCUMENT' -> 'Document', 'PICKUP_4FT' -> 'Pickup_4ft' (docs/product.md: type in title case). */
export function titleCase(parcelType: string): string {
  return parcelType.charAt(0).toUpperCase() + parcelType.slice(1).toLowerCase();
}

/** The delivery choices as the ride request's fields (none for the defaults). */
function appendDelivery(form: FormData, delivery: DeliveryChoices) {
  if (delivery.recipient) {
    form.append('recipient_name', delivery.recipient.name);
    form.append('recipient_phone', delivery.recipient.phone);
  }
  if (delivery.instructions) form.append('drop_instructions', delivery.instructions);
  form.append('payment_method', delivery.paymentMethod);
  if (delivery.pickupAt) form.append('scheduled_at', delivery.pickupAt);
}

/**
 * Find a Driver: posts the ride request (multipart, with the parcel photo) and opens the list;
 * a pickup booked ahead goes to the order history instead, where it waits for its time.
 */
export function useFindDriver(parcelImage: File | null, weightKg: number | null) {
  const dispatch = useAppDispatch();
  const alert = useAlert();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const locale = useIntlLocale();
  const pickupTime = usePickupTimeText();
  const userId = useAppSelector(selectUserId);
  const { pickup, drop, offeredFare, delivery } = useAppSelector(selectBooking);
  const [request] = useRequestDriverMutation();
  const [busy, setBusy] = useState(false);

  const findDriver = async (quotation: Quotation) => {
    if (!pickup || !drop || userId === null) return;
    if (delivery.pickupAt && !isBookableTime(delivery.pickupAt)) {
      alert(t`That pickup time has passed. Choose another in Delivery details.`);
      return;
    }
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
    appendDelivery(form, delivery);
    // The recipient's text is written in the customer's language.
    form.append('language', isLanguage(i18n.locale) ? i18n.locale : 'en');
    if (parcelImage) form.append('parcel_image', parcelImage);
    setBusy(true);
    const result = await request({ userId, form });
    setBusy(false);
    if (!result.data) {
      alert(errorMessage(result.error));
      return;
    }
    if (result.data.status === 'scheduled' && result.data.scheduled_at) {
      const when = pickupTime(result.data.scheduled_at, locale);
      dispatch(bookedAhead());
      alert(
        t`Pickup booked for ${when}. We will text you when drivers can offer.`,
        8000,
        ROUTES.orderHistory,
      );
      navigate(ROUTES.orderHistory);
      return;
    }
    dispatch(driversRequested(result.data.id));
  };
  return { findDriver, busy };
}

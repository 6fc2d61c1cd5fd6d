import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  errorMessage,
  useAlert,
  useAppDispatch,
  useAppSelector,
  useIntlLocale,
  MESSAGES,
} from '@dakiya/shared';
import { FormField, Modal, apiErrorText } from '@dakiya/shared/forms';
import { API_ERRORS, formatRupees } from '@dakiya/domain';
import { useRaiseOfferMutation } from '../api/booking-api';
import { fareOffered, selectBooking } from '../booking-slice';
import { offerFareError, offerFloor } from '../offer-fare';
import styles from './CategoryPanel.module.css';

/**
 * 'Offer Your Fare'. Closing clears the offered fare; submitting keeps it for Find a Driver and,
 * while a request is open, raises that request's fare (drivers see it): no other ride is made.
 */
export function OfferFareModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const alert = useAlert();
  const booking = useAppSelector(selectBooking);
  const { pickup, drop, rideRequestId } = booking;
  const floor = offerFloor(booking);
  const [fare, setFare] = useState('');
  // Shown once Submit finds the fare wrong, then kept up to date as it is corrected.
  const [error, setError] = useState<string | null>(null);
  const [raise] = useRaiseOfferMutation();
  const { t, i18n } = useLingui();
  const locale = useIntlLocale();
  // Only while open: the dialog is part of the booking screen from its first render, and a page's
  // first Intl number formatter loads the locale's data, a long task on a slow phone.
  const lowest = open ? formatRupees(floor, locale) : '';
  // Below the floor the API would refuse the fare at Find a Driver: say the amount it takes.
  const errorText =
    error === API_ERRORS.fareBelowFloor
      ? t`Offer at least ${lowest} for this trip`
      : error && apiErrorText(i18n, error);

  const close = () => {
    dispatch(fareOffered(null));
    setFare('');
    setError(null);
    onClose();
  };

  const submit = () => {
    const wrong = offerFareError(fare, floor);
    if (wrong) {
      setError(wrong);
      return;
    }
    if (!pickup?.address || !drop?.address) {
      alert(MESSAGES.offerNeedsPlaces);
      close();
      return;
    }
    // Whole rupees, as Find a Driver sends them (fareToSend): the API refuses a fraction of a paisa.
    const amount = Math.round(Number(fare));
    dispatch(fareOffered(amount > 0 ? amount : null));
    if (rideRequestId !== null && amount > 0) {
      void raise({ id: rideRequestId, offer_fare: amount }).then((result) => {
        if ('error' in result) alert(errorMessage(result.error));
      });
    }
    setFare('');
    onClose();
  };

  return (
    <Modal title={t`Offer Your Fare`} open={open} onClose={close}>
      {/* noValidate: the browser's own bubble speaks its language, not the customer's. */}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormField
          label={t`Your fare (₹)`}
          // The error, once shown, says the same amount: one description at a time.
          hint={error ? undefined : t`Lowest fare for this trip: ${lowest}`}
          error={errorText || undefined}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={floor}
              value={fare}
              onChange={(event) => {
                setFare(event.target.value);
                if (error) setError(offerFareError(event.target.value, floor));
              }}
            />
          )}
        </FormField>
        <button type="submit" className="dk-button">
          {t`Submit`}
        </button>
      </form>
    </Modal>
  );
}

import { useState } from 'react';
import {
  Modal,
  selectUserId,
  useAlert,
  useAppDispatch,
  useAppSelector,
  MESSAGES,
} from '@dakiya/shared';
import { OFFER_MINIMUM } from '@dakiya/domain';
import { useOfferFareMutation } from '../api/booking-api';
import { fareOffered, selectBooking } from '../booking-slice';
import styles from './CategoryPanel.module.css';

/** 'Offer Your Fare'. Closing clears the offered fare; submitting keeps it and tells the server. */
export function OfferFareModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const alert = useAlert();
  const userId = useAppSelector(selectUserId);
  const { pickup, drop } = useAppSelector(selectBooking);
  const [fare, setFare] = useState('');
  const [offer] = useOfferFareMutation();

  const close = () => {
    dispatch(fareOffered(null));
    setFare('');
    onClose();
  };

  const submit = () => {
    if (!pickup?.address || !drop?.address) {
      alert(MESSAGES.offerNeedsPlaces);
      close();
      return;
    }
    const amount = Number(fare);
    dispatch(fareOffered(amount > 0 ? amount : null));
    if (userId !== null) {
      void offer({
        userId,
        type: 'Parcel',
        pickup_location: pickup.address,
        drop_location: drop.address,
        offer_fare: amount,
      }).then((result) => console.info('fare offered', result.data ?? result.error));
    }
    setFare('');
    onClose();
  };

  return (
    <Modal title="Offer Your Fare" open={open} onClose={close}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className="dk-field">
          <span>Your fare (₹)</span>
          <input
            type="number"
            inputMode="numeric"
            min={OFFER_MINIMUM}
            value={fare}
            onChange={(event) => setFare(event.target.value)}
          />
        </label>
        <button type="submit" className="dk-button">
          Submit
        </button>
      </form>
    </Modal>
  );
}

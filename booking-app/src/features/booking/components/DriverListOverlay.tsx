import { useState } from 'react';
import {
  useNavigate,
  Modal,
  selectUserId,
  useAppDispatch,
  useAppSelector,
  useIsMobile,
  MESSAGES,
} from '@dakiya/shared';
import { DRIVER_POLL_MS, capRideId, ROUTES } from '@dakiya/domain';
import { useAcceptOfferMutation, useGetOffersQuery } from '../api/booking-api';
import { driverListClosed, selectBooking } from '../booking-slice';
import { DriverOfferCard } from './DriverOfferCard';
import styles from './DriverListOverlay.module.css';

/** Drivers' offers, polled every second while open (RTK Query polling stops when it closes). */
export function DriverListOverlay() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const userId = useAppSelector(selectUserId);
  const { rideRequestId, driverListOpen } = useAppSelector(selectBooking);
  const open = driverListOpen && rideRequestId !== null;
  const {
    data: offers,
    isLoading,
    isError: lastPollFailed,
  } = useGetOffersQuery(rideRequestId ?? 0, {
    skip: !open,
    pollingInterval: DRIVER_POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const [accept] = useAcceptOfferMutation();
  const [accepting, setAccepting] = useState(false);

  const acceptOffer = async (rideId: string) => {
    if (userId === null) return;
    setAccepting(true);
    const result = await accept({ userId, rideId: capRideId(rideId) });
    setAccepting(false);
    if (!result.data) {
      console.error('accept failed', result.error);
      return;
    }
    // The accept has put the order in the cache and started the next booking afresh.
    navigate(ROUTES.yourOrder, { state: result.data });
  };

  const close = () => dispatch(driverListClosed());

  return (
    <Modal
      title="Drivers' offers"
      open={open}
      onClose={close}
      className={styles.overlay}
      closeLabel={mobile ? 'Cancel' : '×'}
      closeAriaLabel={mobile ? undefined : 'Close'}
    >
      {lastPollFailed && (
        // Polling goes on while the API is unreachable; the offers already shown stay usable.
        <p className={styles.connection} role="status">
          {MESSAGES.apiUnreachableStillLooking}
        </p>
      )}
      {isLoading || !offers ? (
        <div className={styles.waiting} role="status">
          <span className={styles.pulse} aria-hidden="true" />
          Waiting for drivers
        </div>
      ) : offers.length === 0 ? (
        <div className={styles.waiting} role="status">
          <span className={styles.pulse} aria-hidden="true" />
          <p>No offers yet: drivers near you are looking at your request.</p>
          <p>Waiting for drivers</p>
        </div>
      ) : (
        <ul className={styles.list} aria-live="polite">
          {offers.map((offer) => (
            <DriverOfferCard
              key={offer.id}
              offer={offer}
              busy={accepting}
              onAccept={() => void acceptOffer(offer.rideId)}
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}

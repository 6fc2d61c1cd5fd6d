import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  errorMessage,
  useNavigate,
  selectUserId,
  useAlert,
  useAppDispatch,
  useAppSelector,
  useIsMobile,
  MESSAGES,
  translateText,
} from '@dakiya/shared';
import { Modal } from '@dakiya/shared/forms';
import { CLOSED_LIST_REASON, capOfferCode, ROUTES } from '@dakiya/domain';
import {
  useAcceptOfferMutation,
  useCancelRideMutation,
  useGetOffersQuery,
  useRetryRideMutation,
} from '../api/booking-api';
import { driverListClosed, driversRequested, selectBooking } from '../booking-slice';
import { useOpenRequest } from '../hooks/use-open-request';
import { inListOrder } from '../offer-order';
import { DriverOfferCard } from './DriverOfferCard';
import { OfferFareModal } from './OfferFareModal';
import styles from './DriverListOverlay.module.css';
import prompts from './DriverListPrompts.module.css';

/**
 * Drivers' offers on the open request while open: pushed by the ride's offer stream, polled every
 * second while the stream is down (getOffers in booking-api.ts; both stop when it closes). Closing cancels the request on the server, after a confirmation when offers
 * are listed; a reload reopens it; a long wait offers 'Raise your offer'; expiry is told.
 */
export function DriverListOverlay() {
  const { i18n, t } = useLingui();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const alert = useAlert();
  const mobile = useIsMobile();
  const userId = useAppSelector(selectUserId);
  const { rideRequestId, driverListOpen } = useAppSelector(selectBooking);
  const open = driverListOpen && rideRequestId !== null;
  const {
    data: offers,
    isLoading,
    isError: lastPollFailed,
  } = useGetOffersQuery(rideRequestId ?? 0, { skip: !open });
  const { expired, noOfferHint, keepWaiting } = useOpenRequest(
    open ? rideRequestId : null,
    offers?.length ?? 0,
  );
  const [accept] = useAcceptOfferMutation();
  const [cancelRide] = useCancelRideMutation();
  const [retryRide] = useRetryRideMutation();
  const [accepting, setAccepting] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [raising, setRaising] = useState(false);

  const acceptOffer = async (offerCode: string) => {
    if (userId === null) return;
    setAccepting(true);
    const result = await accept({ userId, offerCode: capOfferCode(offerCode) });
    setAccepting(false);
    if (!result.data) {
      // e.g. 'This offer has changed': the driver's new fare is in the list by the next poll.
      alert(errorMessage(result.error));
      return;
    }
    // The accept has put the order in the cache and started the next booking afresh.
    navigate(ROUTES.yourOrder, { state: result.data });
  };

  const stopLooking = async () => {
    setConfirmingClose(false);
    if (rideRequestId !== null && !expired)
      await cancelRide({ id: rideRequestId, reason: CLOSED_LIST_REASON });
    dispatch(driverListClosed());
  };
  const close = () => {
    if (offers && offers.length > 0 && !expired) setConfirmingClose(true);
    else void stopLooking();
  };
  const tryAgain = async () => {
    if (rideRequestId === null) return;
    const result = await retryRide(rideRequestId);
    if (result.data) dispatch(driversRequested(result.data.id));
    else alert(errorMessage(result.error));
  };

  const listOrder = t`Lowest fare first, then the best rated, then the nearest.`;
  return (
    <Modal
      title={t`Drivers' offers`}
      open={open}
      onClose={close}
      className={styles.overlay}
      closeLabel={mobile ? t`Cancel` : '×'}
      closeAriaLabel={mobile ? undefined : t`Close`}
    >
      {lastPollFailed && (
        // Polling goes on while the API is unreachable; the offers already shown stay usable.
        <p className={styles.connection} role="status">
          {translateText(i18n, MESSAGES.apiUnreachableStillLooking)}
        </p>
      )}
      {expired ? (
        <div className={prompts.prompt} role="alert">
          <p>{t`No driver accepted in time: your request has expired.`}</p>
          <div className={prompts.actions}>
            <button type="button" className="dk-button" onClick={() => void tryAgain()}>
              {t`Try again`}
            </button>
            <button
              type="button"
              className="dk-button dk-button--ghost"
              onClick={() => void stopLooking()}
            >
              {t`Close`}
            </button>
          </div>
        </div>
      ) : isLoading || !offers ? (
        <div className={styles.waiting} role="status">
          <span className={styles.pulse} aria-hidden="true" />
          {t`Waiting for drivers`}
        </div>
      ) : offers.length === 0 ? (
        <div className={styles.waiting} role="status">
          <span className={styles.pulse} aria-hidden="true" />
          <p>{t`No offers yet: drivers near you are looking at your request.`}</p>
          <p>{t`Waiting for drivers`}</p>
        </div>
      ) : (
        <>
          <p className={styles.order}>{listOrder}</p>
          <ul className={styles.list} aria-live="polite">
            {inListOrder(offers).map((offer) => (
              <DriverOfferCard
                key={offer.id}
                offer={offer}
                busy={accepting}
                onAccept={() => void acceptOffer(offer.rideId)}
              />
            ))}
          </ul>
        </>
      )}
      {noOfferHint && !expired && (
        <div className={prompts.prompt}>
          <p>{t`No driver has answered yet. A higher fare may bring one.`}</p>
          <div className={prompts.actions}>
            <button
              type="button"
              className="dk-button"
              onClick={() => {
                keepWaiting();
                setRaising(true);
              }}
            >
              {t`Raise your offer`}
            </button>
            <button type="button" className="dk-button dk-button--ghost" onClick={keepWaiting}>
              {t`Keep waiting`}
            </button>
          </div>
        </div>
      )}
      <OfferFareModal open={raising} onClose={() => setRaising(false)} />
      <Modal
        title={t`Stop looking for drivers?`}
        open={confirmingClose}
        onClose={() => setConfirmingClose(false)}
      >
        <p>{t`Drivers have made offers. Closing cancels your request and their offers.`}</p>
        <div className={prompts.actions}>
          <button
            type="button"
            className="dk-button dk-button--ghost"
            onClick={() => setConfirmingClose(false)}
          >
            {t`Keep looking`}
          </button>
          <button type="button" className="dk-button" onClick={() => void stopLooking()}>
            {t`Cancel request`}
          </button>
        </div>
      </Modal>
    </Modal>
  );
}

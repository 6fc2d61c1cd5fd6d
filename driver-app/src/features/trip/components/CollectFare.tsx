import { useLingui } from '@lingui/react/macro';
import { errorMessage, useAlert, useIntlLocale, useNavigate } from '@dakiya/shared';
import { DRIVER_ROUTES, formatRupees, type DriverTrip, type PaymentMethod } from '@dakiya/domain';
import { useReceivePaymentMutation } from '../api/trip-api';
import styles from './TripPage.module.css';

/**
 * Delivered: the fare to receive, by cash or as the customer's UPI payment seen on their phone
 * (a customer paying by UPI may hand over cash instead). Done once it is received.
 */
export function CollectFare({ trip }: { trip: DriverTrip }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const navigate = useNavigate();
  const alert = useAlert();
  const [receive, { isLoading }] = useReceivePaymentMutation();
  const amount = formatRupees(trip.fare, locale);
  const { method, status } = trip.payment;
  const received = (how: PaymentMethod) =>
    void receive({ rideId: trip.id, method: how }).then((result) => {
      if ('error' in result) alert(errorMessage(result.error));
    });

  if (status === 'paid')
    return (
      <>
        <p className={styles.collect} role="status">
          {method === 'upi' ? t`${amount} received by UPI` : t`${amount} received in cash`}
        </p>
        <button
          type="button"
          className={`dk-button ${styles.big}`}
          onClick={() => navigate(DRIVER_ROUTES.requests)}
        >
          {t`Done`}
        </button>
      </>
    );
  if (method === 'cash')
    return (
      <>
        <p className={styles.collect}>{t`Collect ${amount}`}</p>
        <button
          type="button"
          className={`dk-button ${styles.big}`}
          disabled={isLoading}
          onClick={() => received('cash')}
        >
          {t`Cash received`}
        </button>
      </>
    );
  return (
    <>
      <p className={styles.collect}>{t`Collect ${amount}`}</p>
      <p className={styles.hint} role="status">
        {status === 'customer_paid'
          ? t`The customer says they paid by UPI. Check their payment screen.`
          : t`The customer pays by UPI. Wait for them to pay, or take cash.`}
      </p>
      <button
        type="button"
        className={`dk-button ${styles.big}`}
        disabled={isLoading}
        onClick={() => received('upi')}
      >
        {t`UPI payment seen`}
      </button>
      <button
        type="button"
        className="dk-button dk-button--ghost"
        disabled={isLoading}
        onClick={() => received('cash')}
      >
        {t`Took cash instead`}
      </button>
    </>
  );
}

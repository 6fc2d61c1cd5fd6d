import { t } from '@lingui/core/macro';
import { useState } from 'react';
import {
  errorMessage,
  Link,
  readSessionJson,
  useAlert,
  useAppDispatch,
  useNavigate,
  SESSION_KEYS,
  useIntlLocale,
  useLingui,
} from '@dakiya/shared';
import { formatRupeeAmount, type LatLng, type Location, ROUTES } from '@dakiya/domain';
import { paymentText } from '@dakiya/shared/orders';
import { useMaps } from '../../maps/maps-context';
import { useRetryRideMutation } from '../../booking/api/booking-api';
import { Spinner } from '../../booking/components/Spinner';
import { bookingFinished, orderRetried } from '../../booking/booking-slice';
import { useLiveOrder } from '../hooks/use-live-order';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { useLocationPermission } from '../hooks/use-location-permission';
import { usePaymentWatch } from '../hooks/use-payment-watch';
import { useStatusNotifications } from '../hooks/use-status-notifications';
import { CancelOrderDialog } from './CancelOrderDialog';
import { DriverCard } from './DriverCard';
import { OrderReceipt } from './OrderReceipt';
import { PaymentDialog } from './PaymentDialog';
import { TrackingLinkDialog } from './TrackingLinkDialog';
import { canCancel, isActive, orderHeading, orderStatusText } from './order-status-text';
import { StatusNotificationsOffer } from './StatusNotificationsOffer';
import styles from './YourOrderPage.module.css';

function asLocation(
  address: string | undefined,
  position: LatLng | null | undefined,
): Location | null {
  return address && position ? { address, position } : null;
}

/**
 * /your-order (docs/product.md), live: the order's cache entry follows the server's pushes, so the
 * driver's pin, the status and the minutes away change as the trip goes; a reload resumes it.
 */
export function YourOrderPage() {
  const { order, loading, error } = useLiveOrder();
  const { RouteMap } = useMaps();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const alert = useAlert();
  // Re-renders the screen when the language changes (the texts below read it during render).
  const { i18n } = useLingui();
  const locale = useIntlLocale();
  const [cancelling, setCancelling] = useState(false);
  const [paying, setPaying] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [retry, { isLoading: retrying }] = useRetryRideMutation();

  useLeaveWarning(order !== null && isActive(order));
  useLocationPermission();
  usePaymentWatch(order);
  useStatusNotifications(order, locale);

  if (!order) {
    if (loading) return <Spinner label={t`Loading the order`} />;
    return (
      <section className={styles.empty}>
        {error ? (
          <>
            <h1>{t`This order cannot be shown`}</h1>
            {/* The API's reason: another customer's order, or none such. */}
            <p role="alert">{errorMessage(error)}</p>
          </>
        ) : (
          <>
            <h1>{t`No live order`}</h1>
            <p>{t`Book a courier to follow it here.`}</p>
          </>
        )}
        <Link to={ROUTES.sendCourier}>{t`Send a courier`}</Link>
      </section>
    );
  }

  const pickup =
    asLocation(order.pickup_location, order.pickup) ??
    readSessionJson<Location>(SESSION_KEYS.pickup);
  const drop =
    asLocation(order.drop_location, order.drop) ?? readSessionJson<Location>(SESSION_KEYS.drop);
  const active = isActive(order);
  const booked = active || order.status === 'delivered';
  const canPayByUpi = booked && order.payment.method === 'upi' && order.payment.status !== 'paid';

  const bookAnother = () => {
    dispatch(bookingFinished());
    navigate(ROUTES.sendCourier);
  };
  const findAnother = async () => {
    const result = await retry(order.id);
    if (!result.data) {
      alert(errorMessage(result.error));
      return;
    }
    dispatch(orderRetried(result.data.id));
    navigate(ROUTES.sendCourier);
  };

  return (
    <div className={styles.screen}>
      <RouteMap
        pickup={pickup}
        drop={drop}
        driver={active ? order.driver_position : null}
        tripStatus={order.status}
      />
      <section className={styles.cards} aria-labelledby="order-title">
        <h1 id="order-title">{orderHeading(order, locale)}</h1>
        <p className={styles.status} role="status" data-testid="order-status">
          {orderStatusText(order)}
        </p>
        {/* Who is coming and the way to call them first: the rest of the card may scroll. */}
        {active && <DriverCard order={order} />}
        {active && <StatusNotificationsOffer />}
        {order.status === 'delivered' ? (
          <OrderReceipt order={order} onPay={() => setPaying(true)} />
        ) : (
          <>
            <dl className={styles.facts}>
              <div>
                <dt>{t`Pickup`}</dt>
                <dd>{order.pickup_location ?? pickup?.address ?? '--'}</dd>
              </div>
              <div>
                <dt>{t`Drop`}</dt>
                <dd>{order.drop_location ?? drop?.address ?? '--'}</dd>
              </div>
              {canCancel(order) && (
                <div>
                  <dt>{t`OTP`}</dt>
                  <dd className={styles.otp} data-testid="order-otp">
                    {order.checkotp}
                  </dd>
                </div>
              )}
              {active && (
                <div>
                  <dt>{t`Deliver to`}</dt>
                  <dd data-testid="order-recipient">
                    {order.recipient.name ?? t`You`}{' '}
                    <button type="button" className="dk-link" onClick={() => setSharing(true)}>
                      {t`Tracking link`}
                    </button>
                  </dd>
                </div>
              )}
              {active && order.delivery_code && (
                <div>
                  <dt>{t`Delivery code`}</dt>
                  <dd className={styles.otp} data-testid="order-delivery-code">
                    {order.delivery_code}
                  </dd>
                </div>
              )}
              <div>
                <dt>{t`Total Fare`}</dt>
                {/* An order that ended before delivery costs nothing: no fare is shown for it. */}
                {active ? (
                  <dd className={styles.fare}>Rs {formatRupeeAmount(order.driveroffer, locale)}</dd>
                ) : (
                  <dd data-testid="nothing-to-pay">{t`Nothing to pay`}</dd>
                )}
              </div>
              {active && (
                <div>
                  <dt>{t`Payment`}</dt>
                  <dd data-testid="order-payment">
                    {paymentText(i18n, order.payment)}{' '}
                    {canPayByUpi && (
                      <button type="button" className="dk-link" onClick={() => setPaying(true)}>
                        {t`Pay now`}
                      </button>
                    )}
                  </dd>
                </div>
              )}
            </dl>
          </>
        )}
        <div className={styles.actions}>
          {canCancel(order) && (
            <button
              type="button"
              className="dk-button dk-button--ghost"
              onClick={() => setCancelling(true)}
            >
              {t`Cancel order`}
            </button>
          )}
          {order.status === 'cancelled' && order.cancelled_by === 'driver' && (
            <button
              type="button"
              className="dk-button"
              disabled={retrying}
              onClick={() => void findAnother()}
            >
              {t`Find another driver`}
            </button>
          )}
          {!active && (
            <button type="button" className="dk-button" onClick={bookAnother}>
              {t`Book another`}
            </button>
          )}
        </div>
      </section>
      {canPayByUpi && (
        <PaymentDialog order={order} open={paying} onClose={() => setPaying(false)} />
      )}
      {active && (
        <TrackingLinkDialog order={order} open={sharing} onClose={() => setSharing(false)} />
      )}
      {canCancel(order) && (
        <CancelOrderDialog
          orderId={order.id}
          open={cancelling}
          onClose={() => setCancelling(false)}
        />
      )}
    </div>
  );
}

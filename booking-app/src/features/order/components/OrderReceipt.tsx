import { useLingui } from '@lingui/react/macro';
import {
  formatIndiaTime,
  formatKm,
  formatRupeeAmount,
  formatRupees,
  type Order,
} from '@dakiya/domain';
import { useIntlLocale } from '@dakiya/shared';
import { driverRating, vehicleName } from '@dakiya/shared/vehicles';
import { paymentText, useSaveInvoice } from '@dakiya/shared/orders';
import { carParts } from '../car-parts';
import { DeliveryProofFact } from './DeliveryProofFact';
import { RateDriver } from './RateDriver';
import styles from './YourOrderPage.module.css';

/** India's time, as the order history shows it, whatever the device's zone. */
const time = (iso: string | null) => (iso ? formatIndiaTime(iso) : '--:--');

/**
 * On delivery: what was paid and how, how far, when, who carried it and how the delivery was
 * proven; the tax invoice, and the driver's rating.
 */
export function OrderReceipt({ order, onPay }: { order: Order; onPay: () => void }) {
  const { i18n, t } = useLingui();
  const locale = useIntlLocale();
  const { save, saving } = useSaveInvoice();
  const amount = formatRupees(order.payment.amount, locale);
  const { model, plate } = carParts(order.car);
  // The plate and '★ 4.8' stay whole in the narrow column; the line breaks between pieces.
  return (
    <section aria-label={t`Receipt`}>
      <dl className={styles.facts}>
        <div>
          <dt>{t`Total Fare`}</dt>
          <dd className={styles.fare}>Rs {formatRupeeAmount(order.driveroffer, locale)}</dd>
        </div>
        <div>
          <dt>{t`Payment`}</dt>
          <dd data-testid="receipt-payment">{paymentText(i18n, order.payment)}</dd>
        </div>
        <div>
          <dt>{t`Distance`}</dt>
          <dd>{order.trip_km !== null ? t`${formatKm(order.trip_km, locale)} km` : '--'}</dd>
        </div>
        <div>
          <dt>{t`Picked up`}</dt>
          <dd>{time(order.picked_up_at)}</dd>
        </div>
        <div>
          <dt>{t`Delivered`}</dt>
          <dd>{time(order.delivered_at)}</dd>
        </div>
        <div>
          <dt>{t`Driver`}</dt>
          <dd>
            {order.driver_name} ·{' '}
            <span className={styles.whole} data-testid="receipt-rating">
              {driverRating(i18n, order.overall_experience_rating)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t`Vehicle`}</dt>
          <dd>
            {vehicleName(i18n, order.vehicle)} · {model}
            {plate && (
              <>
                {' · '}
                <span className={styles.whole} data-testid="receipt-plate">
                  {plate}
                </span>
              </>
            )}
          </dd>
        </div>
        <DeliveryProofFact order={order} />
      </dl>
      {order.payment.method === 'upi' && order.payment.status === 'due' && (
        <button type="button" className={`dk-button ${styles.invoice}`} onClick={onPay}>
          {t`Pay ${amount} by UPI`}
        </button>
      )}
      <button
        type="button"
        className={`dk-button dk-button--ghost ${styles.invoice}`}
        disabled={saving}
        onClick={() => void save(order.id)}
      >
        {t`Download tax invoice`}
      </button>
      <RateDriver order={order} />
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { formatIndiaTime, formatKm, formatRupeeAmount, type Order } from '@dakiya/domain';
import { useIntlLocale } from '@dakiya/shared';
import { driverRating, vehicleName } from '@dakiya/shared/vehicles';
import { carParts } from '../car-parts';
import styles from './YourOrderPage.module.css';

/** India's time, as the order history shows it, whatever the device's zone. */
const time = (iso: string | null) => (iso ? formatIndiaTime(iso) : '--:--');

/** On delivery: what was paid, how far, when, and who carried it. */
export function OrderReceipt({ order }: { order: Order }) {
  const { i18n, t } = useLingui();
  const locale = useIntlLocale();
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
      </dl>
    </section>
  );
}

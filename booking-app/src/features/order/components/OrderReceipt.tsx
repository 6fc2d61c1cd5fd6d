import { useLingui } from '@lingui/react/macro';
import { formatRupeeAmount, type Order } from '@dakiya/domain';
import { useIntlLocale } from '@dakiya/shared';
import { vehicleName } from '../../booking/vehicle-texts';
import styles from './YourOrderPage.module.css';

const time = (iso: string | null, locale: string) =>
  iso ? new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }) : '--:--';

/** On delivery: what was paid, how far, when, and who carried it. */
export function OrderReceipt({ order }: { order: Order }) {
  const { i18n, t } = useLingui();
  const locale = useIntlLocale();
  return (
    <section aria-label={t`Receipt`}>
      <dl className={styles.facts}>
        <div>
          <dt>{t`Total Fare`}</dt>
          <dd className={styles.fare}>Rs {formatRupeeAmount(order.driveroffer, locale)}</dd>
        </div>
        <div>
          <dt>{t`Distance`}</dt>
          <dd>{order.trip_km !== null ? `${order.trip_km} km` : '--'}</dd>
        </div>
        <div>
          <dt>{t`Picked up`}</dt>
          <dd>{time(order.picked_up_at, locale)}</dd>
        </div>
        <div>
          <dt>{t`Delivered`}</dt>
          <dd>{time(order.delivered_at, locale)}</dd>
        </div>
        <div>
          <dt>{t`Driver`}</dt>
          <dd>
            {order.driver_name} · ★ {order.overall_experience_rating}
          </dd>
        </div>
        <div>
          <dt>{t`Vehicle`}</dt>
          <dd>
            {vehicleName(i18n, order.vehicle)} · {order.car}
          </dd>
        </div>
      </dl>
    </section>
  );
}

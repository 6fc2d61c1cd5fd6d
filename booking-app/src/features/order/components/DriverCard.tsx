import { useLingui } from '@lingui/react/macro';
import type { Order } from '@dakiya/domain';
import { driverRating, vehicleName } from '@dakiya/shared/vehicles';
import { carParts } from '../car-parts';
import styles from './YourOrderPage.module.css';

/** Who is coming: name, rating, vehicle and plate, and a Call button (tel:). */
export function DriverCard({ order }: { order: Order }) {
  const { model, plate } = carParts(order.car);
  const { i18n, t } = useLingui();
  return (
    <div className={styles.driver}>
      <div>
        <p className={styles.driverName}>
          {order.driver_name}{' '}
          <span className={styles.rating} data-testid="driver-rating">
            {driverRating(i18n, order.overall_experience_rating)}
          </span>
        </p>
        <p className={styles.vehicle}>
          {vehicleName(i18n, order.vehicle)} · {model}{' '}
          {plate && (
            <span className={styles.plate} data-testid="order-plate">
              {plate}
            </span>
          )}
        </p>
      </div>
      <a className="dk-button" href={`tel:${order.driver_phone}`}>
        {t`Call`}
      </a>
    </div>
  );
}

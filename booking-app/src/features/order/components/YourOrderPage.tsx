import { Link, readSessionJson, SESSION_KEYS } from '@dakiya/shared';
import { formatRupeeAmount, type LatLng, type Location, ROUTES } from '@dakiya/domain';
import { useMaps } from '../../maps/maps-context';
import { useLiveOrder } from '../hooks/use-live-order';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { useLocationPermission } from '../hooks/use-location-permission';
import styles from './YourOrderPage.module.css';

function asLocation(
  address: string | undefined,
  position: LatLng | null | undefined,
): Location | null {
  return address && position ? { address, position } : null;
}

/** SPEC.md /your-order: the accepted order, kept in session storage so a reload keeps it. */
export function YourOrderPage() {
  const order = useLiveOrder();
  const { RouteMap } = useMaps();

  useLeaveWarning(order !== null);
  useLocationPermission();

  if (!order) {
    return (
      <section className={styles.empty}>
        <h1>No live order</h1>
        <p>Book a courier to follow it here.</p>
        <Link to={ROUTES.sendCourier}>Send a courier</Link>
      </section>
    );
  }

  const pickup =
    asLocation(order.pickup_location, order.pickup) ??
    readSessionJson<Location>(SESSION_KEYS.pickup);
  const drop =
    asLocation(order.drop_location, order.drop) ?? readSessionJson<Location>(SESSION_KEYS.drop);

  return (
    <div className={styles.screen}>
      <RouteMap pickup={pickup} drop={drop} />
      <section className={styles.cards} aria-labelledby="order-title">
        <h1 id="order-title">Your Ride is {order.distance_away} km Away</h1>
        <dl className={styles.facts}>
          <div>
            <dt>Pickup</dt>
            <dd>{order.pickup_location ?? pickup?.address ?? '--'}</dd>
          </div>
          <div>
            <dt>Drop</dt>
            <dd>{order.drop_location ?? drop?.address ?? '--'}</dd>
          </div>
          <div>
            <dt>OTP</dt>
            <dd className={styles.otp} data-testid="order-otp">
              {order.checkotp}
            </dd>
          </div>
          <div>
            <dt>Driver</dt>
            <dd>
              {order.driver_name} · ★ {order.overall_experience_rating}
            </dd>
          </div>
          <div>
            <dt>Total Fare</dt>
            <dd className={styles.fare}>Rs {formatRupeeAmount(order.driveroffer)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

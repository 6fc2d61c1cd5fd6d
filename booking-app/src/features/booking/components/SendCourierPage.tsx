import { Navigate, useAppSelector } from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';
import { useMaps } from '../../maps/maps-context';
import { selectBooking } from '../booking-slice';
import { LocationPicker } from './LocationPicker';
import { CategoryPanel } from './CategoryPanel';
import { DriverListOverlay } from './DriverListOverlay';
import styles from './SendCourierPage.module.css';

/** SPEC.md /send-courier: full-screen map, pickup/drop search on top, the panel below. */
export function SendCourierPage() {
  const { RouteMap } = useMaps();
  const { pickup, drop, orderId } = useAppSelector(selectBooking);
  // SPEC.md: with an order already accepted the app goes straight to it.
  if (orderId !== null) return <Navigate to={ROUTES.yourOrder} replace />;

  return (
    <div className={styles.screen}>
      <h1 className="dk-visually-hidden">Send Courier</h1>
      <RouteMap pickup={pickup} drop={drop} />
      <div className={styles.search}>
        <LocationPicker />
      </div>
      <CategoryPanel />
      <DriverListOverlay />
    </div>
  );
}

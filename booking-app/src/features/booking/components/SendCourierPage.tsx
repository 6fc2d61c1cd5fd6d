import { useLingui } from '@lingui/react/macro';
import { Navigate, useAppDispatch, useAppSelector } from '@dakiya/shared';
import { ROUTES, type LatLng } from '@dakiya/domain';
import { useMaps } from '../../maps/maps-context';
import { dropChanged, pickupChanged, selectBooking } from '../booking-slice';
import { useScheduledRideLink } from '../hooks/use-scheduled-ride-link';
import { LocationPicker } from './LocationPicker';
import { CategoryPanel } from './CategoryPanel';
import { DriverListOverlay } from './DriverListOverlay';
import styles from './SendCourierPage.module.css';

/** /send-courier (docs/product.md): full-screen map, pickup/drop search on top, the panel below. */
export function SendCourierPage() {
  const maps = useMaps();
  const { RouteMap } = maps;
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const { pickup, drop, orderId } = useAppSelector(selectBooking);
  useScheduledRideLink();
  // A pin moved on the map: the place there, by its address.
  const move = async (which: 'pickup' | 'drop', position: LatLng) => {
    try {
      const address = await maps.reverseGeocode(position);
      dispatch((which === 'pickup' ? pickupChanged : dropChanged)({ address, position }));
    } catch (error) {
      console.error('reverse geocoding failed', error);
    }
  };
  // docs/product.md: with an order already accepted the app goes straight to it.
  if (orderId !== null) return <Navigate to={ROUTES.yourOrder} replace />;

  return (
    <div className={styles.screen}>
      <h1 className="dk-visually-hidden">{t`Send Courier`}</h1>
      <RouteMap
        pickup={pickup}
        drop={drop}
        onMove={(which, position) => void move(which, position)}
      />
      <div className={styles.search}>
        <LocationPicker />
      </div>
      <CategoryPanel />
      <DriverListOverlay />
    </div>
  );
}

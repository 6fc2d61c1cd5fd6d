import { useLingui } from '@lingui/react/macro';
import { Route, Routes, ForeignRoute, RequireCustomer, useCatalogue } from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';
import { loadCatalogue } from './catalogue';
import { MapsProviderScope } from '../features/maps/maps-context';
import type { MapsProvider } from '../features/maps/maps-provider';
import { SendCourierPage } from '../features/booking/components/SendCourierPage';
import { YourOrderPage } from '../features/order/components/YourOrderPage';
import { TrackingPage } from '../features/tracking/components/TrackingPage';
import '../features/booking/booking-slice';

// The shell loads the catalogue for the active language with the remote, before its first render.
export { loadCatalogue };

/**
 * Every route booking-app owns: the customer's (signed in) and the recipient's tracking page
 * (public). `maps` replaces the configured maps provider (tests).
 */
export default function BookingApp({ maps }: { maps?: MapsProvider }) {
  useCatalogue(loadCatalogue);
  const { t } = useLingui();
  return (
    <MapsProviderScope provider={maps}>
      <Routes>
        <Route
          path={ROUTES.sendCourier}
          element={
            <RequireCustomer>
              <SendCourierPage />
            </RequireCustomer>
          }
        />
        <Route
          path={ROUTES.yourOrder}
          element={
            <RequireCustomer>
              <YourOrderPage />
            </RequireCustomer>
          }
        />
        <Route
          path={ROUTES.courierSelect}
          element={
            <RequireCustomer>
              <h1 style={{ padding: '2rem' }}>{t`Select Courier`}</h1>
            </RequireCustomer>
          }
        />
        <Route path={`${ROUTES.track}/:token`} element={<TrackingPage />} />
        <Route path="*" element={<ForeignRoute />} />
      </Routes>
    </MapsProviderScope>
  );
}

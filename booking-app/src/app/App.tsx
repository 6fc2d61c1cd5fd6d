import { useLingui } from '@lingui/react/macro';
import { Route, Routes, ForeignRoute, useCatalogue } from '@dakiya/shared';
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
 * Every route booking-app owns: the customer's and the recipient's tracking page (the shell asks
 * for a signed-in customer on all but that one). `maps` replaces the configured maps provider
 * (tests).
 */
export default function BookingApp({ maps }: { maps?: MapsProvider }) {
  useCatalogue(loadCatalogue);
  const { t } = useLingui();
  return (
    <MapsProviderScope provider={maps}>
      <Routes>
        <Route path={ROUTES.sendCourier} element={<SendCourierPage />} />
        <Route path={ROUTES.yourOrder} element={<YourOrderPage />} />
        <Route
          path={ROUTES.courierSelect}
          element={<h1 style={{ padding: '2rem' }}>{t`Select Courier`}</h1>}
        />
        <Route path={`${ROUTES.track}/:token`} element={<TrackingPage />} />
        <Route path="*" element={<ForeignRoute />} />
      </Routes>
    </MapsProviderScope>
  );
}

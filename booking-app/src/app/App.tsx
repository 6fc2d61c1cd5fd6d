import { useLingui } from '@lingui/react/macro';
import { Route, Switch, ForeignRoute, useCatalogue } from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';
import { loadCatalogue } from './catalogue';
import { MapsProviderScope } from '../features/maps/maps-context';
import type { MapsProvider } from '../features/maps/maps-provider';
import { SendCourierPage } from '../features/booking/components/SendCourierPage';
import { YourOrderPage } from '../features/order/components/YourOrderPage';
import '../features/booking/booking-slice';

// The shell loads the catalogue for the active language with the remote, before its first render.
export { loadCatalogue };

/** Every route booking-app owns. `maps` replaces the configured maps provider (tests). */
export default function BookingApp({ maps }: { maps?: MapsProvider }) {
  useCatalogue(loadCatalogue);
  const { t } = useLingui();
  return (
    <MapsProviderScope provider={maps}>
      <Switch>
        <Route path={ROUTES.sendCourier} component={SendCourierPage} />
        <Route path={ROUTES.yourOrder} component={YourOrderPage} />
        <Route path={ROUTES.courierSelect}>
          <h1 style={{ padding: '2rem' }}>{t`Select Courier`}</h1>
        </Route>
        <Route component={ForeignRoute} />
      </Switch>
    </MapsProviderScope>
  );
}

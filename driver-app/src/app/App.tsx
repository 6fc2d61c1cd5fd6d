import { lazy } from 'react';
import { ForeignRoute, Route, Switch, useCatalogue } from '@dakiya/shared';
import { DRIVER_ROUTES } from '@dakiya/domain';
import { loadCatalogue } from './catalogue';
import { DriverHome } from './DriverHome';
import { DriverScreen } from '../features/frame/components/DriverScreen';
import { DriverLoginPage } from '../features/login/components/DriverLoginPage';
import { RequestsPage } from '../features/requests/components/RequestsPage';
import { TripPage } from '../features/trip/components/TripPage';
import { EarningsPage } from '../features/earnings/components/EarningsPage';

// Sign-up is its own chunk, so the login does not download the camera. The shell's Suspense
// boundary covers the moment it arrives.
const DriverSignupPage = lazy(() =>
  import('../features/signup/components/DriverSignupPage').then((m) => ({
    default: m.DriverSignupPage,
  })),
);

// The shell loads the catalogue for the active language with the remote, before its first render.
export { loadCatalogue };

/** Every route driver-app owns: the shell sends everything under /driver here. */
export default function DriverApp() {
  useCatalogue(loadCatalogue);
  return (
    <Switch>
      <Route path={DRIVER_ROUTES.root} component={DriverHome} />
      <Route path={DRIVER_ROUTES.login} component={DriverLoginPage} />
      <Route path={DRIVER_ROUTES.signup} component={DriverSignupPage} />
      {/* The signed-in driver's screens, each in the driver's frame (DriverScreen). */}
      <Route path={DRIVER_ROUTES.requests}>
        <DriverScreen>
          <RequestsPage />
        </DriverScreen>
      </Route>
      <Route path={DRIVER_ROUTES.trip}>
        <DriverScreen>
          <TripPage />
        </DriverScreen>
      </Route>
      <Route path={DRIVER_ROUTES.earnings}>
        <DriverScreen>
          <EarningsPage />
        </DriverScreen>
      </Route>
      <Route component={ForeignRoute} />
    </Switch>
  );
}

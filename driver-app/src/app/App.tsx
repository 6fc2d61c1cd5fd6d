import { lazy } from 'react';
import { ForeignRoute, Route, Routes, useCatalogue } from '@dakiya/shared';
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
    <Routes>
      <Route path={DRIVER_ROUTES.root} element={<DriverHome />} />
      <Route path={DRIVER_ROUTES.login} element={<DriverLoginPage />} />
      <Route path={DRIVER_ROUTES.signup} element={<DriverSignupPage />} />
      {/* The signed-in driver's screens, each in the driver's frame (DriverScreen). */}
      <Route
        path={DRIVER_ROUTES.requests}
        element={
          <DriverScreen>
            <RequestsPage />
          </DriverScreen>
        }
      />
      <Route
        path={DRIVER_ROUTES.trip}
        element={
          <DriverScreen>
            <TripPage />
          </DriverScreen>
        }
      />
      <Route
        path={DRIVER_ROUTES.earnings}
        element={
          <DriverScreen>
            <EarningsPage />
          </DriverScreen>
        }
      />
      <Route path="*" element={<ForeignRoute />} />
    </Routes>
  );
}

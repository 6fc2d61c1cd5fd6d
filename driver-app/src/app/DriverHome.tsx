import { Navigate, useAppSelector } from '@dakiya/shared';
import { DRIVER_ROUTES } from '@dakiya/domain';
import { selectDriverSignedIn } from '../features/session/driver-session-slice';

/** /driver itself: the requests for a signed-in driver, the login otherwise. */
export function DriverHome() {
  const signedIn = useAppSelector(selectDriverSignedIn);
  return <Navigate to={signedIn ? DRIVER_ROUTES.requests : DRIVER_ROUTES.login} replace />;
}

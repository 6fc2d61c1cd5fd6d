import { useCallback } from 'react';
import { useAppDispatch, useAppSelector, useNavigate } from '@dakiya/shared';
import { DRIVER_ROUTES } from '@dakiya/domain';
import { driverLoggedOut, driverTokens } from '../driver-session-slice';
import { useLogOutDriverMutation } from '../api/driver-session-api';

/**
 * Log out: asks the server to end the driver's session (so a copied token stops working), forgets
 * it on this phone and goes to the driver's login. An unreachable server does not keep the driver
 * signed in here; the customer's session, if any, stays.
 */
export function useDriverLogOut(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const refresh = useAppSelector((state) => driverTokens(state).refresh);
  const [logOut] = useLogOutDriverMutation();
  return useCallback(() => {
    if (refresh) void logOut({ refresh }).catch(() => undefined);
    dispatch(driverLoggedOut());
    navigate(DRIVER_ROUTES.login);
  }, [dispatch, logOut, navigate, refresh]);
}

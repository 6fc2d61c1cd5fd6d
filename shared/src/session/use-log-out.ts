import { useCallback } from 'react';
import { ROUTES } from '@dakiya/domain';
import { useNavigate } from '../routing/router';
import { useAppSelector } from '../hooks/store-hooks';
import { sessionSlice } from './session-slice';
import { useLogOutMutation } from './session-api';

/**
 * Log out: asks the server to end the session (so a copied token stops working) and goes to
 * /login at once, where arriving clears what the browser kept (docs/product.md). The request
 * carries the
 * refresh token it was given, so clearing the store does not stop it; an unreachable server
 * does not keep the customer signed in on this device.
 */
export function useLogOut(): () => void {
  const navigate = useNavigate();
  const refresh = useAppSelector((state) => sessionSlice.selectSlice(state).refresh);
  const [logOut] = useLogOutMutation();
  return useCallback(() => {
    if (refresh) void logOut({ refresh }).catch(() => undefined);
    navigate(ROUTES.login);
  }, [logOut, navigate, refresh]);
}

import { useCallback } from 'react';
import { ROUTES } from '@dakiya/domain';
import { useNavigate } from '../routing/router';
import { useAppSelector } from '../hooks/store-hooks';
import { sessionSlice } from './session-slice';
import { useLogOutMutation } from './session-api';

/**
 * Log out: the server ends the session first (so a copied token stops working), then /login,
 * where arriving clears what the browser kept (SPEC.md). An unreachable server does not keep the
 * customer signed in on this device.
 */
export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  const refresh = useAppSelector((state) => sessionSlice.selectSlice(state).refresh);
  const [logOut] = useLogOutMutation();
  return useCallback(async () => {
    if (refresh) await logOut({ refresh }).catch(() => undefined);
    navigate(ROUTES.login);
  }, [logOut, navigate, refresh]);
}

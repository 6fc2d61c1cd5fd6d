import type { ReactNode } from 'react';
import { Navigate, useAppSelector } from '@dakiya/shared';
import { DRIVER_ROUTES } from '@dakiya/domain';
import { selectDriverSignedIn } from '../driver-session-slice';

/** A screen that needs a signed-in driver: anyone else (or an ended session) goes to the login. */
export function RequireDriver({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectDriverSignedIn);
  return signedIn ? children : <Navigate to={DRIVER_ROUTES.login} replace />;
}

import type { ReactNode } from 'react';
import { ROUTES } from '@dakiya/domain';
import { Navigate } from '../routing/router';
import { useAppSelector } from '../hooks/store-hooks';
import { selectSignedIn } from './session-slice';

/** A page that needs a customer: a signed-out visitor (or an ended session) goes to /login. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectSignedIn);
  return signedIn ? children : <Navigate to={ROUTES.login} replace />;
}

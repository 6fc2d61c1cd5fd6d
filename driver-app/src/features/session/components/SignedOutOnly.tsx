import { useState, type ReactNode } from 'react';
import { Navigate, useAppSelector } from '@dakiya/shared';
import { DRIVER_ROUTES } from '@dakiya/domain';
import { selectDriverSignedIn } from '../driver-session-slice';

/**
 * The login and sign-up screens: a driver who was signed in when one opened goes to the requests.
 * Only then: signing in on the screen is followed by the screen's own next step (sign-up still
 * uploads the photo).
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectDriverSignedIn);
  const [signedInOnArrival] = useState(signedIn);
  return signedInOnArrival ? <Navigate to={DRIVER_ROUTES.requests} replace /> : children;
}

import { useCallback } from 'react';
import { useNavigate } from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';

/**
 * After a successful login, on to booking. The session slice has already taken the tokens,
 * name and user id from the login answer, and the persistence listener stored them.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  return useCallback(() => navigate(ROUTES.sendCourier), [navigate]);
}

import { useCallback } from 'react';
import { useNavigate, loggedIn, useAppDispatch, type LoginData } from '@dakiya/shared';

/** A successful login: tokens, name and user id stored, then on to booking. */
export function useCompleteLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (data: LoginData) => {
      dispatch(loggedIn(data));
      navigate('/send-courier');
    },
    [dispatch, navigate],
  );
}

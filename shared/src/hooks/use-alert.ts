import { useCallback } from 'react';
import { useAppDispatch } from './store-hooks';
import { alertShown } from '../alert/alert-slice';

/**
 * Raises the global toast from any app; the shell (or a standalone frame) shows it. It is for the
 * screen the customer is on, or for `screen`, the path a screen sends them to with it.
 */
export function useAlert() {
  const dispatch = useAppDispatch();
  return useCallback(
    (message: string, durationMs?: number, screen?: string) =>
      dispatch(alertShown(message, durationMs, screen)),
    [dispatch],
  );
}

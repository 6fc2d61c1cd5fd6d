import { useCallback } from 'react';
import { useAppDispatch } from './store-hooks';
import { alertShown } from '../alert/alert-slice';

/** Raises the global toast from any app; the shell (or a standalone frame) shows it. */
export function useAlert() {
  const dispatch = useAppDispatch();
  return useCallback(
    (message: string, durationMs?: number) => dispatch(alertShown(message, durationMs)),
    [dispatch],
  );
}

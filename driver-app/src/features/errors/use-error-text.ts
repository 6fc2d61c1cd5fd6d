import { useCallback } from 'react';
import { errorMessage, translateText, useLingui } from '@dakiya/shared';

type ApiError = Parameters<typeof errorMessage>[0];

/**
 * An API refusal as the driver reads it, in the active language: the API's error by its code,
 * else its message, else `fallback` (the network's own message when the API was unreachable).
 */
export function useErrorText(): (error: ApiError, fallback?: string) => string {
  const { i18n } = useLingui();
  return useCallback(
    (error, fallback) => translateText(i18n, errorMessage(error, fallback)),
    [i18n],
  );
}

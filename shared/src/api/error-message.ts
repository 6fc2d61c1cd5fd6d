import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { MESSAGES } from '@dakiya/domain';

/**
 * The human message inside an RTK Query error: the API's `message`, `msg` or `error` field, or a
 * network message when the server could not be reached.
 */
export function errorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback: string = MESSAGES.somethingWrong,
): string {
  if (!error) return fallback;
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR') return MESSAGES.apiUnreachable;
    const data = error.data as Record<string, unknown> | undefined;
    for (const key of ['message', 'msg', 'error'] as const) {
      const value = data?.[key];
      if (typeof value === 'string' && value) return value;
    }
    return fallback;
  }
  return error.message ?? fallback;
}

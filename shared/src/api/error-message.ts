import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/**
 * The human message inside an RTK Query error: the API's `message`, `msg` or `error` field, or a
 * network message when the server could not be reached.
 */
export function errorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback = 'Something went wrong',
): string {
  if (!error) return fallback;
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR')
      return 'Cannot reach Dakiya right now. Check your connection and try again.';
    const data = error.data as Record<string, unknown> | undefined;
    for (const key of ['message', 'msg', 'error'] as const) {
      const value = data?.[key];
      if (typeof value === 'string' && value) return value;
    }
    return fallback;
  }
  return error.message ?? fallback;
}

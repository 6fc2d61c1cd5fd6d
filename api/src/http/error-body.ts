import type { ErrorResponse } from '@dakiya/domain';

/** The error shape of `errorResponseSchema` (@dakiya/domain): one body for every caller. */
export function errorBody(message: string, fields?: Record<string, string[]>): ErrorResponse {
  return { message, msg: message, error: message, ...(fields ? { data: fields } : {}) };
}

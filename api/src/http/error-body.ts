import { apiErrorCode, type ErrorResponse } from '@dakiya/domain';

/**
 * The error shape of `errorResponseSchema` (@dakiya/domain): one body for every caller, its
 * stable `code` taken from the text (domain's apiErrorCode).
 */
export function errorBody(message: string, fields?: Record<string, string[]>): ErrorResponse {
  return {
    code: apiErrorCode(message, fields !== undefined),
    message,
    msg: message,
    error: message,
    ...(fields ? { data: fields } : {}),
  };
}

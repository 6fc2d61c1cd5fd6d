import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { i18n } from '@lingui/core';
import { MESSAGES } from '@dakiya/domain';
import { translateText } from '../i18n/message-texts';
import { runTimeApiText } from '../i18n/api-run-time-texts';
import { catalogueTextOfCode } from './api-error-text';

const data = (error: FetchBaseQueryError | SerializedError | undefined) =>
  error && 'status' in error ? (error.data as Record<string, unknown> | undefined) : undefined;

/** The API's stable code of an error answer (domain's ApiErrorCode), if it is one. */
export function errorCode(
  error: FetchBaseQueryError | SerializedError | undefined,
): string | undefined {
  const code = data(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The human message inside an RTK Query error, in the active language: the API's error by its
 * code (the catalogues' `api.<code>` texts), else its `message`, `msg` or `error` field, or a
 * network message when the server could not be reached.
 */
export function errorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback: string = MESSAGES.somethingWrong,
): string {
  return translateText(i18n, messageOf(error, fallback));
}

function messageOf(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback: string,
): string {
  if (!error) return fallback;
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR') return MESSAGES.apiUnreachable;
    const known = catalogueTextOfCode(i18n, errorCode(error));
    if (known !== undefined) return known;
    for (const key of ['message', 'msg', 'error'] as const) {
      const value = data(error)?.[key];
      if (typeof value === 'string' && value)
        return runTimeApiText(errorCode(error), value) ?? value;
    }
    return fallback;
  }
  return error.message ?? fallback;
}

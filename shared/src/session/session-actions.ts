import { createAction } from '@reduxjs/toolkit';

/**
 * Session events raised by the API base query. They live apart from the slice because the base
 * query is below the API slice that the session slice's matchers read (no import cycle).
 */
export const tokensRefreshed = createAction<{ access: string; refresh: string }>(
  'session/tokensRefreshed',
);

/** The refresh token was refused: the customer signs in again (a toast says so). */
export const sessionExpired = createAction('session/expired');

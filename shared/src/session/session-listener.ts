import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { isAnyOf } from '@reduxjs/toolkit';
import { sessionCleared, sessionSlice } from './session-slice';
import { sessionExpired } from './session-actions';
import { alertShown } from '../alert/alert-slice';
import { dakiyaApi } from '../api/api-slice';
import {
  ALERT_TIMEOUT_MS,
  DEVICE_LOCAL_KEYS,
  DRIVER_KEY_PREFIX,
  LOCAL_KEYS,
  ROUTES,
  SESSION_KEYS,
  SESSION_MESSAGES,
} from '@dakiya/domain';
import { persistInStorage } from '../storage/persistence';

const session = (state: unknown) => sessionSlice.selectSlice(state as never);

/** The session's storage keys (docs/product.md): tokens and name locally, userId per tab. */
export function persistSession(): void {
  persistInStorage(
    { storage: 'local', key: LOCAL_KEYS.access, select: (state) => session(state).access },
    { storage: 'local', key: LOCAL_KEYS.refresh, select: (state) => session(state).refresh },
    { storage: 'local', key: LOCAL_KEYS.name, select: (state) => session(state).name },
    { storage: 'session', key: SESSION_KEYS.userId, select: (state) => session(state).userId },
  );
}

/**
 * When the session ends nothing of the customer may stay: both storages are cleared
 * (docs/product.md, "Signing in and up"), and the
 * RTK Query cache (their user, quotations, offers, order) goes too. Slices of remotes reset
 * themselves on `sessionCleared`.
 */
export function listenToSessionEnd(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    matcher: isAnyOf(sessionCleared, sessionExpired),
    effect: (action, api) => {
      // The language and the canary place are the device's, and a driver's session on the same
      // phone is not the customer's data: they stay.
      for (const key of Object.keys(localStorage))
        if (!DEVICE_LOCAL_KEYS.includes(key) && !key.startsWith(DRIVER_KEY_PREFIX))
          localStorage.removeItem(key);
      sessionStorage.clear();
      api.dispatch(dakiyaApi.util.resetApiState());
      // The pages that need a customer send them to /login; this says why, there.
      if (sessionExpired.match(action))
        api.dispatch(alertShown(SESSION_MESSAGES.sessionEnded, ALERT_TIMEOUT_MS, ROUTES.login));
    },
  });
}

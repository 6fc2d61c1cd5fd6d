import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { loggedIn, sessionCleared } from './session-slice';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/storage-keys';

/** Keeps browser storage in step with the session: tokens and name locally, userId per tab. */
export function listenToSession(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    actionCreator: loggedIn,
    effect: ({ payload }) => {
      localStorage.setItem(LOCAL_KEYS.access, payload.access);
      localStorage.setItem(LOCAL_KEYS.refresh, payload.refresh);
      localStorage.setItem(
        LOCAL_KEYS.name,
        `${payload.user.first_name} ${payload.user.last_name}`.trim(),
      );
      sessionStorage.setItem(SESSION_KEYS.userId, String(payload.user.id));
    },
  });
  listener.startListening({
    actionCreator: sessionCleared,
    effect: () => {
      localStorage.clear();
      sessionStorage.clear();
    },
  });
}

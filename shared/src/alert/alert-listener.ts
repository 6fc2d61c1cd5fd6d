import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { alertShown, alertCleared } from './alert-slice';

/** The transient alert clears itself a fixed time after it last changed. */
export function listenToAlerts(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    actionCreator: alertShown,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      await api.delay(action.payload.durationMs);
      api.dispatch(alertCleared());
    },
  });
}

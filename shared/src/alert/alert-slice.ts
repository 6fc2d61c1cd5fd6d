import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ALERT_TIMEOUT_MS } from '@dakiya/domain';

export interface Alert {
  message: string;
  /** How long the toast stays (docs/product.md): 5 s, 3 s for a login error, 6 s for sign-up. */
  durationMs: number;
  /** Changes on every alert so the same text twice still restarts the timer. */
  seq: number;
  /**
   * The path of the screen the toast is for: the one it was raised on, or the one the customer
   * is being sent to with it (sign-up's welcome is for /login). It goes when they leave it.
   */
  screen: string;
}

export interface AlertState {
  current: Alert | null;
  seq: number;
}

export const alertSlice = createSlice({
  name: 'alert',
  initialState: { current: null, seq: 0 } as AlertState,
  reducers: {
    alertShown: {
      reducer(state, action: PayloadAction<Omit<Alert, 'seq'>>) {
        state.seq += 1;
        state.current = { ...action.payload, seq: state.seq };
      },
      prepare(
        message: string,
        durationMs: number = ALERT_TIMEOUT_MS,
        screen: string = window.location.pathname,
      ) {
        return { payload: { message, durationMs, screen } };
      },
    },
    alertCleared(state) {
      state.current = null;
    },
    /** The router shows the screen at `pathname`: a toast for another screen is not kept. */
    screenShown(state, action: PayloadAction<string>) {
      if (state.current?.screen !== action.payload) state.current = null;
    },
  },
  selectors: { selectAlert: (state) => state.current },
});

export const { alertShown, alertCleared, screenShown } = alertSlice.actions;
export const { selectAlert } = alertSlice.selectors;

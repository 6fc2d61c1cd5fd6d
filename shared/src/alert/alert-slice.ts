import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ALERT_TIMEOUT_MS } from '@dakiya/domain';

export interface Alert {
  message: string;
  /** How long the toast stays; SPEC.md: 5 s, 3 s for a login error, 6 s for sign-up errors. */
  durationMs: number;
  /** Changes on every alert so the same text twice still restarts the timer. */
  seq: number;
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
      reducer(state, action: PayloadAction<{ message: string; durationMs: number }>) {
        state.seq += 1;
        state.current = { ...action.payload, seq: state.seq };
      },
      prepare(message: string, durationMs: number = ALERT_TIMEOUT_MS) {
        return { payload: { message, durationMs } };
      },
    },
    alertCleared(state) {
      state.current = null;
    },
  },
  selectors: { selectAlert: (state) => state.current },
});

export const { alertShown, alertCleared } = alertSlice.actions;
export const { selectAlert } = alertSlice.selectors;

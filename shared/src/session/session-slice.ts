import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { LOCAL_KEYS, SESSION_KEYS } from '@dakiya/domain';
import { readSessionId } from '../storage/storage-keys';
import { sessionApi } from './session-api';
import { sessionExpired, tokensRefreshed } from './session-actions';
import { dakiyaApi } from '../api/api-slice';

export interface SessionState {
  access: string | null;
  refresh: string | null;
  name: string | null;
  userId: number | null;
}

const signedOut: SessionState = { access: null, refresh: null, name: null, userId: null };

/** A reload (or a new tab) starts from what storage kept. */
function storedSession(): SessionState {
  if (typeof window === 'undefined') return signedOut;
  return {
    access: localStorage.getItem(LOCAL_KEYS.access),
    refresh: localStorage.getItem(LOCAL_KEYS.refresh),
    name: localStorage.getItem(LOCAL_KEYS.name),
    userId: readSessionId(SESSION_KEYS.userId),
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: storedSession,
  reducers: {
    /** Logging out, and arriving at /login, forget the customer (docs/product.md). */
    sessionCleared: () => signedOut,
  },
  extraReducers: (builder) => {
    // A refresh rotates both tokens (the old refresh token no longer works).
    builder.addCase(tokensRefreshed, (state, { payload }) => {
      state.access = payload.access;
      state.refresh = payload.refresh;
    });
    builder.addCase(sessionExpired, () => signedOut);
    builder.addMatcher(
      isAnyOf(
        sessionApi.endpoints.loginWithEmail.matchFulfilled,
        sessionApi.endpoints.verifyLoginOtp.matchFulfilled,
      ),
      (_state, { payload }) => ({
        access: payload.access,
        refresh: payload.refresh,
        name: `${payload.user.first_name} ${payload.user.last_name}`.trim(),
        userId: payload.user.id,
      }),
    );
    // A tab opened after sign-in has the tokens (local storage) but no user id (session
    // storage is per tab): the signed-in user's /me/ answer supplies it.
    builder.addMatcher(dakiyaApi.endpoints.getMe.matchFulfilled, (state, { payload }) => {
      if (state.access !== null && state.userId === null) state.userId = payload.id;
    });
  },
  selectors: {
    selectAccessToken: (state) => state.access,
    selectUserId: (state) => state.userId,
    selectUserName: (state) => state.name,
    selectSignedIn: (state) => state.access !== null,
  },
});

export const { sessionCleared } = sessionSlice.actions;
export const { selectAccessToken, selectUserId, selectUserName, selectSignedIn } =
  sessionSlice.selectors;

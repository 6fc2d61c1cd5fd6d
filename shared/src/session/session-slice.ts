import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/storage-keys';
import type { LoginData } from '@dakiya/domain';

export interface SessionState {
  name: string | null;
  userId: number | null;
}

function readInitialSession(): SessionState {
  if (typeof window === 'undefined') return { name: null, userId: null };
  const storedId = Number(sessionStorage.getItem(SESSION_KEYS.userId));
  return {
    name: localStorage.getItem(LOCAL_KEYS.name),
    userId: Number.isInteger(storedId) && storedId > 0 ? storedId : null,
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: readInitialSession,
  reducers: {
    /** A successful login: the storage side is written by the session listener. */
    loggedIn(_state, action: PayloadAction<LoginData>) {
      const { user } = action.payload;
      return { name: `${user.first_name} ${user.last_name}`.trim(), userId: user.id };
    },
    /** Arriving at /login clears local and session storage and forgets the user. */
    sessionCleared() {
      return { name: null, userId: null };
    },
  },
  selectors: {
    selectUserId: (state) => state.userId,
    selectUserName: (state) => state.name,
  },
});

export const { loggedIn, sessionCleared } = sessionSlice.actions;
export const { selectUserId, selectUserName } = sessionSlice.selectors;

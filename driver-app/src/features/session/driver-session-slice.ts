import {
  createSlice,
  persistInStorage,
  rootReducer,
  REMOTE_INJECTION,
  type PayloadAction,
  type WithSlice,
} from '@dakiya/shared';
import { DRIVER_LOCAL_KEYS, type DriverSession } from '@dakiya/domain';

export interface DriverSessionState {
  access: string | null;
  refresh: string | null;
  name: string | null;
  /** Why the last session ended: the login screen says so when the server refused it. */
  ended: 'loggedOut' | 'expired' | null;
}

const signedOut: DriverSessionState = { access: null, refresh: null, name: null, ended: null };

/** A reload (or a new tab) starts from what storage kept. */
function storedSession(): DriverSessionState {
  if (typeof window === 'undefined') return signedOut;
  return {
    access: localStorage.getItem(DRIVER_LOCAL_KEYS.access),
    refresh: localStorage.getItem(DRIVER_LOCAL_KEYS.refresh),
    name: localStorage.getItem(DRIVER_LOCAL_KEYS.name),
    ended: null,
  };
}

/**
 * The driver's session, apart from the customer's (one phone may be signed in as both): its own
 * tokens under its own storage keys, which the customer's sign-out leaves alone.
 */
export const driverSessionSlice = createSlice({
  name: 'driverSession',
  initialState: storedSession,
  reducers: {
    driverSignedIn: (_state, { payload }: PayloadAction<DriverSession>) => ({
      access: payload.access,
      refresh: payload.refresh,
      name: payload.data.name,
      ended: null,
    }),
    /** A refresh rotates both tokens (the old refresh token no longer works). */
    driverTokensRefreshed: (
      state,
      { payload }: PayloadAction<{ access: string; refresh: string }>,
    ) => {
      state.access = payload.access;
      state.refresh = payload.refresh;
    },
    driverLoggedOut: () => ({ ...signedOut, ended: 'loggedOut' as const }),
    /** The server refused the refresh token: the driver signs in again. */
    driverSessionExpired: () => ({ ...signedOut, ended: 'expired' as const }),
  },
  selectors: {
    selectDriverSignedIn: (state) => state.access !== null,
    selectDriverName: (state) => state.name,
    selectDriverSessionEnded: (state) => state.ended,
  },
});

declare module '@dakiya/shared' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof driverSessionSlice> {}
}

/** Injected into the one shared store when driver-app loads. */
export const injectedDriverSession = driverSessionSlice.injectInto(rootReducer, REMOTE_INJECTION);
export const { selectDriverSignedIn, selectDriverName, selectDriverSessionEnded } =
  injectedDriverSession.selectors;
export const { driverSignedIn, driverTokensRefreshed, driverLoggedOut, driverSessionExpired } =
  driverSessionSlice.actions;

/** The driver's session from the whole state (for the base query and storage). */
export const driverTokens = (state: unknown): DriverSessionState =>
  (state as { driverSession?: DriverSessionState }).driverSession ?? signedOut;

persistInStorage(
  {
    storage: 'local',
    key: DRIVER_LOCAL_KEYS.access,
    select: (state) => driverTokens(state).access,
  },
  {
    storage: 'local',
    key: DRIVER_LOCAL_KEYS.refresh,
    select: (state) => driverTokens(state).refresh,
  },
  { storage: 'local', key: DRIVER_LOCAL_KEYS.name, select: (state) => driverTokens(state).name },
);

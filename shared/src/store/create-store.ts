import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { dakiyaApi } from '../api/api-slice';
import { sessionSlice } from '../session/session-slice';
import { alertSlice } from '../alert/alert-slice';
import { listenToSessionEnd, persistSession } from '../session/session-listener';
import { listenToPersistence } from '../storage/persistence';
import { listenToAlerts } from '../alert/alert-listener';

/**
 * Slices remotes add at run time. A remote declares its slice here by module augmentation
 *   declare module '@dakiya/shared' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }
 * and injects it with `slice.injectInto(rootReducer)`: the shell never knows a remote's state.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  dakiyaApi,
  sessionSlice,
  alertSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** One store per page: the shell makes it for the composed app, a remote for its standalone run. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  persistSession();
  listenToPersistence(listener);
  listenToSessionEnd(listener);
  listenToAlerts(listener);
  const store = configureStore({
    reducer: rootReducer as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault().prepend(listener.middleware).concat(dakiyaApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

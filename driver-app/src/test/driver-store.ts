import { DRIVER_LOCAL_KEYS } from '@dakiya/domain';
import { createAppStore } from '@dakiya/shared';
import { aDriverSession } from './fixtures';
// The driver's slice is injected into the store when its module loads, as when the app loads.
import '../features/session/driver-session-slice';

/**
 * A store for a driver who signed in earlier: their session is in browser storage, as a real
 * login leaves it, and the store reads it back as it does after a reload.
 */
export function signedInDriverStore(session = aDriverSession()) {
  localStorage.setItem(DRIVER_LOCAL_KEYS.access, session.access);
  localStorage.setItem(DRIVER_LOCAL_KEYS.refresh, session.refresh);
  localStorage.setItem(DRIVER_LOCAL_KEYS.name, session.data.name);
  return createAppStore();
}

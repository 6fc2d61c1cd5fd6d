import { Loader } from '@googlemaps/js-api-loader';

let loading: Promise<typeof google> | null = null;
let authFailed = false;
const authListeners = new Set<() => void>();

/**
 * Loads the Maps JavaScript API (with places) once, the first time the map or a maps call
 * needs it: never at start-up. A bad key calls window.gm_authFailure, which we turn into
 * the AuthFailure message.
 */
export function loadGoogle(apiKey: string): Promise<typeof google> {
  if (!loading) {
    (window as unknown as { gm_authFailure: () => void }).gm_authFailure = () => {
      authFailed = true;
      authListeners.forEach((notify) => notify());
    };
    loading = new Loader({
      apiKey,
      libraries: ['places', 'geometry', 'marker'],
      region: 'IN',
    }).load();
  }
  return loading;
}

export function onGoogleAuthFailure(notify: () => void): () => void {
  authListeners.add(notify);
  if (authFailed) notify();
  return () => authListeners.delete(notify);
}

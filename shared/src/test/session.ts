import type { LoginData } from '@dakiya/domain';
import { LOCAL_KEYS, SESSION_KEYS } from '@dakiya/domain';
import { createAppStore } from '../store/create-store';

export const TEST_LOGIN: LoginData = {
  access: 'access-token',
  refresh: 'refresh-token',
  user: { id: 7, first_name: 'Asha', last_name: 'Rao' },
};

/**
 * A store for a customer who signed in earlier: their session is in browser storage, as a real
 * login leaves it, and the store reads it back as it does after a reload.
 */
export function signedInStore(login: LoginData = TEST_LOGIN) {
  localStorage.setItem(LOCAL_KEYS.access, login.access);
  localStorage.setItem(LOCAL_KEYS.refresh, login.refresh);
  localStorage.setItem(LOCAL_KEYS.name, `${login.user.first_name} ${login.user.last_name}`);
  sessionStorage.setItem(SESSION_KEYS.userId, String(login.user.id));
  return createAppStore();
}

/** Browser storage keys of SPEC.md section 3. */
export const LOCAL_KEYS = { access: 'access', refresh: 'refresh', name: 'name' } as const;
export const SESSION_KEYS = {
  userId: 'userId',
  order: 'order',
  quotId: 'quotId',
  pickup: 'pickup',
  drop: 'drop',
} as const;

export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** Reads a JSON value from session storage; a missing or corrupt value reads as null. */
export function readSessionJson<T>(key: SessionKey): T | null {
  const raw = sessionStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Reads a positive whole number (an id) from session storage, or null. */
export function readSessionId(key: SessionKey): number | null {
  const value = Number(sessionStorage.getItem(key));
  return Number.isInteger(value) && value > 0 ? value : null;
}

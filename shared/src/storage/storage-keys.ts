/** Browser storage keys of SPEC.md section 3. */
export const LOCAL_KEYS = { access: 'access', refresh: 'refresh', name: 'name' } as const;
export const SESSION_KEYS = {
  userId: 'userId',
  order: 'order',
  quotId: 'quotId',
  pickup: 'pickup',
  drop: 'drop',
} as const;

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

export function writeSessionJson(key: SessionKey, value: unknown): void {
  if (value === null || value === undefined) sessionStorage.removeItem(key);
  else sessionStorage.setItem(key, JSON.stringify(value));
}

export function readAccessToken(): string | null {
  return localStorage.getItem(LOCAL_KEYS.access);
}

import type { SessionKey } from '@dakiya/domain';

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

/** Forgets a session value that was found stale on loading (the persistence writes only changes). */
export function removeSessionKey(key: SessionKey): void {
  sessionStorage.removeItem(key);
}

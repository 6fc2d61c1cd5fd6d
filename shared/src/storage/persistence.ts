import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { LocalKey, SessionKey } from '@dakiya/domain';

/**
 * One value of the store kept in browser storage under a key of docs/product.md ("Storage
 * keys"). `select`
 * reads it from the whole state; null removes the key. Text values are stored as they are
 * (tokens, name, ids), objects as JSON.
 */
export type PersistedValue =
  | { storage: 'local'; key: LocalKey; select: (state: unknown) => string | null }
  | {
      storage: 'session';
      key: SessionKey;
      select: (state: unknown) => string | number | object | null;
    };

const persisted: PersistedValue[] = [];

/**
 * Declares values to keep in storage. The session slice declares its own; a remote declares
 * those of the slice it injects, so this one listener writes every key and no reducer touches
 * storage.
 */
export function persistInStorage(...values: PersistedValue[]): void {
  for (const value of values)
    if (!persisted.some((known) => known.key === value.key)) persisted.push(value);
}

function write({ storage, key }: PersistedValue, value: unknown): void {
  const area = storage === 'local' ? localStorage : sessionStorage;
  if (value === null || value === undefined) area.removeItem(key);
  else area.setItem(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** Writes each declared value to storage whenever an action changes it. */
export function listenToPersistence(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    predicate: (_action, current, previous) => current !== previous,
    effect: (_action, api) => {
      const current = api.getState();
      const previous = api.getOriginalState();
      for (const value of persisted) {
        const next = value.select(current);
        if (next !== value.select(previous)) write(value, next);
      }
    },
  });
}

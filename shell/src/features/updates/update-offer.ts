import { useSyncExternalStore } from 'react';

/** Takes the update: the new service worker takes over and the page reloads into the new version. */
export type ApplyUpdate = () => void;

let offer: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** Offers an update to the customer (the service worker has a new version waiting). */
export function offerUpdate(apply: ApplyUpdate | null): void {
  offer = apply;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The update on offer, or null. */
export function useUpdateOffer(): ApplyUpdate | null {
  return useSyncExternalStore(subscribe, () => offer);
}

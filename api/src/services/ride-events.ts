import { ClusterBus } from '../shared-state/cluster-bus.js';
import type { OrderView } from './ride-views.js';

const ORDER = (rideId: number) => `order:${rideId}`;
const OFFERS = 'offers';

/**
 * A ride's changes, told to every API process (shared-state/cluster-bus.ts: Redis pub/sub in a
 * cluster): an order's new state, for its server-sent event streams, with the order as the
 * writer already has it (following an order costs the follower no database reads); and "this
 * ride's offers changed", on which each process drops its cached offer list.
 */
export class RideEvents {
  constructor(readonly bus: ClusterBus = new ClusterBus()) {}

  /** An order's new state, to its followers in every process (the others a moment later). */
  publish(order: OrderView): void {
    void this.bus.publish(ORDER(order.id), order);
  }

  /**
   * The ride's offers changed: every process drops its cached list. Resolves once Redis has the
   * message, before the change is acknowledged to the client, so the client's next poll, to any
   * process, finds the new list.
   */
  offersChanged(rideId: number): Promise<void> {
    return this.bus.publish(OFFERS, rideId);
  }

  /** Calls `listener` with every change of ride `rideId`; returns the unsubscribe. */
  subscribe(rideId: number, listener: (order: OrderView) => void): () => void {
    return this.bus.on(ORDER(rideId), listener);
  }

  onOffersChanged(listener: (rideId: number) => void): () => void {
    return this.bus.on(OFFERS, listener);
  }

  /** After events may have been missed (Redis was away): drop caches. */
  onResync(listener: () => void): () => void {
    return this.bus.onResync(listener);
  }

  followers(rideId: number): number {
    return this.bus.listeners(ORDER(rideId));
  }
}

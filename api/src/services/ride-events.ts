import { EventEmitter } from 'node:events';
import type { OrderView } from './ride-views.js';

/**
 * Tells an order's followers (its server-sent event streams) about each change, with the order
 * as the writer already has it, so following an order costs the follower no database reads.
 * In one process; several API processes would relay these through PostgreSQL LISTEN/NOTIFY.
 */
export class RideEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(order: OrderView): void {
    this.emitter.emit(String(order.id), order);
  }

  /** Calls `listener` with every change of ride `rideId`; returns the unsubscribe. */
  subscribe(rideId: number, listener: (order: OrderView) => void): () => void {
    const key = String(rideId);
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }

  followers(rideId: number): number {
    return this.emitter.listenerCount(String(rideId));
  }
}

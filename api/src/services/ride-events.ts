import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { OrderView } from './ride-views.js';

/** The Redis channel every API process publishes ride events on and listens to. */
export const RIDE_EVENTS_CHANNEL = 'dakiya:ride-events';

type RideEvent = { kind: 'order'; order: OrderView } | { kind: 'offers'; rideId: number };

/**
 * A ride's changes, told to every API process: an order's new state (for its server-sent event
 * streams, with the order as the writer already has it, so following an order costs the
 * follower no database reads), and "this ride's offers changed" (each process drops its cached
 * offer list). Delivered in this process at once, and through Redis pub/sub to the others when
 * a Redis is given.
 *
 * Why Redis pub/sub rather than PostgreSQL LISTEN/NOTIFY: the cluster has Redis anyway (rate
 * limits, positions), and these events are as frequent as drivers' positions: NOTIFY would put
 * each through the database's one notification queue, which serialises committing transactions
 * that notify, and hold a connection per process listening. An event lost while Redis is away
 * is made good by `onResync`: every process drops what it cached when its subscription comes
 * back.
 */
export class RideEvents {
  private readonly emitter = new EventEmitter();
  private readonly offersListeners = new Set<(rideId: number) => void>();
  private readonly resyncListeners = new Set<() => void>();
  private subscriber: Redis | null = null;
  /** Tells this process's messages from the others' when Redis echoes them back. */
  private readonly origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;

  private redis: Redis | null = null;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** Relays events to and from the other API processes through `redis` from now on. */
  async connect(redis: Redis): Promise<void> {
    if (this.subscriber) return;
    this.redis = redis;
    const subscriber = redis.duplicate({ connectionName: 'dakiya-ride-events' });
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => this.receive(message));
    // Events published while this process was cut off are gone: drop everything cached.
    let subscribedOnce = false;
    subscriber.on('ready', () => {
      if (subscribedOnce) for (const listener of this.resyncListeners) listener();
      subscribedOnce = true;
    });
    subscriber.on('error', () => {
      /* ioredis reconnects and resubscribes by itself; 'ready' then resyncs */
    });
    await subscriber.subscribe(RIDE_EVENTS_CHANNEL);
  }

  async close(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
  }

  /** An order's new state, to its followers in every process (the others a moment later). */
  publish(order: OrderView): void {
    this.deliver({ kind: 'order', order });
    void this.send({ kind: 'order', order });
  }

  /**
   * The ride's offers changed: every process drops its cached list. Resolves once Redis has
   * taken the message, before the change is acknowledged to the client, so a poll the client
   * sends next to any process finds the new list.
   */
  async offersChanged(rideId: number): Promise<void> {
    this.deliver({ kind: 'offers', rideId });
    await this.send({ kind: 'offers', rideId });
  }

  /** Calls `listener` with every change of ride `rideId`; returns the unsubscribe. */
  subscribe(rideId: number, listener: (order: OrderView) => void): () => void {
    const key = String(rideId);
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }

  onOffersChanged(listener: (rideId: number) => void): () => void {
    this.offersListeners.add(listener);
    return () => this.offersListeners.delete(listener);
  }

  /** After events may have been missed (the subscription came back): drop caches. */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  followers(rideId: number): number {
    return this.emitter.listenerCount(String(rideId));
  }

  private deliver(event: RideEvent): void {
    if (event.kind === 'order') this.emitter.emit(String(event.order.id), event.order);
    else for (const listener of this.offersListeners) listener(event.rideId);
  }

  private async send(event: RideEvent): Promise<void> {
    if (!this.redis) return;
    try {
      await this.redis.publish(
        RIDE_EVENTS_CHANNEL,
        JSON.stringify({ ...event, origin: this.origin }),
      );
    } catch {
      // Redis is away: the change is in the database; other processes resync when it is back.
    }
  }

  private receive(message: string): void {
    let event: RideEvent & { origin?: string };
    try {
      event = JSON.parse(message);
    } catch {
      return;
    }
    if (event.origin === this.origin) return;
    this.deliver(event);
  }
}

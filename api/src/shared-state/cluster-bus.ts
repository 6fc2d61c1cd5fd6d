import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** The Redis channel every API process publishes on and listens to. */
export const CLUSTER_CHANNEL = 'dakiya:events';

/**
 * Messages to every API process: delivered in this one at once and, once `connect`ed to a
 * Redis, through its pub/sub to the others (each message by topic, JSON). Without Redis (one
 * process) it is an in-process emitter.
 * Redis rather than LISTEN/NOTIFY: docs/operations.md, "Redis". A message lost while Redis is
 * away is made good by `onResync`: listeners reload or drop what they kept.
 */
export class ClusterBus {
  private readonly emitter = new EventEmitter();
  private readonly resyncListeners = new Set<() => void>();
  private redis: Redis | null = null;
  private subscriber: Redis | null = null;
  /** Tells this process's messages from the others' when Redis echoes them back. */
  private readonly origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** Relays messages to and from the other API processes through `redis` from now on. */
  async connect(redis: Redis): Promise<void> {
    if (this.subscriber) return;
    this.redis = redis;
    const subscriber = redis.duplicate({ connectionName: 'dakiya-events' });
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => this.receive(message));
    let subscribedOnce = false;
    subscriber.on('ready', () => {
      if (subscribedOnce) for (const listener of this.resyncListeners) listener();
      subscribedOnce = true;
    });
    subscriber.on('error', () => {
      /* ioredis reconnects and resubscribes by itself; 'ready' then resyncs */
    });
    await subscriber.subscribe(CLUSTER_CHANNEL);
  }

  async close(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = null;
    this.redis = null;
    if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
  }

  /**
   * Delivers `payload` to the `topic` listeners of every process. Resolves once Redis has taken
   * it (so a caller that awaits it, before acknowledging a change, knows the others will hear
   * of it before any later request of the client); never rejects (Redis away: see onResync).
   */
  async publish(topic: string, payload: unknown): Promise<void> {
    this.emitter.emit(topic, payload);
    if (!this.redis) return;
    try {
      await this.redis.publish(
        CLUSTER_CHANNEL,
        JSON.stringify({ topic, payload, origin: this.origin }),
      );
    } catch {
      // The change is in the database; the other processes resync when Redis is back.
    }
  }

  /** Calls `listener` with every message on `topic`; returns the unsubscribe. */
  on<Payload>(topic: string, listener: (payload: Payload) => void): () => void {
    this.emitter.on(topic, listener);
    return () => this.emitter.off(topic, listener);
  }

  listeners(topic: string): number {
    return this.emitter.listenerCount(topic);
  }

  /** After messages may have been missed (the subscription came back). */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  private receive(message: string): void {
    let parsed: { topic?: string; payload?: unknown; origin?: string };
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (parsed.origin === this.origin || typeof parsed.topic !== 'string') return;
    this.emitter.emit(parsed.topic, parsed.payload);
  }
}

import type { Redis } from 'ioredis';

export interface StreamOwner {
  customerId: number;
  rideId: number;
}

/** 'ok', or which cap is reached. */
export type SlotAnswer = 'ok' | 'customer-full' | 'ride-full';

export interface StreamCaps {
  perCustomer: number;
  perRide: number;
}

/**
 * The order streams open at once, per customer and per ride: a stream takes a slot when it opens
 * and gives it back when it closes. In a cluster the slots are leases in Redis that each stream
 * renews while open, so a process that dies without a goodbye frees its slots within a lease.
 */
export interface StreamSlots {
  acquire(owner: StreamOwner, streamId: string): Promise<SlotAnswer>;
  renew(owner: StreamOwner, streamId: string): Promise<void>;
  release(owner: StreamOwner, streamId: string): Promise<void>;
}

/** How long a stream's slot holds without a renewal, and how often an open stream renews. */
export const SLOT_LEASE_MS = 25_000;
export const SLOT_RENEW_MS = 10_000;

/** One process's slots (one API process, or the fallback while Redis is away). */
export class MemoryStreamSlots implements StreamSlots {
  private readonly byCustomer = new Map<number, Set<string>>();
  private readonly byRide = new Map<number, Set<string>>();

  constructor(private readonly caps: StreamCaps) {}

  async acquire(owner: StreamOwner, streamId: string): Promise<SlotAnswer> {
    const customer = this.byCustomer.get(owner.customerId) ?? new Set<string>();
    const ride = this.byRide.get(owner.rideId) ?? new Set<string>();
    if (customer.size >= this.caps.perCustomer) return 'customer-full';
    if (ride.size >= this.caps.perRide) return 'ride-full';
    this.byCustomer.set(owner.customerId, customer.add(streamId));
    this.byRide.set(owner.rideId, ride.add(streamId));
    return 'ok';
  }

  async renew(): Promise<void> {}

  async release(owner: StreamOwner, streamId: string): Promise<void> {
    for (const [map, key] of [
      [this.byCustomer, owner.customerId],
      [this.byRide, owner.rideId],
    ] as const) {
      const set = map.get(key);
      set?.delete(streamId);
      if (set?.size === 0) map.delete(key);
    }
  }
}

const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 1 end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return 2 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
return 0`;

const customerKey = (id: number) => `dakiya:streams:customer:${id}`;
const rideKey = (id: number) => `dakiya:streams:ride:${id}`;

/**
 * Slots over every process, as leases in two sorted sets (member: the stream, score: when its
 * lease ends) checked and taken in one script. While Redis is away each process caps its own.
 */
export class RedisStreamSlots implements StreamSlots {
  private readonly fallback: MemoryStreamSlots;

  constructor(
    private readonly redis: Redis,
    private readonly caps: StreamCaps,
  ) {
    this.fallback = new MemoryStreamSlots(caps);
  }

  async acquire(owner: StreamOwner, streamId: string): Promise<SlotAnswer> {
    const local = await this.fallback.acquire(owner, streamId);
    if (local !== 'ok') return local;
    const now = Date.now();
    try {
      const answer = await this.redis.eval(
        ACQUIRE,
        2,
        customerKey(owner.customerId),
        rideKey(owner.rideId),
        now,
        now + SLOT_LEASE_MS,
        streamId,
        this.caps.perCustomer,
        this.caps.perRide,
        SLOT_LEASE_MS,
      );
      if (answer === 0) return 'ok';
      await this.fallback.release(owner, streamId);
      return answer === 1 ? 'customer-full' : 'ride-full';
    } catch {
      return 'ok'; // Redis away: this process's own cap holds
    }
  }

  async renew(owner: StreamOwner, streamId: string): Promise<void> {
    const until = Date.now() + SLOT_LEASE_MS;
    await this.redis
      .multi()
      .zadd(customerKey(owner.customerId), until, streamId)
      .zadd(rideKey(owner.rideId), until, streamId)
      .pexpire(customerKey(owner.customerId), SLOT_LEASE_MS)
      .pexpire(rideKey(owner.rideId), SLOT_LEASE_MS)
      .exec()
      .catch(() => undefined);
  }

  async release(owner: StreamOwner, streamId: string): Promise<void> {
    await this.fallback.release(owner, streamId);
    await this.redis
      .multi()
      .zrem(customerKey(owner.customerId), streamId)
      .zrem(rideKey(owner.rideId), streamId)
      .exec()
      .catch(() => undefined);
  }
}

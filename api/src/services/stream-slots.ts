import type { Redis } from 'ioredis';

/**
 * One cap a stream counts against: whose streams (`key`, e.g. `customer:12`, `ride:40`,
 * `driver:7`) and how many of them may be open at once.
 */
export interface SlotLimit {
  key: string;
  cap: number;
}

/** 'ok', or the key of the limit that is reached. */
export type SlotAnswer = 'ok' | { full: string };

/**
 * The event streams open at once per owner (a customer, a ride, a driver): a stream takes a slot
 * under each of its limits when it opens and gives them back when it closes. In a cluster the
 * slots are leases in Redis that each stream renews while open, so a process that dies without a
 * goodbye frees its slots within a lease.
 */
export interface StreamSlots {
  acquire(limits: readonly SlotLimit[], streamId: string): Promise<SlotAnswer>;
  renew(limits: readonly SlotLimit[], streamId: string): Promise<void>;
  release(limits: readonly SlotLimit[], streamId: string): Promise<void>;
}

/** How long a stream's slot holds without a renewal, and how often an open stream renews. */
export const SLOT_LEASE_MS = 25_000;
export const SLOT_RENEW_MS = 10_000;

/** One process's slots (one API process, or the fallback while Redis is away). */
export class MemoryStreamSlots implements StreamSlots {
  private readonly byKey = new Map<string, Set<string>>();

  async acquire(limits: readonly SlotLimit[], streamId: string): Promise<SlotAnswer> {
    const full = limits.find(({ key, cap }) => (this.byKey.get(key)?.size ?? 0) >= cap);
    if (full) return { full: full.key };
    for (const { key } of limits)
      this.byKey.set(key, (this.byKey.get(key) ?? new Set()).add(streamId));
    return 'ok';
  }

  async renew(): Promise<void> {}

  async release(limits: readonly SlotLimit[], streamId: string): Promise<void> {
    for (const { key } of limits) {
      const set = this.byKey.get(key);
      set?.delete(streamId);
      if (set?.size === 0) this.byKey.delete(key);
    }
  }
}

/**
 * KEYS: the limits' sorted sets. ARGV: now, lease end, stream id, lease length, then each key's
 * cap. Answers 0, or the 1-based index of the first full key.
 */
const ACQUIRE = `
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[1])
  if redis.call('ZCARD', key) >= tonumber(ARGV[4 + i]) then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[2], ARGV[3])
  redis.call('PEXPIRE', key, ARGV[4])
end
return 0`;

/** `dakiya:streams:customer:12`: the Redis key of one limit's open streams. */
const redisKey = (key: string) => `dakiya:streams:${key}`;

/**
 * Slots over every process, as leases in one sorted set per limit (member: the stream, score:
 * when its lease ends) checked and taken in one script. While Redis is away each process caps
 * its own.
 */
export class RedisStreamSlots implements StreamSlots {
  private readonly fallback = new MemoryStreamSlots();

  constructor(private readonly redis: Redis) {}

  async acquire(limits: readonly SlotLimit[], streamId: string): Promise<SlotAnswer> {
    const local = await this.fallback.acquire(limits, streamId);
    if (local !== 'ok') return local;
    const now = Date.now();
    try {
      const answer = Number(
        await this.redis.eval(
          ACQUIRE,
          limits.length,
          ...limits.map(({ key }) => redisKey(key)),
          now,
          now + SLOT_LEASE_MS,
          streamId,
          SLOT_LEASE_MS,
          ...limits.map(({ cap }) => cap),
        ),
      );
      if (answer === 0) return 'ok';
      await this.fallback.release(limits, streamId);
      return { full: limits[answer - 1]!.key };
    } catch {
      return 'ok'; // Redis away: this process's own cap holds
    }
  }

  async renew(limits: readonly SlotLimit[], streamId: string): Promise<void> {
    const until = Date.now() + SLOT_LEASE_MS;
    const batch = this.redis.multi();
    for (const { key } of limits)
      batch.zadd(redisKey(key), until, streamId).pexpire(redisKey(key), SLOT_LEASE_MS);
    await batch.exec().catch(() => undefined);
  }

  async release(limits: readonly SlotLimit[], streamId: string): Promise<void> {
    await this.fallback.release(limits, streamId);
    const batch = this.redis.multi();
    for (const { key } of limits) batch.zrem(redisKey(key), streamId);
    await batch.exec().catch(() => undefined);
  }
}

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rateBuckets } from '../db/schema.js';

export interface BucketRule {
  /** Tokens a full bucket holds (the burst). */
  burst: number;
  /** Tokens added back per hour. */
  perHour: number;
}

/**
 * Token buckets in the database, so every API process and every client address draws on the
 * same one per key. Taking a token is one INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING: the
 * row lock makes concurrent takers queue, and the refill is computed from the row being updated.
 */
export class RateBuckets {
  constructor(private readonly db: Db) {}

  /** The bucket's tokens now, refilled by the time since it was last taken from. */
  private refilled(rule: BucketRule) {
    const perSecond = rule.perHour / 3600;
    return sql`least(${rule.burst}::float8, ${rateBuckets.tokens} + extract(epoch from (now() - ${rateBuckets.updatedAt})) * ${perSecond}::float8)`;
  }

  /** Takes one token; answers the whole tokens left after it, or null when there was none. */
  async takeCounting(key: string, rule: BucketRule): Promise<number | null> {
    const refilled = this.refilled(rule);
    const [taken] = await this.db
      .insert(rateBuckets)
      .values({ key, tokens: rule.burst - 1, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: rateBuckets.key,
        set: { tokens: sql`${refilled} - 1`, updatedAt: sql`now()` },
        setWhere: sql`${refilled} >= 1`,
      })
      .returning({ tokens: rateBuckets.tokens });
    return taken ? Math.floor(taken.tokens) : null;
  }

  /** Takes one token; answers null when taken, or when the next token will be there. */
  async take(key: string, rule: BucketRule): Promise<Date | null> {
    if ((await this.takeCounting(key, rule)) !== null) return null;
    const perSecond = rule.perHour / 3600;
    // A bucket that never refills (perHour 0) is empty for good.
    if (perSecond === 0) return new Date(8.64e15);
    const refilled = this.refilled(rule);
    const [row] = await this.db
      .select({ tokens: sql<number>`${refilled}`.mapWith(Number) })
      .from(rateBuckets)
      .where(eq(rateBuckets.key, key));
    const missing = Math.max(0, 1 - (row?.tokens ?? 0));
    return new Date(Date.now() + Math.ceil((missing / perSecond) * 1000));
  }

  /** Gives back a token taken for something that turned out not to count (a right code). */
  async giveBack(key: string, rule: BucketRule): Promise<void> {
    await this.db
      .update(rateBuckets)
      .set({ tokens: sql`least(${rule.burst}::float8, ${rateBuckets.tokens} + 1)` })
      .where(eq(rateBuckets.key, key));
  }
}

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { inTransaction } from '../src/db/prepared-in-transaction.js';
import { rateBuckets } from '../src/db/schema.js';
import { DB_KIND, freshDatabase } from './support/test-api.js';

describe(`a statement prepared once, run in transactions (${DB_KIND})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  before(async () => ({ database, drop } = await freshDatabase()));
  after(async () => {
    await database.close();
    await drop();
  });

  it('runs on the transaction: it sees the transaction’s own writes, and a rollback takes back its own', async () => {
    const { db } = database;
    const bucket = db
      .select()
      .from(rateBuckets)
      .where(eq(rateBuckets.key, sql.placeholder('key')))
      .prepare('test_bucket_by_key');
    const fill = db
      .insert(rateBuckets)
      .values({ key: sql.placeholder('key'), tokens: 3, updatedAt: new Date() })
      .returning({ key: rateBuckets.key })
      .prepare('test_bucket_fill');
    const rolledBack = new Error('rolled back on purpose');
    for (const round of [1, 2, 3]) {
      const key = `round-${round}`;
      await assert.rejects(
        db.transaction(async (tx) => {
          await tx.insert(rateBuckets).values({ key, tokens: 2, updatedAt: new Date() });
          // The transaction's uncommitted row: on PostgreSQL only its own connection sees it.
          const [own] = await inTransaction(bucket, tx).execute({ key });
          assert.equal(own?.tokens, 2);
          assert.deepEqual(await inTransaction(fill, tx).execute({ key: `${key}-filled` }), [
            { key: `${key}-filled` },
          ]);
          throw rolledBack;
        }),
        rolledBack,
      );
      // Outside, after the rollback: both rows went with the transaction.
      assert.deepEqual(await bucket.execute({ key }), []);
      assert.deepEqual(await bucket.execute({ key: `${key}-filled` }), []);
    }
  });

  it('holds a row lock until the commit: a second transaction’s lock waits for the first', async () => {
    const { db } = database;
    await db.insert(rateBuckets).values({ key: 'locked', tokens: 0, updatedAt: new Date() });
    const locked = db
      .select({ tokens: rateBuckets.tokens })
      .from(rateBuckets)
      .where(eq(rateBuckets.key, 'locked'))
      .for('update')
      .prepare('test_bucket_locked');
    const order: string[] = [];
    let released!: () => void;
    const holding = new Promise<void>((resolve) => (released = resolve));
    let first!: () => void;
    const firstHolds = new Promise<void>((resolve) => (first = resolve));
    const a = db.transaction(async (tx) => {
      await inTransaction(locked, tx).execute();
      order.push('a locked');
      first();
      await holding;
      await tx.update(rateBuckets).set({ tokens: 1 }).where(eq(rateBuckets.key, 'locked'));
      order.push('a commits');
    });
    await firstHolds;
    const b = db.transaction(async (tx) => {
      const [row] = await inTransaction(locked, tx).execute();
      order.push(`b locked, read ${row?.tokens}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    released();
    await Promise.all([a, b]);
    assert.deepEqual(order, ['a locked', 'a commits', 'b locked, read 1']);
  });
});

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import { DB_KIND, TEST_DATABASE_URL } from './support/test-api.js';

/** A new empty database on the test server; answers its URL and how to drop it. */
async function emptyDatabase(adminUrl: string) {
  const name = `dakiya_db_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The rows of a raw query (the shared Db type leaves its result untyped). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

describe(`opening the database (${DB_KIND})`, { skip: DB_KIND !== 'postgres' }, () => {
  const adminUrl = TEST_DATABASE_URL!;

  it('four processes opening an empty database together migrate it once, without an error', async () => {
    const empty = await emptyDatabase(adminUrl);
    try {
      const opened = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: empty.url, dataDir: null })),
      );
      const [row] = rowsOf<{ n: number }>(
        await opened[0]!.db.execute(
          sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
        ),
      );
      assert.ok(row!.n > 0);
      const [distinct] = rowsOf<{ n: number }>(
        await opened[1]!.db.execute(
          sql`SELECT count(DISTINCT hash)::int AS n FROM drizzle.__drizzle_migrations`,
        ),
      );
      assert.equal(distinct!.n, row!.n, 'no migration recorded twice');
      await Promise.all(opened.map((database) => database.close()));
    } finally {
      await empty.drop();
    }
  });

  it('a connection the server ends in the middle of a transaction fails that transaction, not the process', async () => {
    const empty = await emptyDatabase(adminUrl);
    const database = await openDatabase({ databaseUrl: empty.url, dataDir: null, poolSize: 2 });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      let backend = 0;
      let resume = () => {};
      const paused = new Promise<void>((resolve) => (resume = resolve));
      const transaction = database.db.transaction(async (tx) => {
        const [row] = rowsOf<{ pid: number }>(
          await tx.execute(sql`SELECT pg_backend_pid() AS pid`),
        );
        backend = row!.pid;
        await paused; // checked out, between two statements
        await tx.execute(sql`SELECT 1`);
      });
      while (!backend) await new Promise((resolve) => setTimeout(resolve, 10));
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [backend]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 300)); // the connection's error arrives
      resume();
      await assert.rejects(transaction);
      assert.deepEqual(uncaught, []);
      const [row] = rowsOf<{ one: number }>(await database.db.execute(sql`SELECT 1 AS one`));
      assert.equal(row!.one, 1, 'the pool answers on a new connection');
    } finally {
      process.off('uncaughtException', onUncaught);
      await database.close();
      await empty.drop();
    }
  });

  it('cancels a statement past DB_STATEMENT_TIMEOUT_MS and keeps the pool to DB_POOL_SIZE', async () => {
    const empty = await emptyDatabase(adminUrl);
    const database = await openDatabase({
      databaseUrl: empty.url,
      dataDir: null,
      poolSize: 2,
      statementTimeoutMs: 300,
    });
    try {
      const [shown] = rowsOf<{ statement_timeout: string }>(
        await database.db.execute(sql`SHOW statement_timeout`),
      );
      assert.equal(shown!.statement_timeout, '300ms');
      await assert.rejects(database.db.execute(sql`SELECT pg_sleep(2)`), (error: Error) => {
        const code = (error as { code?: string; cause?: { code?: string } }).cause?.code;
        assert.equal(code ?? (error as { code?: string }).code, '57014'); // query_canceled
        return true;
      });
      const seen = new Set<number>();
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          const [row] = rowsOf<{ pid: number }>(
            await database.db.execute(sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`),
          );
          seen.add(row!.pid);
        }),
      );
      assert.ok(seen.size <= 2, `${seen.size} connections`);
    } finally {
      await database.close();
      await empty.drop();
    }
  });
});

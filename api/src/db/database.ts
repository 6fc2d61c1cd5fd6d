import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { lockDataDir } from './data-dir-lock.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while holding the PostgreSQL advisory lock `key` (session level, on a connection
   * of its own outside the pool and its statement timeout), so of several API processes one
   * does it at a time; PGlite is one process, so it just runs it.
   */
  exclusive<T>(key: AdvisoryLockKey, work: () => Promise<T>): Promise<T>;
  /**
   * A connection of its own for a long-held session lock (the simulator's), or null on PGlite.
   * The caller ends it; the lock goes with the connection, also when the process dies.
   */
  lockConnection(): Promise<pg.Client | null>;
  close(): Promise<void>;
}

/** Advisory lock keys: one number per thing that must happen once across API processes. */
export const ADVISORY_LOCKS = {
  migrations: 7_201_501,
  seedDrivers: 7_201_502,
  simulator: 7_201_503,
  imageSweep: 7_201_504,
} as const;
export type AdvisoryLockKey = (typeof ADVISORY_LOCKS)[keyof typeof ADVISORY_LOCKS];

/** The SQL migrations drizzle-kit generates (api/drizzle), in order. */
export const MIGRATIONS = path.join(import.meta.dirname, '..', '..', 'drizzle');

export { DataDirInUseError } from './data-dir-lock.js';

/** Runs `work` on a connection of its own that holds advisory lock `key` meanwhile. */
async function withAdvisoryLock<T>(
  connection: pg.ClientConfig,
  key: AdvisoryLockKey,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client(connection);
  // A server that goes away fails `work`'s next statement; unheard, its error would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    return await work(client);
  } finally {
    // Ending the session releases the lock, also when `work` failed.
    await client.end();
  }
}

/**
 * Opens PostgreSQL (`databaseUrl`) or embedded PGlite (`dataDir`, or memory when null) and runs
 * the migrations. PGlite's folder is locked: two processes writing it would corrupt it. On
 * PostgreSQL the migrations run under an advisory lock: processes starting together on an
 * empty database take turns, and the later ones find nothing left to do.
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
  poolSize?: number;
  /** Per statement, on the pool's connections (0: none). */
  statementTimeoutMs?: number;
  /** PostgreSQL's application_name of every connection (pg_stat_activity shows who is who). */
  name?: string;
  /**
   * In-memory PGlite only: starts from this dump (`PGlite.dumpDataDir`) instead of an empty
   * cluster. A fresh cluster runs initdb, which takes seconds; the tests start each database
   * from one migrated dump.
   */
  pgliteDump?: Blob;
}): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const connection = {
      connectionString: databaseUrl,
      application_name: options.name ?? 'dakiya-api',
    };
    await withAdvisoryLock(connection, ADVISORY_LOCKS.migrations, (client) =>
      migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS }),
    );
    const pool = new pg.Pool({
      ...connection,
      max: options.poolSize ?? 10,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped by
    // the pool, and the next query opens a new one; without a listener the error would end the
    // process.
    pool.on('error', () => undefined);
    // A connection the server ends while it is checked out (in a transaction, between two
    // statements) has no listener of the pool's: its error would end the process. The work on
    // it fails with the error instead, and the pool drops it on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      exclusive: (key, work) => withAdvisoryLock(connection, key, () => work()),
      lockConnection: async () => {
        const client = new pg.Client(connection);
        await client.connect();
        return client;
      },
      close: () => pool.end(),
    };
  }

  let release: (() => Promise<void>) | null = null;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = await lockDataDir(options.dataDir);
  }
  const client = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
    exclusive: (_key, work) => work(),
    lockConnection: async () => null,
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}

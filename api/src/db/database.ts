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

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = path.join(import.meta.dirname, '..', '..', 'drizzle');

export { DataDirInUseError } from './data-dir-lock.js';

/**
 * Opens PostgreSQL (`databaseUrl`) or embedded PGlite (`dataDir`, or memory when null) and runs
 * the migrations. PGlite's folder is locked: two processes writing it would corrupt it.
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS });
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  let release: (() => Promise<void>) | null = null;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = await lockDataDir(options.dataDir);
  }
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readEnvironment } from '@dakiya/environment';
import { readConfig, type ApiConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { buildApp } from '../../src/app.js';
import { migratedPgliteDump } from './pglite-dump.js';

/** The PostgreSQL server the tests make their databases on (scripts/with-postgres.mjs sets it). */
export const { TEST_DATABASE_URL } = readEnvironment('tools');
/** Which database these tests run on: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_KIND = TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A database of its own: PGlite in memory, or a new one on the test PostgreSQL server. */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = TEST_DATABASE_URL;
  if (!adminUrl)
    return {
      database: await openDatabase({
        databaseUrl: null,
        dataDir: null,
        pgliteDump: await migratedPgliteDump(),
      }),
      drop: async () => {},
    };
  // A database of its own per server, so test files never see each other's rows.
  const name = `dakiya_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestApi {
  url: string;
  database: Database;
  services: Awaited<ReturnType<typeof buildApp>>['services'];
  close(): Promise<void>;
}

/** A real API listening on a free loopback port, on a fresh database. */
export async function startTestApi(
  overrides: Partial<ApiConfig> = {},
  options: Parameters<typeof buildApp>[2] = {},
): Promise<TestApi> {
  const config: ApiConfig = {
    ...readConfig({ NODE_ENV: 'test' }),
    authRateLimit: 10_000,
    simulateDrivers: false,
    imageStorage: { kind: 'memory' },
    ...overrides,
  };
  const { database, drop } = await freshDatabase();
  const { app, services } = await buildApp(config, database.db, options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    services,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

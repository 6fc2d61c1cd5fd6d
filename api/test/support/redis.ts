import { after, before } from 'node:test';
import { Redis } from 'ioredis';
import { startRedis } from '@dakiya/cluster';
import { readConfig } from '../../src/config.js';
import { buildApp } from '../../src/app.js';
import { startTestApi, type TestApi } from './test-api.js';

/** A Redis of its own; `client()` opens a connection that `stop()` closes with it. */
async function ownRedis() {
  const redis = await startRedis();
  const clients: Redis[] = [];
  return {
    client(): Redis {
      const created = new Redis(redis.url);
      clients.push(created);
      return created;
    },
    async stop() {
      for (const client of clients) client.disconnect();
      await redis.stop();
    },
  };
}

/** A Redis of its own for the calling describe block: started before its tests, stopped after. */
export function testRedis() {
  let redis: Awaited<ReturnType<typeof ownRedis>>;
  before(async () => {
    redis = await ownRedis();
  });
  after(() => redis.stop());
  return { client: () => redis.client() };
}

/**
 * Two API processes on one database and one Redis, as a cluster runs them, for the calling
 * describe block: `api` (the test API) and `otherUrl`, a second app with caches and streams of
 * its own. Both close before the Redis stops.
 */
export function twoApiProcesses() {
  const processes = { api: null as unknown as TestApi, otherUrl: '' };
  let redis: Awaited<ReturnType<typeof ownRedis>>;
  let other: Awaited<ReturnType<typeof buildApp>>['app'];
  before(async () => {
    redis = await ownRedis();
    processes.api = await startTestApi({}, { redis: redis.client() });
    ({ app: other } = await buildApp(
      {
        ...readConfig({ NODE_ENV: 'test' }),
        authRateLimit: 10_000,
        simulateDrivers: false,
        imageStorage: { kind: 'memory' },
      },
      processes.api.database.db,
      { redis: redis.client() },
    ));
    await other.listen({ host: '127.0.0.1', port: 0 });
    const address = other.server.address();
    processes.otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  after(async () => {
    await other.close();
    await processes.api.close();
    await redis.stop();
  });
  return processes;
}

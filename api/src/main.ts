import closeWithGrace from 'close-with-grace';
import { ConfigError, readConfig, type ApiConfig } from './config.js';
import { ADVISORY_LOCKS, DataDirInUseError, openDatabase } from './db/database.js';
import { buildApp } from './app.js';
import { ClusterSingleton } from './shared-state/cluster-singleton.js';
import { openRedis } from './shared-state/redis.js';
import { warmUpPlaceSearch } from './routes/places/warm-up.js';
import { DriverSimulator } from './simulator/driver-simulator.js';

/**
 * Behind HAProxy, how long a stopping process answers its health check with 503 before it stops
 * taking connections: HAProxy (a failed check is repeated every 500 ms, down after 3) has moved
 * new requests away.
 */
const DRAIN_MS = 2500;
/** Then in-flight requests may finish; open order streams are cut after this (clients reconnect). */
const STREAMS_GRACE_MS = 2000;

/** The configuration, or a clear message and exit status 1 when it must not run. */
function configOrExit(): ApiConfig {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Dakiya API not started: ${error.message}`);
    process.exit(1);
  }
}

async function main() {
  const config = configOrExit();
  const name = config.processName;
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.dbPoolSize,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      name: `dakiya-api ${name}`,
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const redis = config.redisUrl
    ? openRedis(config.redisUrl, `dakiya-api-${process.pid}`, {
        warn: (_details, message) => console.warn(`${name}: ${message}`),
      })
    : null;
  const { app, services, health } = await buildApp(config, database.db, {
    logger: { level: config.logLevel },
    redis,
  });
  // The place index now, not in the first search (which would hold up every request meanwhile).
  services.places.load();
  await warmUpPlaceSearch(app);
  const simulator = config.simulateDrivers
    ? new DriverSimulator(services.drivers, services.rides, app.log, Math.random, services.trips)
    : null;
  // One simulator per cluster; the fleet is seeded once, under a lock of its own.
  const simulatorRun = simulator
    ? new ClusterSingleton(
        database,
        ADVISORY_LOCKS.simulator,
        {
          start: () =>
            simulator.start(undefined, (work) =>
              database.exclusive(ADVISORY_LOCKS.seedDrivers, work),
            ),
          stop: () => simulator.stop(),
        },
        app.log,
      )
    : null;
  // Unused images leave storage (services/image-retention.ts): one process of the cluster sweeps.
  const imageSweep = new ClusterSingleton(
    database,
    ADVISORY_LOCKS.imageSweep,
    services.rides.retention.job(),
    app.log,
  );

  // SIGINT/SIGTERM: out of HAProxy's rotation, in-flight requests finish, order streams end
  // (their clients reconnect elsewhere), then Redis and the database close. A second signal,
  // or 10 s, ends it at once.
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    await simulatorRun?.stop();
    await imageSweep.stop();
    if (redis) {
      health.draining = true;
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    }
    const cut = setTimeout(() => app.server.closeAllConnections(), STREAMS_GRACE_MS);
    await app.close();
    clearTimeout(cut);
    await redis?.quit().catch(() => redis.disconnect());
    await database.close();
  });

  await app.listen({ host: config.host, port: config.port });
  await simulatorRun?.start();
  await imageSweep.start();
  console.log(
    `Dakiya API on http://${config.host}:${config.port} (${name}; ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}${redis ? '; shared state in Redis' : ''}${config.docs ? '; docs at /docs' : ''}${simulator ? `; driver simulator ${simulatorRun?.running ? 'on' : 'standing by'}` : ''})`,
  );
}

void main();

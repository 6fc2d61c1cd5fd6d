import { ConfigError, readConfig, type ApiConfig } from './config.js';
import { DataDirInUseError, openDatabase } from './db/database.js';
import { buildApp } from './app.js';
import { DriverSimulator } from './simulator/driver-simulator.js';

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
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, services } = await buildApp(config, database.db, {
    logger: { level: process.env.LOG_LEVEL ?? (config.production ? 'info' : 'warn') },
  });
  const simulator = config.simulateDrivers
    ? new DriverSimulator(services.drivers, services.rides, app.log, Math.random, services.trips)
    : null;
  await simulator?.start();

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    simulator?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  await app.listen({ host: config.host, port: config.port });
  console.log(
    `Dakiya API on http://${config.host}:${config.port} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}; docs at /docs${simulator ? '; driver simulator on' : ''})`,
  );
}

void main();

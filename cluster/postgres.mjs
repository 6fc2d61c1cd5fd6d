// @ts-check
// A throwaway PostgreSQL server from Debian's postgresql package, on a free loopback port, in a
// temporary folder that `stop()` removes. Used by scripts/with-postgres.mjs (the API tests on
// PostgreSQL) and by the cluster (index.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.mjs';

export class PostgresMissingError extends Error {
  constructor() {
    super('PostgreSQL is not installed. Install it with: sudo apt-get install -y postgresql');
  }
}

function findBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return null;
}

/**
 * @typedef {object} RunningPostgres
 * @property {string} url Admin URL: user postgres, database postgres (pg_stat_statements created
 *   there).
 * @property {number} port
 * @property {string} version
 * @property {() => void} stop Synchronous; safe in an exit handler and twice.
 * @property {() => Promise<void>} restart `pg_ctl restart -m fast`: open sessions are cut;
 *   resolves once it accepts connections.
 */

/**
 * Starts the server and returns its admin URL (user postgres, database postgres), the version
 * and a synchronous `stop()` (safe in an exit handler, safe to call twice). pg_stat_statements
 * is loaded and created in the postgres database, so a benchmark can count the reads a workload
 * made (`SELECT sum(calls) FROM pg_stat_statements WHERE query ILIKE 'select%'`).
 * @param {{ maxConnections?: number }} [options]
 * @returns {Promise<RunningPostgres>}
 */
export async function startPostgres({ maxConnections = 300 } = {}) {
  const binDir = findBinDir();
  if (!binDir) throw new PostgresMissingError();

  // initdb and postgres refuse to run as root: run them as the package's postgres user then.
  const asRoot = process.getuid?.() === 0;
  /** @type {(bin: string, args: string[], options?: import('node:child_process').SpawnSyncOptions) => import('node:child_process').SpawnSyncReturns<string | Buffer>} */
  const run = (bin, args, options = {}) =>
    asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(binDir, bin), ...args], options)
      : spawnSync(path.join(binDir, bin), args, options);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const port = await freePort();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (existsSync(dataDir))
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };

  const init = run(
    'initdb',
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    { encoding: 'utf8' },
  );
  if (init.status !== 0) {
    stop();
    throw new Error(`initdb failed:\n${init.stderr}`);
  }
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    `-c max_connections=${maxConnections}`,
    '-c shared_preload_libraries=pg_stat_statements',
  ].join(' ');
  const start = run(
    'pg_ctl',
    ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start'],
    { encoding: 'utf8' },
  );
  if (start.status !== 0) {
    stop();
    throw new Error(`PostgreSQL did not start:\n${start.stderr}`);
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const psql = run(
    'psql',
    [
      '-q',
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-c',
      'CREATE EXTENSION IF NOT EXISTS pg_stat_statements',
    ],
    { encoding: 'utf8' },
  );
  if (psql.status !== 0) {
    stop();
    throw new Error(`pg_stat_statements could not be created:\n${psql.stderr}`);
  }
  /** A restart as an operator's would be (`pg_ctl restart -m fast`: sessions are cut). */
  /** @type {() => Promise<void>} */
  const restart = () =>
    new Promise((resolve, reject) => {
      const args = ['-D', dataDir, '-m', 'fast', '-w', 'restart'];
      const child = asRoot
        ? spawn('runuser', ['-u', 'postgres', '--', path.join(binDir, 'pg_ctl'), ...args], {
            stdio: 'ignore',
          })
        : spawn(path.join(binDir, 'pg_ctl'), args, { stdio: 'ignore' });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`pg_ctl restart exited ${code}`)),
      );
    });
  return { url, port, version: path.basename(path.dirname(binDir)), stop, restart };
}

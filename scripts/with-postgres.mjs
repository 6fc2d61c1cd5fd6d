// Runs a command against a throwaway PostgreSQL server: `node scripts/with-postgres.mjs <cmd...>`.
// Starts a fresh cluster from Debian's postgresql package on a free loopback port, sets
// TEST_DATABASE_URL for the command, and removes the cluster afterwards, whatever happens.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function findBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return null;
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}
const binDir = findBinDir();
if (!binDir) {
  console.error('PostgreSQL is not installed. Install it with: sudo apt-get install -y postgresql');
  process.exit(1);
}

// initdb and postgres refuse to run as root: run them as the package's postgres user then.
const asRoot = process.getuid?.() === 0;
const run = (bin, args, options = {}) =>
  asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(binDir, bin), ...args], options)
    : spawnSync(path.join(binDir, bin), args, options);

const dir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-pg-'));
chmodSync(dir, 0o777);
const dataDir = path.join(dir, 'data');
if (asRoot) spawnSync('chown', ['postgres', dir]);
const port = await freePort();

const init = run(
  'initdb',
  ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
  { encoding: 'utf8' },
);
if (init.status !== 0) {
  console.error(`initdb failed:\n${init.stderr}`);
  process.exit(1);
}
const start = run(
  'pg_ctl',
  [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ],
  { encoding: 'utf8' },
);
const stop = () => {
  run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
};
if (start.status !== 0) {
  console.error(`PostgreSQL did not start:\n${start.stderr}`);
  stop();
  process.exit(1);
}

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(
  `PostgreSQL ${path.basename(path.dirname(binDir))} on 127.0.0.1:${port} for: ${command.join(' ')}`,
);
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, DATABASE_URL_FOR_BENCH: url },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});

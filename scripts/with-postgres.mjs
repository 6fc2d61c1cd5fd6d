// Runs a command against a throwaway PostgreSQL server: `node scripts/with-postgres.mjs <cmd...>`.
// Starts a fresh cluster from Debian's postgresql package on a free loopback port
// (@dakiya/cluster's startPostgres), sets TEST_DATABASE_URL for the command, and removes the
// cluster afterwards, whatever happens.
import { spawn } from 'node:child_process';
import { PostgresMissingError, startPostgres } from '@dakiya/cluster';
import { childEnvironment } from '@dakiya/environment';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

let postgres;
try {
  postgres = await startPostgres();
} catch (error) {
  console.error(error instanceof PostgresMissingError ? error.message : String(error));
  process.exit(1);
}
process.on('exit', postgres.stop);

console.log(
  `PostgreSQL ${postgres.version} on 127.0.0.1:${postgres.port} for: ${command.join(' ')}`,
);
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: childEnvironment({ TEST_DATABASE_URL: postgres.url }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

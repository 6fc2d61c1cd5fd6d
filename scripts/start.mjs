// `npm start`: the API and the four apps' dev servers on fixed local ports (README: Configuration).
// Their own logs stay quiet: one line per app once it answers, the banner once everything does,
// and errors as they come. Ctrl-C (to the whole group or to this process alone) stops all.
import { isTroubleLine, spawnServer, stopServer } from '@dakiya/cluster';
import { HOST, PORTS, WEB_APPS, readyUrl, shellUrl } from '@dakiya/local-system';
import { waitUntilUp } from '@dakiya/local-system/wait-until-up';

const STOP_GRACE_MS = 3500;
const services = [
  { name: 'api', command: ['npm', 'start', '-w', 'api'], env: { PORT: String(PORTS.api), HOST } },
  ...WEB_APPS.map((app) => ({ name: app.name, command: ['npm', 'run', 'dev', '-w', app.dir] })),
];

let stopping = false;
// Each in its own process group (spawnServer), so stopping it reaches npm, tsx and node beneath it.
const servers = services.map((service) => {
  const server = spawnServer(service.command[0], service.command.slice(1), {
    env: service.env,
    onLine: (line) => {
      if (isTroubleLine(line)) console.error(`  ${service.name}: ${line}`);
    },
  });
  void server.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`\n  ${service.name} stopped (${signal ?? `exit ${code}`}); its last lines:`);
    for (const line of server.recent) console.error(`    ${line}`);
    void stopAll(1);
  });
  return server;
});

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(servers.map((server) => stopServer(server, STOP_GRACE_MS)));
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
process.on('SIGHUP', () => void stopAll(0));

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
const ready = services.map(async (service) => {
  await waitUntilUp([readyUrl(service.name)], { timeoutMs: 10 * 60_000 });
  if (!stopping) console.log(`  ✓ ${service.name} ready (${seconds()} s)`);
});
Promise.all(ready).then(
  () => {
    if (!stopping)
      console.log(
        `\n  Dakiya is up in ${seconds()} s: open ${shellUrl()}  (Ctrl-C stops everything)\n`,
      );
  },
  (error) => console.error(`\n  ${error.message}\n`),
);
console.log('  Starting the API and the four apps…');

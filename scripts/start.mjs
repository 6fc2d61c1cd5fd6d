// `npm start`: the API and the four apps' dev servers on fixed local ports (README: Configuration).
import concurrently from 'concurrently';
import { HOST, PORTS, WEB_APPS, readyUrl, shellUrl } from '@dakiya/local-system';
import { waitUntilUp } from '@dakiya/local-system/wait-until-up';

const { commands, result } = concurrently(
  [
    {
      command: 'npm start -w api',
      name: 'api',
      prefixColor: 'magenta',
      env: { PORT: String(PORTS.api), HOST },
    },
    ...WEB_APPS.map((app) => ({
      command: `npm run dev -w ${app.dir}`,
      name: app.dir,
      prefixColor: 'cyan',
    })),
  ],
  { killOthersOn: ['failure'], prefix: 'name', handleInput: false },
);

// Say where to go once the API and every app answer.
const started = Date.now();
waitUntilUp([readyUrl('api'), ...WEB_APPS.map((app) => readyUrl(app.name))], {
  timeoutMs: 10 * 60_000,
}).then(
  () =>
    console.log(
      `\n  Dakiya is up in ${((Date.now() - started) / 1000).toFixed(0)} s: open ${shellUrl()}  (Ctrl-C stops everything)\n`,
    ),
  (error) => console.error(`\n  ${error.message}\n`),
);

const stop = () => {
  for (const command of commands) command.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
result.then(
  () => process.exit(0),
  () => process.exit(0),
);

// `npm start`: the API and the four apps' dev servers on fixed local ports (README: Configuration).
import concurrently from 'concurrently';
import { API_PORT, HOST, WEB_APPS } from './apps.mjs';

const { commands, result } = concurrently(
  [
    {
      command: 'npm start -w api',
      name: 'api',
      prefixColor: 'magenta',
      env: { PORT: String(API_PORT), HOST },
    },
    ...WEB_APPS.map((app) => ({
      command: `npm run dev -w ${app.dir}`,
      name: app.dir,
      prefixColor: 'cyan',
    })),
  ],
  { killOthersOn: ['failure'], prefix: 'name', handleInput: false },
);

// Say where to go once the shell and the API answer.
const shellUrl = `http://${HOST}:${WEB_APPS[0].port}`;
const ready = async (url) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};
const started = Date.now();
const timer = setInterval(async () => {
  const up = await Promise.all([
    ready(`${shellUrl}/remotes.json`),
    ready(`http://${HOST}:${API_PORT}/health`),
    ...WEB_APPS.slice(1).map((app) => ready(`http://${HOST}:${app.port}/mf-manifest.json`)),
  ]);
  if (up.every(Boolean)) {
    clearInterval(timer);
    console.log(
      `\n  Dakiya is up in ${((Date.now() - started) / 1000).toFixed(0)} s: open ${shellUrl}  (Ctrl-C stops everything)\n`,
    );
  }
}, 1000);

const stop = () => {
  clearInterval(timer);
  for (const command of commands) command.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
result.then(
  () => process.exit(0),
  () => process.exit(0),
);

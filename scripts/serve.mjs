// `npm run serve`: the production builds of the four apps (run `npm run build` first).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HOST, REPO_ROOT, WEB_APPS, appUrl, shellUrl } from '@dakiya/local-system';
import { startStaticServer } from './static-server.mjs';

const servers = [];
for (const app of WEB_APPS) {
  const root = path.join(REPO_ROOT, app.dir, 'dist');
  if (!existsSync(root)) {
    console.error(`${app.dir}/dist is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  servers.push(await startStaticServer({ root, port: app.port, host: HOST }));
  console.log(`${app.dir.padEnd(12)} ${appUrl(app.name)}`);
}
console.log(`\nOpen ${shellUrl()}  (Ctrl-C stops)`);

const stop = () => {
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

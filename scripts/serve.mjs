// `npm run serve`: the production builds of the four apps (run `npm run build` first).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HOST, ROOT, WEB_APPS } from './apps.mjs';
import { startStaticServer } from './static-server.mjs';

const servers = [];
for (const app of WEB_APPS) {
  const root = path.join(ROOT, app.dir, 'dist');
  if (!existsSync(root)) {
    console.error(`${app.dir}/dist is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  servers.push(await startStaticServer({ root, port: app.port, host: HOST }));
  console.log(`${app.dir.padEnd(12)} http://${HOST}:${app.port}`);
}
console.log(`\nOpen http://${HOST}:${WEB_APPS[0].port}  (Ctrl-C stops)`);

const stop = () => {
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// `npm run start:cluster`: the API as it runs at scale, on loopback (docs/operations.md, "Many
// API processes"): a throwaway PostgreSQL, Redis, API_PROCESSES API processes (default 3)
// behind HAProxy on the API port, nginx serving the deployed remotes (DEPLOY_DIR on CDN_PORT),
// and the five apps' dev servers pointed at it, the shell reading the `local` registry
// (docs/deploying-remotes.md). Ctrl-C (to the whole group or to this process alone) stops
// everything and removes the temporary folders.
import {
  HOST,
  LOCAL_REGISTRY_ENV,
  PORTS,
  WEB_APPS,
  cdnUrl,
  readyUrl,
  registryUrl,
  shellUrl,
} from '@dakiya/local-system';
import { waitUntilUp } from '@dakiya/local-system/wait-until-up';
import { isTroubleLine, spawnServer, startCluster, startNginx, stopServer } from '@dakiya/cluster';
import { readEnvironment } from '@dakiya/environment';

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
let cluster = null;
let cdn = null;
let cdnStarting = null;
let stopping = false;
const apps = [];
// A Ctrl-C while the cluster is still starting cancels the start (and stops what it started).
const cancelStart = new AbortController();
let starting = null;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\n  Stopping…');
  cancelStart.abort();
  const clusterStopped = starting?.then(
    (started) => started.stop(),
    () => undefined,
  );
  await Promise.all([
    ...apps.map((app) => stopServer(app.server, 3500)),
    clusterStopped,
    cdnStarting?.then(
      (started) => started.stop(),
      () => undefined,
    ),
  ]);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(0));

const processes = readEnvironment('tools').API_PROCESSES;
console.log(
  `  Starting PostgreSQL, Redis, ${processes} API processes behind HAProxy, nginx, and the apps…`,
);
for (const app of WEB_APPS) {
  const server = spawnServer('npm', ['run', 'dev', '-w', app.dir], {
    // The shell takes up what is deployed to the local registry; the CSP (production builds)
    // allows nginx.
    env: { HOST, DAKIYA_REGISTRY_URL: registryUrl(), DAKIYA_REMOTE_ORIGINS: cdnUrl() },
    onLine: (line) => {
      if (isTroubleLine(line)) console.error(`  ${app.name}: ${line}`);
    },
  });
  apps.push({ name: app.name, server });
  void server.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`\n  ${app.name} stopped (${signal ?? `exit ${code}`}); its last lines:`);
    for (const line of server.recent) console.error(`    ${line}`);
    void stopAll(1);
  });
}

try {
  const deployDir = readEnvironment('deploy').DEPLOY_DIR;
  starting = startCluster({ processes, signal: cancelStart.signal });
  cdnStarting = startNginx({ root: deployDir, port: PORTS.cdn });
  [cluster, cdn] = await Promise.all([starting, cdnStarting]);
} catch (error) {
  if (!stopping) console.error(`\n  The cluster did not start: ${error.message}\n`);
  await stopAll(1);
}
if (!stopping) {
  console.log(
    `  ✓ api ready (${seconds()} s): HAProxy on ${cluster.apiUrl} -> ${cluster.processUrls.join(', ')}`,
  );
  console.log(`    PostgreSQL ${cluster.databaseUrl}   Redis ${cluster.redisUrl}`);
  console.log(
    `  ✓ nginx on ${cdn.url} serves ${readEnvironment('deploy').DEPLOY_DIR}; the shell reads the ${LOCAL_REGISTRY_ENV} registry (npm run deploy -w <app> -- --env ${LOCAL_REGISTRY_ENV})`,
  );
}
await Promise.all(
  WEB_APPS.map(async (app) => {
    await waitUntilUp([readyUrl(app.name)], { timeoutMs: 10 * 60_000 });
    if (!stopping) console.log(`  ✓ ${app.name} ready (${seconds()} s)`);
  }),
).then(
  () => {
    if (!stopping)
      console.log(
        `\n  Dakiya (cluster) is up in ${seconds()} s: open ${shellUrl()}  (API ${PORTS.api} via HAProxy; Ctrl-C stops everything)\n`,
      );
  },
  (error) => console.error(`\n  ${error.message}\n`),
);

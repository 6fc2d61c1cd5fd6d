// @ts-check
// nginx (Debian's) serving the uploaded remotes on loopback, as a CDN would: the build's gzip
// files sent as they are, hashed files cached for good, entries and manifests revalidated.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { readEnvironment } from '@dakiya/environment';
import { spawnServer, stopServer } from './child-process.mjs';
import { waitForPort } from './ports.mjs';

export const { NGINX } = readEnvironment('tools');

/** Files with the same name in every build: a browser revalidates them on every load. */
const ENTRIES = String.raw`(remoteEntry\.js|federation-runtime\.js|mf-manifest\.json|mf-stats\.json|config\.json|release\.json)$`;
/** Files named by their content hash: the same name never holds other bytes. */
const HASHED = String.raw`\.(js|css|png|svg|jpg|webp|woff2?|pdf|map)$`;

/**
 * The configuration: `root` served on host:port, CORS open (the shell, on another origin, loads
 * the remotes), `.gz` files beside the scripts sent as they are (gzip_static), entries and
 * manifests with no-cache, hashed files immutable.
 * @param {{ root: string, port: number, dir: string, host?: string }} options
 */
export function nginxConfig({ root, port, dir, host = '127.0.0.1' }) {
  const cors = 'add_header Access-Control-Allow-Origin "*" always;';
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  types { application/json map; }
  access_log off;
  sendfile on;
  server_tokens off;
  client_body_temp_path ${dir}/client;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  gzip_static on;
  gzip_vary on;
  server {
    listen ${host}:${port};
    root ${root};
    location ~ ${ENTRIES} {
      ${cors}
      add_header Cache-Control "no-cache" always;
      add_header X-Content-Type-Options "nosniff" always;
    }
    location ~ ${HASHED} {
      ${cors}
      add_header Cache-Control "public, max-age=31536000, immutable";
      add_header X-Content-Type-Options "nosniff" always;
    }
    location / {
      ${cors}
      add_header Cache-Control "no-cache" always;
    }
  }
}
`;
}

/**
 * @typedef {object} RunningNginx
 * @property {string} url
 * @property {() => Promise<void>} stop
 * @property {() => void} killNow For an exit handler: kill at once, synchronously.
 */

/**
 * Starts nginx serving `root` on `port`; resolves once it listens.
 * @param {{ root: string, port: number }} options
 * @returns {Promise<RunningNginx>}
 */
export async function startNginx({ root, port }) {
  if (!existsSync(NGINX))
    throw new Error(
      `nginx is not installed at ${NGINX}. Install it with: sudo apt-get install -y nginx`,
    );
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-nginx-'));
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig({ root, port, dir }));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const check = spawnSync(NGINX, ['-t', '-q', '-c', file, '-p', dir], { encoding: 'utf8' });
  if (check.status !== 0) {
    removeDir();
    throw new Error(`nginx refused its configuration:\n${check.stdout}${check.stderr}`);
  }
  // daemon off: in the foreground, our child, gone when we stop it.
  const server = spawnServer(NGINX, ['-c', file, '-p', dir]);
  try {
    await Promise.race([
      waitForPort(port),
      server.exited.then(() => {
        throw new Error(`nginx stopped at start:\n${server.recent.join('\n')}`);
      }),
    ]);
  } catch (error) {
    server.signal('SIGKILL');
    removeDir();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stopServer(server, 2000);
      removeDir();
    },
    killNow: () => {
      server.signal('SIGKILL');
      removeDir();
    },
  };
}

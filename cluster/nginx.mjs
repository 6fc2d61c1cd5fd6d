// @ts-check
// nginx (Debian's) serving the uploaded remotes on loopback, as a CDN would: the build's gzip
// files sent as they are, hashed files cached for good, entries and manifests revalidated.
import { mkdirSync } from 'node:fs';
import { readEnvironment } from '@dakiya/environment';
import servedFiles from '@dakiya/webpack/served-files.js';
import { startConfiguredServer } from './configured-server.mjs';

export const { NGINX } = readEnvironment('tools');
const { REVALIDATED_PATTERN, HASHED_PATTERN, NO_CACHE, IMMUTABLE } = servedFiles;

/**
 * Started as root (CI, a container), nginx would hand its workers to `nobody`, who may not enter
 * the folder it serves (a home folder, a private temporary one): its workers stay ours. It
 * listens on loopback only.
 */
function workerUser() {
  return process.getuid?.() === 0 ? 'user root;\n' : '';
}

/**
 * The configuration: `root` served on host:port, CORS open (the shell, on another origin, loads
 * the remotes), `.gz` files beside the scripts sent as they are (gzip_static), entries and
 * manifests with no-cache, hashed files immutable.
 * @param {{ root: string, port: number, dir: string, host?: string }} options
 */
export function nginxConfig({ root, port, dir, host = '127.0.0.1' }) {
  const cors = 'add_header Access-Control-Allow-Origin "*" always;';
  return `worker_processes 1;
${workerUser()}daemon off;
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
    location ~ ${REVALIDATED_PATTERN} {
      ${cors}
      add_header Cache-Control "${NO_CACHE}" always;
      add_header X-Content-Type-Options "nosniff" always;
    }
    location ~ ${HASHED_PATTERN} {
      ${cors}
      add_header Cache-Control "${IMMUTABLE}";
      add_header X-Content-Type-Options "nosniff" always;
    }
    location / {
      ${cors}
      add_header Cache-Control "${NO_CACHE}" always;
    }
  }
}
`;
}

/**
 * Starts nginx serving `root` on `port`; resolves once it listens.
 * @param {{ root: string, port: number }} options
 */
export function startNginx({ root, port }) {
  mkdirSync(root, { recursive: true });
  return startConfiguredServer({
    program: NGINX,
    label: 'nginx',
    aptPackage: 'nginx',
    file: 'nginx.conf',
    config: (dir) => nginxConfig({ root, port, dir }),
    checkArgs: (file, dir) => ['-t', '-q', '-c', file, '-p', dir],
    // daemon off (in its configuration): in the foreground, our child, gone when we stop it.
    runArgs: (file, dir) => ['-c', file, '-p', dir],
    port,
  });
}

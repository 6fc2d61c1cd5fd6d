// HAProxy (Debian's haproxy) in front of the API processes, on loopback.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { spawnServer, stopServer } from './child-process.mjs';
import { waitForPort } from './ports.mjs';

export const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';

/**
 * The configuration. Why each part:
 * - health checks on /health every 500 ms (250 ms while changing state): a dead process is out of
 *   rotation within about a second, a restarted one back after two good checks;
 * - `retries 3` + `option redispatch`: a connection refused by a dead process is retried on
 *   another one, so the client never sees it; `retry-on conn-failure empty-response` also retries
 *   a request whose process died before answering, but only GETs (`disable-l7-retry` for the
 *   rest: a POST may have been carried out before the process died);
 * - X-Forwarded-For is set to the client's address, replacing whatever the client sent: this is
 *   the edge, so the API (TRUST_PROXY=127.0.0.1) can believe the one address it finds there;
 * - `timeout server 1h`: order streams (SSE) stay open as long as the order runs (the API sends
 *   a comment every few seconds, so a dead stream is still noticed).
 */
export function haproxyConfig({ port, backends, host = '127.0.0.1' }) {
  return `global
  maxconn 8000
  log stderr format raw local0 warning

defaults
  mode http
  log global
  option dontlognull
  timeout connect 1s
  timeout client 1h
  timeout server 1h
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 5s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend api
  bind ${host}:${port}
  http-request set-header X-Forwarded-For %[src]
  http-request disable-l7-retry unless METH_GET
  default_backend api_processes

backend api_processes
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2
${backends.map((backendPort, i) => `  server api${i + 1} 127.0.0.1:${backendPort} check`).join('\n')}
`;
}

export async function startHaproxy({ port, backends }) {
  if (!existsSync(HAPROXY))
    throw new Error(
      `HAProxy is not installed at ${HAPROXY}. Install it with: sudo apt-get install -y haproxy`,
    );
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ port, backends }));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) {
    removeDir();
    throw new Error(`HAProxy refused its configuration:\n${check.stdout}${check.stderr}`);
  }
  // -db: in the foreground, so it is our child and goes when we stop it.
  const server = spawnServer(HAPROXY, ['-db', '-f', file]);
  try {
    await Promise.race([
      waitForPort(port),
      server.exited.then(() => {
        throw new Error(`HAProxy stopped at start:\n${server.recent.join('\n')}`);
      }),
    ]);
  } catch (error) {
    server.signal('SIGKILL');
    removeDir();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    server,
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

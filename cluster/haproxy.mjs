// @ts-check
// HAProxy (Debian's haproxy) in front of the API processes, on loopback.
import { readEnvironment } from '@dakiya/environment';
import { startConfiguredServer } from './configured-server.mjs';

export const { HAPROXY } = readEnvironment('tools');

/** Connections HAProxy holds at most: two file descriptors each stay within a 20,000 limit. */
const MAX_CONNECTIONS = 9000;
/** Of those, event streams (orders', drivers' feeds: long-lived) may hold this many over all API processes. */
const MAX_STREAMS = 6000;
/** Requests one API process works on at once; more wait in HAProxy's queue. */
const REQUESTS_PER_PROCESS = 100;

/**
 * The configuration: streams in a backend of their own, a queue before busy processes, health
 * checks that a burst of logins cannot fail, retries of GETs only (docs/operations.md, HAProxy).
 * @param {{ port: number, backends: readonly number[], host?: string }} options
 */
export function haproxyConfig({ port, backends, host = '127.0.0.1' }) {
  const streamsPerProcess = Math.max(1, Math.floor(MAX_STREAMS / backends.length));
  /** @type {(name: string, maxconn: number, health: (index: number) => string) => string} */
  const servers = (name, maxconn, health) =>
    backends
      .map(
        (backendPort, i) =>
          `  server ${name}${i + 1} 127.0.0.1:${backendPort} maxconn ${maxconn} ${health(i)}`,
      )
      .join('\n');
  return `global
  maxconn ${MAX_CONNECTIONS}
  log stderr format raw local0 warning

defaults
  mode http
  log global
  option dontlognull
  timeout connect 1s
  timeout client 1h
  timeout server 30s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 20s
  timeout check 2s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend api
  bind ${host}:${port}
  http-request set-header X-Forwarded-For %[src]
  http-request disable-l7-retry unless METH_GET
  acl order_stream path_reg ^/bargaining/orders/[^/]+/events/?$
  acl offer_stream path_reg ^/bargaining/RideGet/[^/]+/events/?$
  acl driver_feed_stream path_reg ^/drivers/me/feed/events/?$
  use_backend order_streams if order_stream || offer_stream || driver_feed_stream
  default_backend api_processes

backend api_processes
  # To the process with the fewest requests in flight: one busy with a burst of writes gets
  # fewer polls meanwhile than round robin would send it.
  balance leastconn
  option httpchk GET /health
  http-check expect status 200
  default-server inter 1s fastinter 500ms downinter 1s fall 3 rise 2
${servers('api', REQUESTS_PER_PROCESS, () => 'check')}

backend order_streams
  balance leastconn
  timeout server 1h
  # Each event is sent as it comes: without this HAProxy holds a partial chunk for more data and
  # the kernel sends it up to 200 ms later.
  option http-no-delay
${servers('stream', streamsPerProcess, (i) => `track api_processes/api${i + 1}`)}
`;
}

/**
 * Starts HAProxy on `port` in front of the API processes on `backends`; resolves once it listens.
 * @param {{ port: number, backends: readonly number[] }} options
 */
export function startHaproxy({ port, backends }) {
  return startConfiguredServer({
    program: HAPROXY,
    label: 'HAProxy',
    aptPackage: 'haproxy',
    file: 'haproxy.cfg',
    config: () => haproxyConfig({ port, backends }),
    checkArgs: (file) => ['-c', '-q', '-f', file],
    // -db: in the foreground, so it is our child and goes when we stop it.
    runArgs: (file) => ['-db', '-f', file],
    port,
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { hijackedReplyHead } from './security-headers.js';

/** How long a browser waits before reconnecting a dropped stream by itself. */
const RECONNECT_MS = 1000;

export interface EventStream {
  /** One event: `event: <name>`, its data (JSON text), and an id when the stream resumes by id. */
  send(event: string, json: string, id?: number): void;
  /** Ends the stream (once); its onClose runs. */
  close(): void;
  /** Whether the stream has ended (the client may have left before it opened). */
  readonly closed: boolean;
}

/**
 * Turns `reply` into a server-sent event stream: the headers, a `retry:` for the browser's own
 * reconnects, a keep-alive comment every `heartbeat.everyMs` (which keeps proxies from closing an
 * idle stream; `heartbeat.run` renews the stream's slot then), and `onClose` once, whether the
 * client left or the server closed it.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hooks: { heartbeat: { everyMs: number; run: () => void }; onClose: () => void },
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...hijackedReplyHead(reply),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const heartbeat = setInterval(() => {
    raw.write(': keep-alive\n\n');
    hooks.heartbeat.run();
  }, hooks.heartbeat.everyMs);
  heartbeat.unref();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    hooks.onClose();
    raw.end();
  };
  request.raw.on('close', close);
  // A client that left while the route was still reading (the ticket, the feed) fired its
  // 'close' before anyone listened: end now, or the heartbeat and the slot would outlive it.
  if (request.raw.destroyed || request.socket.destroyed) close();
  else raw.write(`retry: ${RECONNECT_MS}\n\n`);
  return {
    send: (event, json, id) => {
      if (closed) return;
      raw.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${json}\n\n`);
    },
    close,
    get closed() {
      return closed;
    },
  };
}

/**
 * This process's open streams by session: a logout, a refresh-token replay or a password reset,
 * in any process, ends them here (the session service's onRevoked).
 */
export class SessionStreams {
  private readonly bySession = new Map<string, Set<() => void>>();
  readonly stop: () => void;

  constructor(sessions: { onRevoked(listener: (sids: string[]) => void): () => void }) {
    this.stop = sessions.onRevoked((sids) => {
      for (const sid of sids) for (const close of this.bySession.get(sid) ?? []) close();
    });
  }

  /** `close` runs if session `sid` ends; answers the unregister. */
  add(sid: string, close: () => void): () => void {
    const streams = this.bySession.get(sid) ?? new Set<() => void>();
    this.bySession.set(sid, streams.add(close));
    return () => {
      streams.delete(close);
      if (streams.size === 0) this.bySession.delete(sid);
    };
  }
}

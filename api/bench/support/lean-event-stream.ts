// Many server-sent event streams held by a load generator: one socket each, the chunked body
// decoded and read for `data:` lines only (what EventSource would hand the page).
import net from 'node:net';

export interface HeldStream {
  /** The HTTP status of the answer (0 until it came, or when none did). */
  status: number;
  close(): void;
}

/**
 * A chunked body's decoder (RFC 9112 §7.1): bytes in, as latin1 text so lengths are bytes; the
 * body's text out. HAProxy re-chunks what it forwards, so an event may span chunks.
 */
function chunkDecoder(onBody: (text: string) => void) {
  let pending = '';
  let left = 0; // bytes of the current chunk still to come
  return (latin1: string) => {
    pending += latin1;
    for (;;) {
      if (left > 0) {
        const take = Math.min(left, pending.length);
        if (take === 0) return;
        onBody(pending.slice(0, take));
        pending = pending.slice(take);
        left -= take;
        if (left > 0) return;
        left = -2; // the CRLF after the chunk
      }
      if (left === -2) {
        if (pending.length < 2) return;
        pending = pending.slice(2);
        left = 0;
      }
      const lineEnd = pending.indexOf('\r\n');
      if (lineEnd < 0) return;
      left = parseInt(pending.slice(0, lineEnd), 16);
      pending = pending.slice(lineEnd + 2);
      if (!(left > 0)) return; // the last chunk (or nonsense): the stream is over
    }
  };
}

/**
 * Opens GET `path` on `origin` as an event stream and calls `onData` with each event's data.
 * Resolves once the answer's head has come (or the connection failed).
 */
export function holdEventStream(
  origin: string,
  path: string,
  onData: (data: string) => void,
): Promise<HeldStream> {
  const url = new URL(origin);
  const socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
  socket.setEncoding('latin1');
  const held: HeldStream = { status: 0, close: () => socket.destroy() };
  let events = '';
  const body = chunkDecoder((latin1) => {
    events += latin1;
    let at: number;
    while ((at = events.indexOf('\n\n')) >= 0) {
      const block = Buffer.from(events.slice(0, at), 'latin1').toString('utf8');
      events = events.slice(at + 2);
      for (const line of block.split('\n')) if (line.startsWith('data: ')) onData(line.slice(6));
    }
  });
  return new Promise((resolve) => {
    let head = '';
    let headDone = false;
    socket.on('connect', () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nhost: ${url.host}\r\naccept: text/event-stream\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk: string) => {
      if (headDone) return body(chunk);
      head += chunk;
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      held.status = Number(head.slice(9, 12));
      headDone = true;
      resolve(held);
      body(head.slice(end + 4));
    });
    const fail = () => resolve(held);
    socket.on('error', fail);
    socket.on('close', fail);
  });
}

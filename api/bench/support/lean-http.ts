// A load generator's HTTP/1.1 client: keep-alive sockets, one request in flight on each, requests
// (GET, or PUT of a small JSON body) written from ready text, and answers read no further than
// their status, ETag and length. On a machine whose cores the server under test shares, every
// microsecond the generator spends is taken from the server (undici's general client costs
// several times more per request).
import net from 'node:net';

export interface LeanAnswer {
  /** The HTTP status, or 0 when no answer came (the connection failed or closed). */
  status: number;
  etag: string | null;
}

interface Pending {
  head: string;
  resolve: (answer: LeanAnswer) => void;
  /** Sent again once already, on a new connection. */
  retried?: boolean;
}

const HEADER_END = '\r\n\r\n';

class Connection {
  private socket: net.Socket | null = null;
  private buffer = '';
  private current: Pending | null = null;
  /** The socket has answered a request before: it is a kept-alive one. */
  private reused = false;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly idle: (connection: Connection) => void,
  ) {}

  send(pending: Pending): void {
    this.current = pending;
    this.open().write(pending.head);
  }

  private open(): net.Socket {
    if (this.socket && !this.socket.destroyed) return this.socket;
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => this.read(chunk));
    this.reused = false;
    const fail = () => {
      if (this.socket !== socket) return;
      const stale = this.reused && this.buffer === '';
      this.socket = null;
      this.buffer = '';
      // A kept-alive connection the server closed as the request went out (HAProxy's
      // keep-alive timeout): like a browser, send an idempotent request again, once, on a new one.
      if (stale && this.current && !this.current.retried) {
        this.current.retried = true;
        this.send(this.current);
        return;
      }
      this.finish({ status: 0, etag: null });
    };
    socket.on('error', fail);
    socket.on('close', fail);
    this.socket = socket;
    return socket;
  }

  private read(chunk: string): void {
    this.buffer += chunk;
    const end = this.buffer.indexOf(HEADER_END);
    if (end < 0) return;
    const head = this.buffer.slice(0, end);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    const total = end + HEADER_END.length + length;
    if (this.buffer.length < total) return;
    this.buffer = this.buffer.slice(total);
    const status = Number(head.slice(9, 12));
    const etag = /\r\netag: *([^\r]+)/i.exec(head)?.[1] ?? null;
    this.reused = true;
    if (/\r\nconnection: *close/i.test(head)) {
      this.socket?.destroy();
      this.socket = null;
    }
    this.finish({ status, etag });
  }

  private finish(answer: LeanAnswer): void {
    const done = this.current;
    this.current = null;
    if (!done) return;
    done.resolve(answer);
    this.idle(this);
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }
}

/** `connections` keep-alive connections to `origin`; requests past them wait their turn. */
export class LeanHttpPool {
  private readonly idle: Connection[] = [];
  private readonly all: Connection[] = [];
  private readonly waiting: Pending[] = [];
  private readonly hostHeader: string;

  constructor(origin: string, connections: number) {
    const url = new URL(origin);
    this.hostHeader = url.host;
    for (let i = 0; i < connections; i++) {
      const connection = new Connection(url.hostname, Number(url.port), (free) => {
        const next = this.waiting.shift();
        if (next) free.send(next);
        else this.idle.push(free);
      });
      this.all.push(connection);
      this.idle.push(connection);
    }
  }

  /** GET `path` with `headers`; never rejects (status 0 for no answer). */
  get(path: string, headers: Record<string, string> = {}): Promise<LeanAnswer> {
    return this.send(`GET ${path}`, headers);
  }

  /**
   * PUT `json` to `path` with `headers`; never rejects (status 0 for no answer). Only PUTs whose
   * repetition is harmless (a driver's position): it may be sent again, as a GET may.
   */
  put(path: string, headers: Record<string, string>, json: string): Promise<LeanAnswer> {
    return this.send(
      `PUT ${path}`,
      {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(json)),
      },
      json,
    );
  }

  /** A request is sent again, once, when its kept-alive connection turns out to be closed. */
  private send(
    requestLine: string,
    headers: Record<string, string>,
    body = '',
  ): Promise<LeanAnswer> {
    let head = `${requestLine} HTTP/1.1\r\nhost: ${this.hostHeader}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    head += `\r\n${body}`;
    return new Promise((resolve) => {
      const pending = { head, resolve };
      const connection = this.idle.pop();
      if (connection) connection.send(pending);
      else this.waiting.push(pending);
    });
  }

  close(): void {
    for (const connection of this.all) connection.close();
  }
}

export interface EventStreamOptions<T> {
  /** The stream's address (it may have a query of its own); its ticket is added as `token=`. */
  url: string;
  /** The name of the server's events that carry the data (`event:` in the stream). */
  event: string;
  /** A fresh ticket for the stream (EventSource cannot send the bearer header). */
  streamToken: () => Promise<string>;
  /** Called with each event's data (JSON). */
  onEvent: (data: T) => void;
  /** How long after a refused stream (or a ticket that did not come) it is opened again. */
  retryMs: number;
  /** The stream went down: it failed, its ticket did not come, or the browser has no EventSource. */
  onDown?: () => void;
  /** The stream is open again after being down: what was missed meanwhile may be read again. */
  onBackUp?: () => void;
  /** While the stream is down, `poll` every `everyMs`: a read of what the stream would push. */
  pollWhileDown?: { everyMs: number; poll: () => void };
  /** Tests pass a fake; a browser without EventSource is down from the start. */
  EventSourceImpl?: typeof EventSource | undefined;
}

/**
 * Follows a server-sent-events stream opened with a ticket. A dropped stream reconnects by itself
 * (with Last-Event-ID) while its ticket lives; a refused one (ticket expired, session ended, too
 * many streams) is CLOSED, and is opened again with a fresh ticket `retryMs` later. Returns `stop`.
 */
export function followEventStream<T>(options: EventStreamOptions<T>): () => void {
  const EventSourceImpl =
    options.EventSourceImpl ?? (typeof EventSource === 'undefined' ? undefined : EventSource);
  let stopped = false;
  let down = false;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;

  const stopPolling = () => {
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = null;
  };
  const goDown = () => {
    if (stopped || down) return;
    down = true;
    const polling = options.pollWhileDown;
    if (polling) pollTimer = setInterval(polling.poll, polling.everyMs);
    options.onDown?.();
  };
  const retry = () => {
    if (stopped) return;
    goDown();
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, options.retryMs);
  };

  async function connect() {
    if (stopped) return;
    if (!EventSourceImpl) {
      goDown();
      return;
    }
    let token: string;
    try {
      token = await options.streamToken();
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const query = options.url.includes('?') ? '&' : '?';
    const stream = new EventSourceImpl(`${options.url}${query}token=${encodeURIComponent(token)}`);
    source = stream;
    stream.addEventListener('open', () => {
      if (!down) return;
      down = false;
      stopPolling();
      options.onBackUp?.();
    });
    stream.addEventListener(options.event, (event) => {
      options.onEvent(JSON.parse((event as MessageEvent<string>).data) as T);
    });
    stream.onerror = () => {
      if (source !== stream) return;
      goDown();
      if (stream.readyState !== EventSourceImpl.CLOSED) return;
      stream.close();
      source = null;
      retry();
    };
  }

  void connect();
  return () => {
    stopped = true;
    source?.close();
    source = null;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    stopPolling();
  };
}

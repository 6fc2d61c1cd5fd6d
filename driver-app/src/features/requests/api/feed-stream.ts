import { API_ROUTES, type DriverFeed } from '@dakiya/domain';

/** How long after the stream failed it is tried again, with a fresh ticket. */
export const FEED_STREAM_RETRY_MS = 5000;

export interface FeedStreamOptions {
  apiBaseUrl: string;
  /** A fresh ticket for the stream (EventSource cannot send the bearer header). */
  streamToken: () => Promise<string>;
  /** Called with each feed the stream pushes. */
  onFeed: (feed: DriverFeed) => void;
  /** The stream is back after a failure: what changed meanwhile is read again. */
  onReconnected: () => void;
  /** Tests pass a fake; a browser without EventSource has the feed's first answer only. */
  EventSourceImpl?: typeof EventSource | undefined;
}

/**
 * Follows the driver's feed over server-sent events. A dropped stream reconnects by itself
 * while its ticket lives; a refused one (ticket expired, session refreshed) is opened again with
 * a fresh ticket a few seconds later. Returns `stop`.
 */
export function followFeed(options: FeedStreamOptions): () => void {
  const EventSourceImpl =
    options.EventSourceImpl ?? (typeof EventSource === 'undefined' ? undefined : EventSource);
  let stopped = false;
  let failed = false;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  const retry = () => {
    if (stopped) return;
    failed = true;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, FEED_STREAM_RETRY_MS);
  };

  async function connect() {
    if (stopped || !EventSourceImpl) return;
    let token: string;
    try {
      token = await options.streamToken();
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const stream = new EventSourceImpl(
      `${options.apiBaseUrl}${API_ROUTES.driverFeedEvents}?token=${encodeURIComponent(token)}`,
    );
    source = stream;
    stream.addEventListener('open', () => {
      if (!failed) return;
      failed = false;
      options.onReconnected();
    });
    stream.addEventListener('feed', (event) => {
      options.onFeed(JSON.parse((event as MessageEvent<string>).data) as DriverFeed);
    });
    stream.onerror = () => {
      if (source !== stream) return;
      failed = true;
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
  };
}

import { API_ROUTES, apiPath, type Order } from '@dakiya/domain';

/** Statuses after which an order never changes again. */
export const ORDER_ENDED: ReadonlySet<Order['status']> = new Set([
  'delivered',
  'cancelled',
  'expired',
]);

/** How often the fallback polls GET /bargaining/orders/{id}/ while the stream is down. */
export const ORDER_POLL_MS = 3000;
/** How long after a stream failure it is tried again (with a fresh token). */
export const STREAM_RETRY_MS = 10_000;

export interface FollowOptions {
  id: number;
  apiBaseUrl: string;
  /** A fresh ride-scoped token for the stream (EventSource cannot send the bearer header). */
  streamToken: () => Promise<string>;
  /** Called with each order the stream pushes. */
  onOrder: (order: Order) => void;
  /** One poll of the order (the fallback); answers it, or null when the poll failed. */
  poll: () => Promise<Order | null>;
  /** Tests pass a fake; browsers without EventSource poll only. */
  EventSourceImpl?: typeof EventSource | undefined;
}

/**
 * Follows an order: server-sent events while they work, polling while they do not, and another
 * try at the stream every few seconds. Stops by itself once the order has ended.
 */
export function followOrder(options: FollowOptions): () => void {
  const EventSourceImpl =
    options.EventSourceImpl ?? (typeof EventSource === 'undefined' ? undefined : EventSource);
  let stopped = false;
  let source: EventSource | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  const stop = () => {
    stopped = true;
    source?.close();
    source = null;
    if (pollTimer) clearInterval(pollTimer);
    if (retryTimer) clearTimeout(retryTimer);
    pollTimer = null;
    retryTimer = null;
  };
  const seen = (order: Order | null) => {
    if (order && ORDER_ENDED.has(order.status)) stop();
  };
  const startPolling = () => {
    if (pollTimer || stopped) return;
    pollTimer = setInterval(() => void options.poll().then(seen), ORDER_POLL_MS);
  };
  const stopPolling = () => {
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = null;
  };

  const connect = async () => {
    if (stopped) return;
    if (!EventSourceImpl) {
      startPolling();
      return;
    }
    let token: string;
    try {
      token = await options.streamToken();
    } catch {
      fail();
      return;
    }
    if (stopped) return;
    const url = `${options.apiBaseUrl}${apiPath(API_ROUTES.orderEvents, { id: options.id })}?token=${encodeURIComponent(token)}`;
    const stream = new EventSourceImpl(url);
    source = stream;
    stream.addEventListener('open', stopPolling);
    stream.addEventListener('order', (event) => {
      const order = JSON.parse((event as MessageEvent<string>).data) as Order;
      options.onOrder(order);
      seen(order);
    });
    // A dropped stream reconnects by itself with Last-Event-ID while its ticket lives (polling
    // covers the gap; 'open' stops it). A refused one (ticket expired, session ended, too many
    // streams) is CLOSED: polling covers, and a new stream with a new ticket follows.
    stream.onerror = () => {
      if (source !== stream) return;
      startPolling();
      if (stream.readyState !== EventSourceImpl.CLOSED) return;
      stream.close();
      source = null;
      fail();
    };
  };
  function fail() {
    if (stopped) return;
    startPolling();
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, STREAM_RETRY_MS);
  }

  void connect();
  return stop;
}

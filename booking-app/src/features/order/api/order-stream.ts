import { API_ROUTES, apiPath, type Order } from '@dakiya/domain';
import { followEventStream } from '@dakiya/shared/event-stream';

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
  const stop = followEventStream<Order>({
    url: `${options.apiBaseUrl}${apiPath(API_ROUTES.orderEvents, { id: options.id })}`,
    event: 'order',
    streamToken: options.streamToken,
    retryMs: STREAM_RETRY_MS,
    onEvent: (order) => {
      options.onOrder(order);
      seen(order);
    },
    pollWhileDown: { everyMs: ORDER_POLL_MS, poll: () => void options.poll().then(seen) },
    EventSourceImpl: options.EventSourceImpl,
  });

  function seen(order: Order | null) {
    if (order && ORDER_ENDED.has(order.status)) stop();
  }
  return stop;
}

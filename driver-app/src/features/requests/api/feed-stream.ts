import { API_ROUTES, type DriverFeed } from '@dakiya/domain';
import { followEventStream } from '@dakiya/shared/event-stream';

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

/** Follows the driver's feed over server-sent events (see followEventStream). Returns `stop`. */
export function followFeed(options: FeedStreamOptions): () => void {
  return followEventStream<DriverFeed>({
    url: `${options.apiBaseUrl}${API_ROUTES.driverFeedEvents}`,
    event: 'feed',
    streamToken: options.streamToken,
    retryMs: FEED_STREAM_RETRY_MS,
    onEvent: options.onFeed,
    onBackUp: options.onReconnected,
    EventSourceImpl: options.EventSourceImpl,
  });
}

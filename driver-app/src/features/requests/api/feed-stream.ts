import { API_ROUTES, type DriverFeed } from '@dakiya/domain';
import { followEventStream } from '@dakiya/shared/event-stream';

/** How long after the stream failed it is tried again, with a fresh ticket. */
export const FEED_STREAM_RETRY_MS = 5000;
/** How often the feed is read while its stream is down (or the browser has none). */
export const FEED_POLL_MS = 5000;

export interface FeedStreamOptions {
  apiBaseUrl: string;
  /** The language the feed's pickups and drops are named in. */
  lang: string;
  /** A fresh ticket for the stream (EventSource cannot send the bearer header). */
  streamToken: () => Promise<string>;
  /** Called with each feed the stream pushes. */
  onFeed: (feed: DriverFeed) => void;
  /** Reads the feed again: every FEED_POLL_MS while the stream is down, and once it is back. */
  readAgain: () => void;
  /** Tests pass a fake; a browser without EventSource reads the feed every FEED_POLL_MS. */
  EventSourceImpl?: typeof EventSource | undefined;
}

/**
 * Follows the driver's feed: pushed over server-sent events while they work (see
 * followEventStream), read every few seconds while they do not. Returns `stop`.
 */
export function followFeed(options: FeedStreamOptions): () => void {
  return followEventStream<DriverFeed>({
    url: `${options.apiBaseUrl}${API_ROUTES.driverFeedEvents}?lang=${options.lang}`,
    event: 'feed',
    streamToken: options.streamToken,
    retryMs: FEED_STREAM_RETRY_MS,
    onEvent: options.onFeed,
    onBackUp: options.readAgain,
    pollWhileDown: { everyMs: FEED_POLL_MS, poll: options.readAgain },
    EventSourceImpl: options.EventSourceImpl,
  });
}

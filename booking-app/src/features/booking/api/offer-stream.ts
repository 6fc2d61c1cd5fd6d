import { API_ROUTES, apiPath, DRIVER_POLL_MS, type DriverOffer } from '@dakiya/domain';
import { followEventStream } from '@dakiya/shared/event-stream';

/** How long after a refused offer stream it is tried again (with a fresh ticket). */
export const OFFER_STREAM_RETRY_MS = 10_000;

export interface FollowOffersOptions {
  id: number;
  apiBaseUrl: string;
  /** A fresh ticket for the ride's streams (EventSource cannot send the bearer header). */
  streamToken: () => Promise<string>;
  /** Called with each list the stream pushes. */
  onOffers: (offers: DriverOffer[]) => void;
  /** One read of the list (GET /bargaining/RideGet/{id}/): the fallback, and after a gap. */
  poll: () => void;
}

/**
 * Follows the drivers' offers on an open request: pushed by the server while its event stream
 * is up, polled every DRIVER_POLL_MS (docs/product.md) only while it is down, and read once
 * when it comes back. Returns `stop`.
 */
export function followOffers(options: FollowOffersOptions): () => void {
  return followEventStream<DriverOffer[]>({
    url: `${options.apiBaseUrl}${apiPath(API_ROUTES.rideOfferEvents, { id: options.id })}`,
    event: 'offers',
    streamToken: options.streamToken,
    retryMs: OFFER_STREAM_RETRY_MS,
    onEvent: options.onOffers,
    onBackUp: options.poll,
    pollWhileDown: { everyMs: DRIVER_POLL_MS, poll: options.poll },
  });
}

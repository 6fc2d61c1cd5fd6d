import { ClusterBus } from '../shared-state/cluster-bus.js';
import { feedRideChange, type FeedRideChange } from './driver-feed-views.js';
import type { OfferListChange } from './offer-list-cache.js';
import type { offerView, OrderView, Ride } from './ride-views.js';

type OfferView = ReturnType<typeof offerView>;

const ORDER = (rideId: number) => `order:${rideId}`;
const OFFERS = 'offers';
const FEED_RIDES = 'feed-rides';
const FEED_DRIVERS = 'feed-drivers';

/**
 * A ride's changes, told to every API process (shared-state/cluster-bus.ts: Redis pub/sub in a
 * cluster): an order's new state, for its server-sent event streams, with the order as the
 * writer already has it (following an order costs the follower no database reads); and "this
 * ride's offers changed" (how), which each process applies to its cached offer list; and, for
 * the drivers' feeds (driver-feed-hub.ts), a ride's new state and "this driver's feed changed".
 */
export class RideEvents {
  constructor(readonly bus: ClusterBus = new ClusterBus()) {}

  /** An order's new state, to its followers in every process (the others a moment later). */
  publish(order: OrderView): void {
    void this.bus.publish(ORDER(order.id), order);
  }

  /**
   * A ride's offers changed: every process changes its cached list the same way. Resolves once
   * Redis has the message, before the change is acknowledged to the client, so the client's
   * next poll, to any process, finds the new list.
   */
  offersChanged(change: OfferListChange<OfferView>): Promise<void> {
    return this.bus.publish(OFFERS, change);
  }

  /**
   * A ride changed in a way drivers' feeds show (new, new fare, closed, taken): every process
   * updates the feeds it streams that it may concern. Not awaited: nothing waits on a feed.
   */
  rideChangedForFeeds(ride: Ride): void {
    void this.bus.publish(FEED_RIDES, feedRideChange(ride));
  }

  /** Something only this driver's feed shows changed (status, an offer, a trip, a move). */
  driverFeedChanged(driverId: number): void {
    void this.bus.publish(FEED_DRIVERS, driverId);
  }

  onFeedRide(listener: (change: FeedRideChange) => void): () => void {
    return this.bus.on(FEED_RIDES, listener);
  }

  onFeedDriver(listener: (driverId: number) => void): () => void {
    return this.bus.on(FEED_DRIVERS, listener);
  }

  /** Calls `listener` with every change of ride `rideId`; returns the unsubscribe. */
  subscribe(rideId: number, listener: (order: OrderView) => void): () => void {
    return this.bus.on(ORDER(rideId), listener);
  }

  onOffersChanged(listener: (change: OfferListChange<OfferView>) => void): () => void {
    return this.bus.on(OFFERS, listener);
  }

  /** After events may have been missed (Redis was away): drop caches. */
  onResync(listener: () => void): () => void {
    return this.bus.onResync(listener);
  }

  followers(rideId: number): number {
    return this.bus.listeners(ORDER(rideId));
  }
}

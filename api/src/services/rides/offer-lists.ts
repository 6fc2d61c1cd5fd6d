import { and, asc, eq, isNull } from 'drizzle-orm';
import { API_ERRORS } from '@dakiya/domain';
import { drivers, offers, rideRequests } from '../../db/schema.js';
import { ClientError } from '../../client-errors.js';
import { OfferListCache, offerListEntry } from '../offer-list-cache.js';
import { offerView } from '../ride-views.js';
import type { RideParts } from './ride-parts.js';

export type OfferList = ReturnType<typeof offerView>[];

/** The list as a follower of a ride gets it: the offers and their ETag. */
export type OfferListListener = (list: { offers: OfferList; etag: string }) => void;

/**
 * The drivers' live offers on a ride as its customer polls them, every second: answered from
 * memory until the ride's offers change (in any process).
 */
export class OfferLists {
  private readonly cache: OfferListCache<OfferList[number]>;
  /** This process's followers of rides' lists (the drivers' lists' event streams), by ride. */
  private readonly followers = new Map<number, Set<OfferListListener>>();

  constructor(private readonly parts: Pick<RideParts, 'db' | 'events'>) {
    this.cache = new OfferListCache((rideId) => this.load(rideId));
    parts.events.onOffersChanged((change) => {
      this.cache.apply(change);
      this.tellFollowers(change.rideId);
    });
    parts.events.onResync(() => {
      this.cache.clear();
      // Changes may have been missed: every followed list is read again and sent if it differs.
      for (const rideId of this.followers.keys()) this.tellFollowers(rideId);
    });
  }

  /**
   * Calls `listener` with ride `rideId`'s list after each change heard from any process (the
   * same list may come twice: followers compare ETags). Answers the unsubscribe.
   */
  follow(rideId: number, listener: OfferListListener): () => void {
    const listeners = this.followers.get(rideId) ?? new Set<OfferListListener>();
    this.followers.set(rideId, listeners.add(listener));
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.followers.delete(rideId);
    };
  }

  private tellFollowers(rideId: number): void {
    const listeners = this.followers.get(rideId);
    if (!listeners) return;
    this.cache.get(rideId).then(
      (entry) => {
        for (const listener of listeners) listener(entry);
      },
      // A ride gone or a read that failed: followers keep what they have until the next change.
      () => {},
    );
  }

  /**
   * The polling hot path, from memory: the ride's live offers and their ETag (unchanged list,
   * unchanged ETag, in every process). A miss is one indexed query for the owner and the offers.
   */
  async get(userId: number, rideId: number): Promise<{ offers: OfferList; etag: string }> {
    const entry = await this.cache.get(rideId);
    if (entry.owner !== userId) throw new ClientError(403, API_ERRORS.rideNotYours);
    return entry;
  }

  private async load(rideId: number) {
    const rows = await this.parts.db
      .select({ owner: rideRequests.userId, offer: offers, driver: drivers })
      .from(rideRequests)
      .leftJoin(offers, and(eq(offers.rideRequestId, rideRequests.id), isNull(offers.withdrawnAt)))
      .leftJoin(drivers, eq(drivers.id, offers.driverId))
      .where(eq(rideRequests.id, rideId))
      .orderBy(asc(offers.id));
    if (rows.length === 0) throw new ClientError(404, API_ERRORS.noSuchRide);
    const live = rows.flatMap(({ offer, driver }) =>
      offer && driver ? [{ view: offerView(offer, driver), driverId: driver.id }] : [],
    );
    return offerListEntry(
      rideId,
      rows[0]!.owner,
      live.map(({ view }) => view),
      live.map(({ driverId }) => driverId),
    );
  }
}

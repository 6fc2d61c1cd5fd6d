import { and, asc, eq, isNull } from 'drizzle-orm';
import { API_ERRORS } from '@dakiya/domain';
import { drivers, offers, rideRequests } from '../../db/schema.js';
import { ClientError } from '../../client-errors.js';
import { OfferListCache, offerListEntry } from '../offer-list-cache.js';
import { offerView } from '../ride-views.js';
import type { RideParts } from './ride-parts.js';

export type OfferList = ReturnType<typeof offerView>[];

/**
 * The drivers' live offers on a ride as its customer polls them, every second: answered from
 * memory until the ride's offers change (in any process).
 */
export class OfferLists {
  private readonly cache: OfferListCache<OfferList[number]>;

  constructor(private readonly parts: Pick<RideParts, 'db' | 'events'>) {
    this.cache = new OfferListCache((rideId) => this.load(rideId));
    parts.events.onOffersChanged((change) => this.cache.apply(change));
    parts.events.onResync(() => this.cache.clear());
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

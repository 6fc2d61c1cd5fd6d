import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A ride's live offers as the polling endpoint answers them, with the owner and the ETag. */
export interface OfferListEntry<Offer> {
  owner: number;
  offers: Offer[];
  /** A strong ETag from the list's content: the same in every API process for the same list. */
  etag: string;
}

/** Open rides the cache holds at most: the ones being polled (about 1–3 KB each). */
export const OFFER_LISTS_CACHED = 100_000;

/** The ETag of a ride's offer list: its content's hash, so any process computes the same. */
export function offerListEtag(rideId: number, offers: unknown[]): string {
  const hash = createHash('sha1').update(JSON.stringify(offers)).digest('base64url').slice(0, 16);
  return `"${rideId}-${offers.length}-${hash}"`;
}

/**
 * Offer lists kept in memory until the ride's offers change (RideEvents tells every process),
 * so a poll is answered without the database. Polls that miss together share one load. A
 * change during a load does not fail the waiting polls: they get what the load read (the list
 * as it was a moment before, as if they had come a moment earlier), it is not kept, and a poll
 * that comes after the change starts a load of its own.
 */
export class OfferListCache<Offer> {
  private readonly entries = new LRUCache<number, OfferListEntry<Offer>>({
    max: OFFER_LISTS_CACHED,
  });
  private readonly loading = new Map<number, Promise<OfferListEntry<Offer>>>();

  constructor(private readonly load: (rideId: number) => Promise<OfferListEntry<Offer>>) {}

  get(rideId: number): Promise<OfferListEntry<Offer>> {
    const cached = this.entries.get(rideId);
    if (cached) return Promise.resolve(cached);
    const inFlight = this.loading.get(rideId);
    if (inFlight) return inFlight;
    const loaded = this.load(rideId).then(
      (entry) => {
        // Still the current load: no change came meanwhile, so the list is still true.
        if (this.loading.get(rideId) === loaded) {
          this.loading.delete(rideId);
          this.entries.set(rideId, entry);
        }
        return entry;
      },
      (error: unknown) => {
        if (this.loading.get(rideId) === loaded) this.loading.delete(rideId);
        throw error;
      },
    );
    this.loading.set(rideId, loaded);
    return loaded;
  }

  /** The ride's offers changed: forget its list, and let a load under way finish unkept. */
  invalidate(rideId: number): void {
    this.entries.delete(rideId);
    this.loading.delete(rideId);
  }

  /** Events may have been missed (Redis was away): forget everything. */
  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A ride's live offers as the polling endpoint answers them, with the owner and the ETag. */
export interface OfferListEntry<Offer> {
  owner: number;
  /** By offer id (the order offers were made in). */
  offers: Offer[];
  /** The driver of each offer, in the same order. */
  driverIds: number[];
  /** A strong ETag from the list's content: the same in every API process for the same list. */
  etag: string;
}

/**
 * A change of one ride's list, as every process hears it (RideEvents): applied to the list in
 * memory, so no process reads the database for it. In any order they arrive the result is the
 * same: a driver's offers are replaced only by a newer one of theirs (offer ids grow).
 */
export type OfferListChange<Offer> =
  /** A new ride: no offers yet (sent before its insert commits, so before any offer on it). */
  | { kind: 'empty'; rideId: number; owner: number }
  /** A driver's new offer, which replaces their earlier one on the ride. */
  | { kind: 'offer'; rideId: number; driverId: number; offer: Offer }
  /** The driver's offers on the ride were withdrawn (they were booked elsewhere or went offline). */
  | { kind: 'withdrawn'; rideId: number; driverId: number }
  /** Anything else: read the list again. */
  | { kind: 'reload'; rideId: number };

/** Open rides the cache holds at most: the ones being polled (about 1–3 KB each). */
export const OFFER_LISTS_CACHED = 100_000;

export function offerListEntry<Offer>(
  rideId: number,
  owner: number,
  offers: Offer[],
  driverIds: number[],
): OfferListEntry<Offer> {
  const hash = createHash('sha1').update(JSON.stringify(offers)).digest('base64url').slice(0, 16);
  return { owner, offers, driverIds, etag: `"${rideId}-${offers.length}-${hash}"` };
}

/**
 * Offer lists kept in memory and changed in place by the changes every process hears, so a poll
 * is answered without the database: a list is read only when a process has never had it (a
 * restart, an eviction, a lost subscription). Polls that miss together share one read. A change
 * during a read fails none of the waiting polls: they get what the read found (the list as it
 * was a moment before, as if they had come a moment earlier), it is not kept, and a poll that
 * comes after the change starts a read of its own.
 */
export class OfferListCache<Offer extends { id: number }> {
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
        // Still the current read: no change came meanwhile, so the list is still true.
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

  apply(change: OfferListChange<Offer>): void {
    const { rideId } = change;
    // A read under way may or may not have seen the change: it is not kept.
    this.loading.delete(rideId);
    if (change.kind === 'empty') {
      if (!this.entries.has(rideId))
        this.entries.set(rideId, offerListEntry(rideId, change.owner, [], []));
      return;
    }
    const entry = this.entries.peek(rideId);
    if (!entry) return; // read in full when polled
    if (change.kind === 'reload') {
      this.entries.delete(rideId);
      return;
    }
    const keep = entry.offers.flatMap((offer, i) => {
      const driverId = entry.driverIds[i]!;
      if (driverId !== change.driverId) return [{ offer, driverId }];
      if (change.kind === 'offer' && offer.id > change.offer.id) return [{ offer, driverId }];
      return [];
    });
    if (change.kind === 'offer' && !keep.some(({ driverId }) => driverId === change.driverId))
      keep.push({ offer: change.offer, driverId: change.driverId });
    keep.sort((a, b) => a.offer.id - b.offer.id);
    this.entries.set(
      rideId,
      offerListEntry(
        rideId,
        entry.owner,
        keep.map(({ offer }) => offer),
        keep.map(({ driverId }) => driverId),
      ),
    );
  }

  /** The ride's list must be read again. */
  invalidate(rideId: number): void {
    this.apply({ kind: 'reload', rideId });
  }

  /** Changes may have been missed (Redis was away): forget everything. */
  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

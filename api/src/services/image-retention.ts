import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { drivers, rideRequests, users } from '../db/schema.js';
import { IMAGE_KINDS } from '../storage/image-storage.js';
import type { Images } from '../storage/images.js';

/**
 * How long an image may sit in storage with no row referring to it before the sweep removes it:
 * far longer than a request takes between storing its image and committing its row.
 */
export const ORPHAN_GRACE_MS = 60 * 60_000;
/** An expired request keeps its parcel image this long, for a retry to carry it over. */
export const EXPIRED_IMAGE_KEEP_MS = 60 * 60_000;
/** How often the sweep runs (and once as it starts). */
export const IMAGE_SWEEP_EVERY_MS = 60 * 60_000;
/** Expired rides let go of their images this many at a time (one short transaction each). */
const EXPIRED_BATCH = 500;

/**
 * Which images are kept (docs/product.md, "Parcel images"): a customer's or a driver's photo, a
 * photo taken at a drop as its proof (kept with its order for good); the
 * parcel image of a request still looking for drivers, of every ride that had a driver (the order
 * and its history), and of an expired request for EXPIRED_IMAGE_KEEP_MS. A request cancelled or
 * replaced before any driver was booked lets go of its image at once, and so does a driver's
 * photo replaced by a new one; images no row refers to are swept.
 *
 * A key is never put back once a row let go of it (a ride's is only ever cleared, a photo's only
 * replaced by a new key), and a retry copies a ride's key from a row it holds locked: so once the
 * rows that dropped a key have committed, a key no row refers to stays so, and deleting it is
 * safe.
 */
export class ImageRetention {
  constructor(
    private readonly db: Db,
    readonly images: Images,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** The keys of `keys` some user, driver or ride still refers to. */
  private async referenced(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const [rides, proofs, photos, driverPhotos] = await Promise.all([
      this.db
        .select({ key: rideRequests.parcelImageKey })
        .from(rideRequests)
        .where(inArray(rideRequests.parcelImageKey, keys)),
      this.db
        .select({ key: rideRequests.proofPhotoKey })
        .from(rideRequests)
        .where(inArray(rideRequests.proofPhotoKey, keys)),
      this.db.select({ key: users.photoKey }).from(users).where(inArray(users.photoKey, keys)),
      this.db
        .select({ key: drivers.photoKey })
        .from(drivers)
        .where(inArray(drivers.photoKey, keys)),
    ]);
    return new Set(
      [...rides, ...proofs, ...photos, ...driverPhotos].flatMap(({ key }) =>
        key === null ? [] : [key],
      ),
    );
  }

  /**
   * Deletes each of `keys` that no row refers to any more; called after the commit that dropped
   * them. A delete that fails is logged and left to the sweep: the request it ends has succeeded.
   */
  async release(keys: ReadonlyArray<string | null | undefined>): Promise<number> {
    const candidates = [...new Set(keys.filter((key): key is string => Boolean(key)))];
    if (candidates.length === 0) return 0;
    try {
      const kept = await this.referenced(candidates);
      const unused = candidates.filter((key) => !kept.has(key));
      await Promise.all(unused.map((key) => this.images.delete(key)));
      return unused.length;
    } catch (error) {
      this.log?.warn({ err: error }, 'image release failed; the sweep will remove them');
      return 0;
    }
  }

  /** Expired requests past EXPIRED_IMAGE_KEEP_MS let go of their images; answers how many went. */
  async releaseExpired(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - EXPIRED_IMAGE_KEEP_MS);
    let released = 0;
    for (;;) {
      // Locked as a retry locks the ride it copies: a retry either copied the key first (and
      // its new row keeps the image) or finds it cleared.
      const keys = await this.db.transaction(async (tx) => {
        const due = await tx
          .select({ id: rideRequests.id, key: rideRequests.parcelImageKey })
          .from(rideRequests)
          .where(
            and(
              eq(rideRequests.status, 'expired'),
              lt(rideRequests.closedAt, before),
              isNotNull(rideRequests.parcelImageKey),
            ),
          )
          .limit(EXPIRED_BATCH)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        await tx
          .update(rideRequests)
          .set({ parcelImageKey: null })
          .where(
            inArray(
              rideRequests.id,
              due.map(({ id }) => id),
            ),
          );
        return due.map(({ key }) => key);
      });
      released += await this.release(keys);
      if (keys.length < EXPIRED_BATCH) return released;
    }
  }

  /** Removes images older than ORPHAN_GRACE_MS that no row refers to; answers how many went. */
  async sweepOrphans(now = new Date()): Promise<number> {
    const before = now.getTime() - ORPHAN_GRACE_MS;
    let removed = 0;
    for (const kind of IMAGE_KINDS) {
      for await (const page of this.images.list(kind)) {
        const old = page.filter(({ writtenAt }) => writtenAt.getTime() < before);
        const kept = await this.referenced(old.map(({ key }) => key));
        const orphans = old.filter(({ key }) => !kept.has(key));
        await Promise.all(orphans.map(({ key }) => this.images.delete(key)));
        removed += orphans.length;
      }
    }
    return removed;
  }

  /** One round: expired requests' images past their time, then orphans. */
  async sweep(now = new Date()): Promise<{ expired: number; orphans: number }> {
    const expired = await this.releaseExpired(now);
    const orphans = await this.sweepOrphans(now);
    if (expired + orphans > 0) this.log?.info({ expired, orphans }, 'image sweep');
    return { expired, orphans };
  }

  /**
   * The sweep as a job for one process of the cluster at a time (ClusterSingleton in main.ts):
   * a round as it starts, then every `everyMs`. A failed round is logged; the next one retries.
   */
  job(everyMs = IMAGE_SWEEP_EVERY_MS): { start(): Promise<void>; stop(): void } {
    let timer: NodeJS.Timeout | null = null;
    let running = false;
    const round = async () => {
      if (running) return;
      running = true;
      try {
        await this.sweep();
      } catch (error) {
        this.log?.warn({ err: error }, 'image sweep failed; trying again next round');
      } finally {
        running = false;
      }
    };
    return {
      start: async () => {
        if (timer) clearInterval(timer);
        timer = setInterval(() => void round(), everyMs);
        timer.unref();
        void round();
      },
      stop: () => {
        if (timer) clearInterval(timer);
        timer = null;
      },
    };
  }
}

import { randomBytes, randomInt } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  sql,
} from 'drizzle-orm';
import {
  ACTIVE_RIDE_STATUSES,
  API_ERRORS,
  ORDER_HISTORY_PAGE_SIZE,
  RIDE_REQUEST_RATE,
  fareFloor,
  approximateRoadKm,
  vehicleFits,
  type LatLng,
} from '@dakiya/domain';
import type { Db } from '../db/database.js';
import { drivers, offers, rideRequests } from '../db/schema.js';
import { MemoryStorage } from '../storage/folder-storage.js';
import { Images } from '../storage/images.js';
import {
  MemoryDriverPositions,
  positionOf,
  type DriverPosition,
  type DriverPositions,
} from './driver-positions.js';
import { ClientError, limitReached } from '../client-errors.js';
import { ImageRetention } from './image-retention.js';
import { RateBuckets } from './rate-buckets.js';
import { openRidesNear, withinFeedRadius } from './ride-feed.js';
import { pickupCell } from './ride-feed-cells.js';
import { OfferListCache, offerListEntry } from './offer-list-cache.js';
import { RideEvents } from './ride-events.js';
import { readRideSettings, type RideSettings } from './ride-settings.js';
import {
  historyView,
  minutesAway,
  offerView,
  orderView,
  point,
  rideView,
  type Driver,
  type Offer,
  type Ride,
} from './ride-views.js';

export { minutesAway, rideView };

export interface NewRideRequest {
  type: string;
  pickup_location: string;
  drop_location: string;
  offer_fare: number;
  pickup_lat?: number | undefined;
  pickup_lng?: number | undefined;
  drop_lat?: number | undefined;
  drop_lng?: number | undefined;
  weight?: number | undefined;
}

type OfferList = ReturnType<typeof offerView>[];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Why a customer's fare for `ride` is refused (below the fare floor), or null. */
function fareRefusal(
  fare: number,
  ride: Pick<Ride, 'type' | 'pickupLat' | 'pickupLng' | 'dropLat' | 'dropLng' | 'weightKg'>,
): ClientError | null {
  const floor = fareFloor({
    type: ride.type,
    pickup: point(ride.pickupLat, ride.pickupLng),
    drop: point(ride.dropLat, ride.dropLng),
    weightKg: ride.weightKg,
  });
  return fare < floor
    ? new ClientError(400, API_ERRORS.fareBelowFloor, { offer_fare: [API_ERRORS.fareBelowFloor] })
    : null;
}

export const isActive = inArray(rideRequests.status, [...ACTIVE_RIDE_STATUSES]);

/** PostgreSQL's unique_violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Customers' ride requests, drivers' offers on them, accepting one, and the order that follows.
 * Every change of state is one conditional UPDATE (`... WHERE status = <the state it leaves>`),
 * so of two racing changes exactly one happens; the database's checks and the busy-driver index
 * hold the rest.
 */
export class RideService {
  /** Every process's changes: order streams follow them, offer lists are dropped on them. */
  readonly events = new RideEvents();

  // Polls are answered from here until the ride's offers change (in any process).
  private readonly offersCache = this.followedByEvents(
    new OfferListCache<OfferList[number]>((rideId) => this.loadOffers(rideId)),
  );

  /** Parcel images: stored with a request, deleted once no ride needs them. */
  readonly retention: ImageRetention;
  private readonly buckets: RateBuckets;

  constructor(
    private readonly db: Db,
    readonly settings: RideSettings = readRideSettings(),
    /** Drivers' live positions (memory, or Redis in a cluster): never a database write. */
    readonly positions: DriverPositions = new MemoryDriverPositions(),
    deps: { retention?: ImageRetention; buckets?: RateBuckets } = {},
  ) {
    this.retention = deps.retention ?? new ImageRetention(db, new Images(new MemoryStorage()));
    this.buckets = deps.buckets ?? new RateBuckets(db);
  }

  private expiry(): Date {
    return new Date(Date.now() + this.settings.searchTtlMs);
  }

  /** Takes one of the customer's ride requests (RIDE_REQUEST_RATE, in every process) or a 429. */
  private async admit(userId: number): Promise<void> {
    const retryAt = await this.buckets.take(`ride-requests:${userId}`, RIDE_REQUEST_RATE);
    if (retryAt) throw limitReached(API_ERRORS.tooManyRideRequests, retryAt);
  }

  /**
   * A new request; the customer's earlier open request, if any, is cancelled (one at a time) and
   * its parcel image deleted. The fare floor and the rate limit are checked before the image is
   * stored, so a refused request writes nothing.
   */
  async create(userId: number, request: NewRideRequest, parcelImage?: Buffer) {
    const values = {
      userId,
      type: request.type,
      pickupLocation: request.pickup_location,
      dropLocation: request.drop_location,
      offerFare: request.offer_fare,
      pickupLat: request.pickup_lat ?? null,
      pickupLng: request.pickup_lng ?? null,
      dropLat: request.drop_lat ?? null,
      dropLng: request.drop_lng ?? null,
      pickupCell: pickupCell(request.pickup_lat, request.pickup_lng),
      weightKg: request.weight ?? null,
    };
    const refusal = fareRefusal(request.offer_fare, values);
    if (refusal) throw refusal;
    await this.admit(userId);
    const key = parcelImage
      ? await this.retention.images.save('parcels', parcelImage, 'parcel_image')
      : null;
    let replaced: { closed: Ride[]; keys: Array<string | null> } = { closed: [], keys: [] };
    let ride: Ride;
    try {
      ride = await this.db.transaction(async (tx) => {
        replaced = await this.closeSearching(tx, userId);
        return this.insertWithEmptyOfferList(tx, {
          ...values,
          parcelImageKey: key,
          expiresAt: this.expiry(),
        });
      });
    } catch (error) {
      await this.retention.release([key]);
      throw error;
    }
    await this.retention.release(replaced.keys);
    for (const changed of [...replaced.closed, ride]) this.events.rideChangedForFeeds(changed);
    return rideView(ride);
  }

  /**
   * Cancels the customer's open requests (replaced by a new one) and clears their parcel image
   * keys; answers the rides closed and the keys, to release after the commit. The rows are locked
   * first, so a ride accepted meanwhile is left as it is.
   */
  private async closeSearching(
    tx: Tx,
    userId: number,
  ): Promise<{ closed: Ride[]; keys: Array<string | null> }> {
    const open = await tx
      .select({ id: rideRequests.id, key: rideRequests.parcelImageKey })
      .from(rideRequests)
      .where(and(eq(rideRequests.userId, userId), eq(rideRequests.status, 'searching')))
      .for('update');
    if (open.length === 0) return { closed: [], keys: [] };
    const closed = await tx
      .update(rideRequests)
      .set({
        status: 'cancelled',
        cancelledBy: 'customer',
        cancelReason: 'Replaced by a new request',
        closedAt: new Date(),
        parcelImageKey: null,
        version: sql`${rideRequests.version} + 1`,
      })
      .where(
        and(
          inArray(
            rideRequests.id,
            open.map(({ id }) => id),
          ),
          eq(rideRequests.status, 'searching'),
        ),
      )
      .returning();
    return { closed, keys: open.map(({ key }) => key) };
  }

  /**
   * The polling hot path, from memory: the ride's live offers and their ETag (unchanged list,
   * unchanged ETag, in every process). A miss is one indexed query for the owner and the offers.
   */
  async offerList(userId: number, rideId: number): Promise<{ offers: OfferList; etag: string }> {
    const entry = await this.offersCache.get(rideId);
    if (entry.owner !== userId) throw new ClientError(403, API_ERRORS.rideNotYours);
    return entry;
  }

  async listOffers(userId: number, rideId: number): Promise<OfferList> {
    return (await this.offerList(userId, rideId)).offers;
  }

  private followedByEvents(cache: OfferListCache<OfferList[number]>) {
    this.events.onOffersChanged((change) => cache.apply(change));
    this.events.onResync(() => cache.clear());
    return cache;
  }

  /**
   * Inserts a ride in `tx` and tells every process its offer list is empty, before the commit:
   * any offer on it is made after the commit, so its message comes after this one, and the
   * first polls of the ride, anywhere, read nothing.
   */
  private async insertWithEmptyOfferList(
    tx: Tx,
    values: typeof rideRequests.$inferInsert,
  ): Promise<Ride> {
    const [ride] = await tx.insert(rideRequests).values(values).returning();
    await this.events.offersChanged({ kind: 'empty', rideId: ride!.id, owner: ride!.userId });
    return ride!;
  }

  private async loadOffers(rideId: number) {
    const rows = await this.db
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

  async ownedRide(userId: number, rideId: number): Promise<Ride> {
    const [ride] = await this.db.select().from(rideRequests).where(eq(rideRequests.id, rideId));
    if (!ride) throw new ClientError(404, API_ERRORS.noSuchRide);
    if (ride.userId !== userId) throw new ClientError(403, API_ERRORS.rideNotYours);
    return ride;
  }

  /** Every searching ride past its time becomes `expired`; answers the rides it closed. */
  async expireDue(rideId?: number): Promise<number[]> {
    const closed: Ride[] = await this.db
      .update(rideRequests)
      .set({ status: 'expired', closedAt: new Date(), version: sql`${rideRequests.version} + 1` })
      .where(
        and(
          eq(rideRequests.status, 'searching'),
          lte(rideRequests.expiresAt, new Date()),
          rideId === undefined ? undefined : eq(rideRequests.id, rideId),
        ),
      )
      .returning();
    for (const ride of closed) this.events.rideChangedForFeeds(ride);
    return closed.map((row) => row.id);
  }

  /** A ride request as its owner sees it (the drivers' list reads its status and expiry). */
  async ride(userId: number, rideId: number) {
    await this.expireDue(rideId);
    return rideView(await this.ownedRide(userId, rideId));
  }

  /** The offer popup: a new fare for the open request, which also gets a fresh search time. */
  async raiseOffer(userId: number, rideId: number, fare: number) {
    // The floor depends on the ride's places, type and weight, which never change.
    const refusal = fareRefusal(fare, await this.ownedRide(userId, rideId));
    if (refusal) throw refusal;
    const [ride] = await this.db
      .update(rideRequests)
      .set({ offerFare: fare, expiresAt: this.expiry(), version: sql`${rideRequests.version} + 1` })
      .where(
        and(
          eq(rideRequests.id, rideId),
          eq(rideRequests.userId, userId),
          eq(rideRequests.status, 'searching'),
          gt(rideRequests.expiresAt, new Date()),
        ),
      )
      .returning();
    if (ride) {
      this.events.rideChangedForFeeds(ride);
      return rideView(ride);
    }
    await this.expireDue(rideId);
    const current = await this.ownedRide(userId, rideId);
    throw new ClientError(
      409,
      current.status === 'expired' ? API_ERRORS.rideExpired : API_ERRORS.rideNotSearching,
    );
  }

  /**
   * The customer cancels: the open request (closing the drivers' list; its parcel image goes) or
   * the order before pickup (an order keeps its image, as its history does).
   */
  async cancelByCustomer(userId: number, rideId: number, reason: string) {
    // A key is never changed while the ride can be cancelled: this is the one the update clears.
    const { parcelImageKey } = await this.ownedRide(userId, rideId);
    const [ride] = await this.db
      .update(rideRequests)
      .set({
        status: 'cancelled',
        cancelledBy: 'customer',
        cancelReason: reason,
        closedAt: new Date(),
        parcelImageKey: sql`case when ${rideRequests.assignedDriverId} is null then null else ${rideRequests.parcelImageKey} end`,
        version: sql`${rideRequests.version} + 1`,
      })
      .where(
        and(
          eq(rideRequests.id, rideId),
          eq(rideRequests.userId, userId),
          inArray(rideRequests.status, ['searching', 'assigned', 'driver_arrived']),
        ),
      )
      .returning();
    if (!ride) {
      const current = await this.ownedRide(userId, rideId);
      throw new ClientError(
        409,
        current.status === 'picked_up' || current.status === 'delivered'
          ? API_ERRORS.tooLateToCancel
          : API_ERRORS.rideClosed,
      );
    }
    if (ride.assignedDriverId === null) await this.retention.release([parcelImageKey]);
    this.events.rideChangedForFeeds(ride);
    await this.publish(ride);
    return rideView(ride);
  }

  /**
   * After a driver cancelled (or nobody answered): the same request again, as a new ride, with
   * the same parcel image. The old ride is locked while it is copied, as the image sweep locks it
   * to clear its key: the copy has the key or finds it gone, never a deleted image.
   */
  async retry(userId: number, rideId: number) {
    const old = await this.ownedRide(userId, rideId);
    // Both are final states: what is read here still holds under the lock below.
    if (!(old.status === 'expired' || (old.status === 'cancelled' && old.cancelledBy === 'driver')))
      throw new ClientError(409, API_ERRORS.rideNotSearching);
    await this.admit(userId);
    const ride = await this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(rideRequests)
        .where(eq(rideRequests.id, rideId))
        .for('update');
      const { id: _id, ...copy } = locked!;
      void _id;
      return this.insertWithEmptyOfferList(tx, {
        ...copy,
        status: 'searching',
        assignedOfferId: null,
        assignedDriverId: null,
        bookedFare: null,
        checkOtp: null,
        cancelledBy: null,
        cancelReason: null,
        assignedAt: null,
        arrivedAt: null,
        pickedUpAt: null,
        deliveredAt: null,
        closedAt: null,
        version: 0,
        createdAt: new Date(),
        expiresAt: this.expiry(),
      });
    });
    this.events.rideChangedForFeeds(ride);
    return rideView(ride);
  }

  /**
   * Accepts the offer whose code is `offerCode` (cut to 30 characters by the app) and books exactly
   * its fare; idempotent. The ride row is locked first, as a new offer from the driver locks it,
   * so an accept and a re-offer are ordered: the re-offer first makes this 409 'This offer has
   * changed'; the accept first makes the re-offer 409. Then the driver's row, which going
   * offline updates: a driver who went offline first is 'no longer available' (409), and one
   * going offline after is already booked.
   */
  async assign(userId: number, offerCode: string) {
    const [found] = await this.db
      .select({ offer: offers, ride: rideRequests })
      .from(offers)
      .innerJoin(rideRequests, eq(rideRequests.id, offers.rideRequestId))
      .where(eq(offers.code, offerCode));
    if (!found) throw new ClientError(404, API_ERRORS.offerGone);
    if (found.ride.userId !== userId) throw new ClientError(403, API_ERRORS.rideNotYours);
    if (found.ride.assignedOfferId === found.offer.id) return this.order(userId, found.ride.id);
    await this.expireDue(found.ride.id);

    let ride: Ride;
    let withdrawnFrom: number[] = [];
    try {
      ride = await this.db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(rideRequests)
          .where(eq(rideRequests.id, found.ride.id))
          .for('update');
        if (locked!.status === 'expired') throw new ClientError(409, API_ERRORS.rideExpired);
        if (locked!.status !== 'searching')
          throw new ClientError(
            409,
            locked!.assignedOfferId !== null
              ? API_ERRORS.otherDriverAccepted
              : API_ERRORS.rideClosed,
          );
        const [driver] = await tx
          .select({ online: drivers.online })
          .from(drivers)
          .where(eq(drivers.id, found.offer.driverId))
          .for('update');
        if (!driver!.online) throw new ClientError(409, API_ERRORS.driverUnavailable);
        const [offer] = await tx.select().from(offers).where(eq(offers.id, found.offer.id));
        if (offer!.withdrawnAt) throw await this.whyWithdrawn(tx, offer!);
        const [updated] = await tx
          .update(rideRequests)
          .set({
            status: 'assigned',
            assignedOfferId: offer!.id,
            assignedDriverId: offer!.driverId,
            bookedFare: offer!.fare,
            checkOtp: String(randomInt(0, 10_000)).padStart(4, '0'),
            assignedAt: new Date(),
            version: sql`${rideRequests.version} + 1`,
          })
          .where(and(eq(rideRequests.id, locked!.id), eq(rideRequests.status, 'searching')))
          .returning();
        if (!updated) throw new ClientError(409, API_ERRORS.otherDriverAccepted);
        // The driver is now busy: their offers on other rides are withdrawn.
        const withdrawn = await tx
          .update(offers)
          .set({ withdrawnAt: new Date() })
          .where(
            and(
              eq(offers.driverId, offer!.driverId),
              isNull(offers.withdrawnAt),
              ne(offers.rideRequestId, updated.id),
            ),
          )
          .returning({ rideId: offers.rideRequestId });
        withdrawnFrom = withdrawn.map(({ rideId }) => rideId);
        return updated;
      });
    } catch (error) {
      // The busy-driver index: the driver was booked for another ride meanwhile.
      if (isUniqueViolation(error)) throw new ClientError(409, API_ERRORS.driverUnavailable);
      throw error;
    }
    // After the commit: the ride leaves every feed (its driver's feed goes to the trip, the other
    // drivers' offers are declined); the busy driver's offers leave the other rides' lists in
    // every process (the accepted ride's own list does not change).
    this.events.rideChangedForFeeds(ride);
    await Promise.all(
      withdrawnFrom.map((rideId) =>
        this.events.offersChanged({ kind: 'withdrawn', rideId, driverId: ride.assignedDriverId! }),
      ),
    );
    return (await this.publish(ride))!;
  }

  /**
   * A withdrawn offer's 409: 'This offer has changed' when its driver has a newer one on the ride
   * to choose instead, else 'This driver is no longer available' (offline, or booked elsewhere).
   */
  private async whyWithdrawn(tx: Tx, offer: Offer): Promise<ClientError> {
    const [newer] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(
          eq(offers.rideRequestId, offer.rideRequestId),
          eq(offers.driverId, offer.driverId),
          isNull(offers.withdrawnAt),
        ),
      )
      .limit(1);
    return new ClientError(409, newer ? API_ERRORS.offerChanged : API_ERRORS.driverUnavailable);
  }

  /**
   * A driver went offline: their live offers on open rides are withdrawn and leave those rides'
   * lists in every process. The accept checks the driver's row itself, so an offer still listed
   * for a moment cannot be accepted either.
   */
  async withdrawOffersOf(driverId: number): Promise<void> {
    const withdrawn = await this.db
      .update(offers)
      .set({ withdrawnAt: new Date() })
      .where(
        and(
          eq(offers.driverId, driverId),
          isNull(offers.withdrawnAt),
          inArray(
            offers.rideRequestId,
            this.db
              .select({ id: rideRequests.id })
              .from(rideRequests)
              .where(eq(rideRequests.status, 'searching')),
          ),
        ),
      )
      .returning({ rideId: offers.rideRequestId });
    await Promise.all(
      withdrawn.map(({ rideId }) =>
        this.events.offersChanged({ kind: 'withdrawn', rideId, driverId }),
      ),
    );
  }

  /** Sends the order to its followers; answers it. */
  async publish(ride: Ride, known?: { driver: Driver; position: DriverPosition }) {
    if (ride.assignedDriverId === null) return null;
    const driver =
      known?.driver ??
      (await this.db.select().from(drivers).where(eq(drivers.id, ride.assignedDriverId)))[0]!;
    const view = orderView(
      ride,
      driver,
      known?.position ?? (await positionOf(this.positions, driver)),
    );
    this.events.publish(view);
    return view;
  }

  /** The order with its driver in one read (the poll fallback and each stream's first event). */
  async order(userId: number, rideId: number) {
    const [row] = await this.db
      .select({ ride: rideRequests, driver: drivers })
      .from(rideRequests)
      .leftJoin(drivers, eq(drivers.id, rideRequests.assignedDriverId))
      .where(eq(rideRequests.id, rideId));
    if (!row) throw new ClientError(404, API_ERRORS.noSuchRide);
    if (row.ride.userId !== userId) throw new ClientError(403, API_ERRORS.rideNotYours);
    if (!row.driver) throw new ClientError(404, API_ERRORS.noDriverYet);
    return orderView(row.ride, row.driver, await positionOf(this.positions, row.driver));
  }

  /** The customer's orders (every ride a driver was booked for), newest first. */
  async history(userId: number, page: number) {
    const mine = and(eq(rideRequests.userId, userId), isNotNull(rideRequests.assignedDriverId));
    const [total] = await this.db.select({ n: count() }).from(rideRequests).where(mine);
    const rows = await this.db
      .select({ ride: rideRequests, driver: drivers })
      .from(rideRequests)
      .leftJoin(drivers, eq(drivers.id, rideRequests.assignedDriverId))
      .where(mine)
      .orderBy(desc(rideRequests.id))
      .limit(ORDER_HISTORY_PAGE_SIZE)
      .offset((page - 1) * ORDER_HISTORY_PAGE_SIZE);
    return {
      count: total?.n ?? 0,
      page,
      page_size: ORDER_HISTORY_PAGE_SIZE as typeof ORDER_HISTORY_PAGE_SIZE,
      results: rows.map(({ ride, driver }) => historyView(ride, driver)),
    };
  }

  /** Rides still looking for drivers, newest first, for the driver side and the simulator. */
  async searching(since: Date) {
    return this.db
      .select()
      .from(rideRequests)
      .where(
        and(
          eq(rideRequests.status, 'searching'),
          gt(rideRequests.createdAt, since),
          gt(rideRequests.expiresAt, new Date()),
        ),
      )
      .orderBy(sql`${rideRequests.createdAt} desc`)
      .limit(200);
  }

  /** Whether the driver holds a ride (from `assigned` until delivered or cancelled). */
  async isBusy(driverId: number, tx: Tx | Db = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: rideRequests.id })
      .from(rideRequests)
      .where(and(eq(rideRequests.assignedDriverId, driverId), isActive))
      .limit(1);
    return row !== undefined;
  }

  /**
   * The driver's feed: every open request within DRIVER_FEED_RADIUS_KM of where they are that
   * their vehicle can carry (ride-feed.ts); none while offline or busy.
   */
  async feed(driver: Driver) {
    if (!driver.online || (await this.isBusy(driver.id))) return [];
    const at = await positionOf(this.positions, driver);
    return (await openRidesNear(this.db, at, driver.vehicleType)).map(rideView);
  }

  /** Why a driver at `at` may not offer on `ride`, or null when they may. */
  private canServe(driver: Driver, at: LatLng | null, ride: Ride): string | null {
    if (!vehicleFits(driver.vehicleType, ride.type, ride.weightKg))
      return API_ERRORS.vehicleTooSmall;
    const pickup =
      ride.pickupLat !== null && ride.pickupLng !== null
        ? { lat: ride.pickupLat, lng: ride.pickupLng }
        : null;
    return withinFeedRadius(at, pickup) ? null : API_ERRORS.rideTooFar;
  }

  /** Drivers on a trip now (the simulator leaves them out). */
  async busyDriverIds(): Promise<Set<number>> {
    const rows = await this.db
      .select({ id: rideRequests.assignedDriverId })
      .from(rideRequests)
      .where(isActive);
    return new Set(rows.flatMap(({ id }) => (id === null ? [] : [id])));
  }

  /**
   * For each of `rideIds`: how many offers it has had (withdrawn ones too) and the drivers with
   * a live one. One read for all, so the simulator's round costs the same for 1 or 200 rides.
   */
  async offersOn(rideIds: number[]): Promise<Map<number, { made: number; live: Set<number> }>> {
    const found = new Map(rideIds.map((id) => [id, { made: 0, live: new Set<number>() }]));
    if (rideIds.length === 0) return found;
    const rows = await this.db
      .select({
        rideId: offers.rideRequestId,
        driverId: offers.driverId,
        withdrawnAt: offers.withdrawnAt,
      })
      .from(offers)
      .where(inArray(offers.rideRequestId, rideIds));
    for (const row of rows) {
      const entry = found.get(row.rideId)!;
      entry.made += 1;
      if (row.withdrawnAt === null) entry.live.add(row.driverId);
    }
    return found;
  }

  /**
   * A driver's offer on a ride: always a new offer with a new code; the driver's earlier live
   * offer on the ride is withdrawn in the same transaction, under the ride's row lock.
   */
  async makeOffer(driver: Driver, rideId: number, fare: number) {
    const at = await positionOf(this.positions, driver);
    const offer = await this.db.transaction(async (tx) => {
      const [ride] = await tx
        .select()
        .from(rideRequests)
        .where(eq(rideRequests.id, rideId))
        .for('update');
      if (!ride) throw new ClientError(404, API_ERRORS.noSuchRide);
      // The driver's row as it is now, held until the commit: going offline or being booked
      // waits for this offer, and then withdraws it.
      const [now] = await tx
        .select({ online: drivers.online })
        .from(drivers)
        .where(eq(drivers.id, driver.id))
        .for('share');
      if (!now?.online) throw new ClientError(409, API_ERRORS.driverOffline);
      if (await this.isBusy(driver.id, tx)) throw new ClientError(409, API_ERRORS.driverBusy);
      if (ride.status !== 'searching' || ride.expiresAt <= new Date())
        throw new ClientError(
          409,
          ride.assignedOfferId !== null ? API_ERRORS.rideHasDriver : API_ERRORS.rideNotSearching,
        );
      const refusal = this.canServe(driver, at, ride);
      if (refusal) throw new ClientError(409, refusal);
      // Measured as the order measures the way to the pickup (ride-views.ts), so an accepted
      // offer keeps its promise of distance and minutes.
      const km =
        at !== null && ride.pickupLat !== null && ride.pickupLng !== null
          ? approximateRoadKm(at, { lat: ride.pickupLat, lng: ride.pickupLng })
          : 2;
      await tx
        .update(offers)
        .set({ withdrawnAt: new Date() })
        .where(
          and(
            eq(offers.rideRequestId, ride.id),
            eq(offers.driverId, driver.id),
            isNull(offers.withdrawnAt),
          ),
        );
      const [created] = await tx
        .insert(offers)
        .values({
          rideRequestId: ride.id,
          driverId: driver.id,
          code: `OF${randomBytes(12).toString('hex').toUpperCase()}`,
          fare,
          minutesAway: minutesAway(km),
          distanceAwayKm: km,
        })
        .returning();
      return created!;
    });
    const view = offerView(offer, driver);
    // After the commit: the offer joins the list in every process (replacing the driver's last).
    await this.events.offersChanged({ kind: 'offer', rideId, driverId: driver.id, offer: view });
    this.events.driverFeedChanged(driver.id);
    return view;
  }
}

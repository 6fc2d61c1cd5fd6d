import { and, eq, gt, sql } from 'drizzle-orm';
import {
  API_ERRORS,
  RIDE_REQUEST_RATE,
  fareFloor,
  scheduleWindow,
  type PaymentMethod,
  type PlaceLanguage,
} from '@dakiya/domain';
import { rideRequests } from '../../db/schema.js';
import type { Tx } from '../../db/database.js';
import { ClientError, limitReached } from '../../client-errors.js';
import { pickupCell } from '../ride-feed-cells.js';
import { point, rideView, type Ride } from '../ride-views.js';
import { placeNameColumns } from './ride-place-names.js';
import { quotedEstimate } from './ride-quotation.js';
import { ownedRide } from './ride-rows.js';
import { newRideStatements, type NewRideRow } from './new-ride-statements.js';
import type { RideExpiry } from './ride-expiry.js';
import type { RideParts } from './ride-parts.js';

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
  quotation_id?: number | undefined;
  recipient_name?: string | undefined;
  recipient_phone?: string | undefined;
  drop_instructions?: string | undefined;
  payment_method: PaymentMethod;
  scheduled_at?: string | undefined;
  language: PlaceLanguage;
}

/** Who receives the parcel: both name and phone, or neither (the customer); else a 400. */
function recipientColumns(request: NewRideRequest) {
  const { recipient_name: name, recipient_phone: phone } = request;
  if ((name === undefined) !== (phone === undefined))
    throw new ClientError(400, API_ERRORS.recipientIncomplete, {
      [name === undefined ? 'recipient_name' : 'recipient_phone']: [API_ERRORS.recipientIncomplete],
    });
  return {
    recipientName: name ?? null,
    recipientPhone: phone ?? null,
    dropInstructions: request.drop_instructions || null,
  };
}

/** The pickup time of a booking made ahead, inside SCHEDULE_LIMITS' window; null for now. */
function scheduledPickup(request: NewRideRequest, now: Date): Date | null {
  if (request.scheduled_at === undefined) return null;
  const at = new Date(request.scheduled_at);
  const { earliest, latest } = scheduleWindow(now);
  // A minute's grace: the time was chosen on a phone a moment before it was sent.
  if (at.getTime() < earliest.getTime() - 60_000)
    throw new ClientError(400, API_ERRORS.scheduleTooSoon, {
      scheduled_at: [API_ERRORS.scheduleTooSoon],
    });
  if (at > latest)
    throw new ClientError(400, API_ERRORS.scheduleTooLate, {
      scheduled_at: [API_ERRORS.scheduleTooLate],
    });
  return at;
}

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

/**
 * A customer asking for drivers: a new request at a fare (one open at a time), a higher fare for
 * it, and the same request again after a driver cancelled or nobody answered.
 */
export class RideRequests {
  private readonly statements;

  constructor(
    private readonly parts: Pick<
      RideParts,
      'db' | 'settings' | 'events' | 'retention' | 'buckets' | 'quotations' | 'places'
    >,
    private readonly expiry: RideExpiry,
  ) {
    this.statements = newRideStatements(parts.db);
  }

  /** When a request's search ends: its search time after now, or after a scheduled pickup time. */
  private searchEndsAt(from: Date = new Date()): Date {
    return new Date(from.getTime() + this.parts.settings.searchTtlMs);
  }

  /** Takes one of the customer's ride requests (RIDE_REQUEST_RATE, in every process) or a 429. */
  private async admit(userId: number): Promise<void> {
    const retryAt = await this.parts.buckets.take(`ride-requests:${userId}`, RIDE_REQUEST_RATE);
    if (retryAt) throw limitReached(API_ERRORS.tooManyRideRequests, retryAt);
  }

  /**
   * A new request; the customer's earlier open request, if any, is cancelled (one at a time) and
   * its parcel image deleted. The fare floor, the quotation it names and the rate limit are
   * checked before the image is stored, so a refused request writes nothing. It keeps the
   * quotation's estimate and its points' names in both languages (drivers read them). A booking
   * made ahead is `scheduled` (ScheduledRides opens it to drivers shortly before its time) and
   * replaces nothing: a customer may book ahead beside a request for now.
   */
  async create(userId: number, request: NewRideRequest, parcelImage?: Buffer) {
    const { db, events, retention, quotations, places } = this.parts;
    const now = new Date();
    const scheduledAt = scheduledPickup(request, now);
    const delivery = {
      ...recipientColumns(request),
      paymentMethod: request.payment_method,
      language: request.language,
      scheduledAt,
      status: scheduledAt ? ('scheduled' as const) : ('searching' as const),
      openedAt: scheduledAt ? null : now,
    };
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
    const quoted =
      request.quotation_id === undefined
        ? { quotationId: null, estimatedAmount: null }
        : {
            quotationId: request.quotation_id,
            estimatedAmount: await quotedEstimate(quotations, userId, request.quotation_id, values),
          };
    await this.admit(userId);
    const key = parcelImage
      ? await retention.images.save('parcels', parcelImage, 'parcel_image')
      : null;
    let replaced: { closed: Ride[]; keys: Array<string | null> } = { closed: [], keys: [] };
    let ride: Ride;
    try {
      ride = await db.transaction(async (tx) => {
        if (!scheduledAt) replaced = await this.closeSearching(tx, userId);
        const row: NewRideRow = {
          ...values,
          ...delivery,
          ...quoted,
          ...placeNameColumns(places, values),
          parcelImageKey: key,
          // From now, not from when the request came: naming its places may have taken a while.
          expiresAt: this.searchEndsAt(scheduledAt ?? new Date()),
        };
        const [inserted] = await this.statements.insert(tx, row);
        return this.withEmptyOfferList(inserted!);
      });
    } catch (error) {
      await retention.release([key]);
      throw error;
    }
    await retention.release(replaced.keys);
    for (const changed of [...replaced.closed, ride]) events.rideChangedForFeeds(changed);
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
    const open = await this.statements.openOfCustomer(tx, userId);
    if (open.length === 0) return { closed: [], keys: [] };
    const closed = await this.statements.replaceOpenOfCustomer(tx, userId, new Date());
    return { closed, keys: open.map(({ key }) => key) };
  }

  /**
   * Tells every process the offer list of `ride`, inserted in a transaction not yet committed, is
   * empty: any offer on it is made after the commit, so its message comes after this one, and
   * the first polls of the ride, anywhere, read nothing.
   */
  private async withEmptyOfferList(ride: Ride): Promise<Ride> {
    await this.parts.events.offersChanged({ kind: 'empty', rideId: ride.id, owner: ride.userId });
    return ride;
  }

  /** The offer popup: a new fare for the open request, which also gets a fresh search time. */
  async raiseOffer(userId: number, rideId: number, fare: number) {
    const { db, events } = this.parts;
    // The floor depends on the ride's places, type and weight, which never change.
    const refusal = fareRefusal(fare, await ownedRide(db, userId, rideId));
    if (refusal) throw refusal;
    const [ride] = await db
      .update(rideRequests)
      .set({
        offerFare: fare,
        expiresAt: this.searchEndsAt(),
        version: sql`${rideRequests.version} + 1`,
      })
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
      events.rideChangedForFeeds(ride);
      return rideView(ride);
    }
    await this.expiry.expireDue(rideId);
    const current = await ownedRide(db, userId, rideId);
    throw new ClientError(
      409,
      current.status === 'expired' ? API_ERRORS.rideExpired : API_ERRORS.rideNotSearching,
    );
  }

  /**
   * After a driver cancelled (or nobody answered): the same request again, as a new ride, with
   * the same parcel image. The old ride is locked while it is copied, as the image sweep locks it
   * to clear its key: the copy has the key or finds it gone, never a deleted image.
   */
  async retry(userId: number, rideId: number) {
    const { db, events } = this.parts;
    const old = await ownedRide(db, userId, rideId);
    // Both are final states: what is read here still holds under the lock below.
    if (!(old.status === 'expired' || (old.status === 'cancelled' && old.cancelledBy === 'driver')))
      throw new ClientError(409, API_ERRORS.rideNotSearching);
    await this.admit(userId);
    const ride = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(rideRequests)
        .where(eq(rideRequests.id, rideId))
        .for('update');
      const { id: _id, ...copy } = locked!;
      void _id;
      const [inserted] = await tx
        .insert(rideRequests)
        .values({
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
          openedAt: new Date(),
          expiresAt: this.searchEndsAt(),
          // What the earlier ride's driver and trip left: the new one starts without any.
          deliveryCode: null,
          trackingToken: null,
          deliveryProof: null,
          proofPhotoKey: null,
          receivedBy: null,
          paymentStatus: 'due',
          paidAt: null,
          ratingStars: null,
          ratingTags: null,
        })
        .returning();
      return this.withEmptyOfferList(inserted!);
    });
    events.rideChangedForFeeds(ride);
    return rideView(ride);
  }
}

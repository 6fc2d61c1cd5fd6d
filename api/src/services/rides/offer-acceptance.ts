import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { API_ERRORS } from '@dakiya/domain';
import { drivers, offers, rideRequests } from '../../db/schema.js';
import type { Tx } from '../../db/database.js';
import { ClientError } from '../../client-errors.js';
import type { Offer, Ride } from '../ride-views.js';
import { isUniqueViolation } from './ride-rows.js';
import type { DeliveryNotices } from './delivery-notices.js';
import { fourDigitCode, trackingToken } from './ride-codes.js';
import type { OrderViews } from './order-views.js';
import type { RideExpiry } from './ride-expiry.js';
import type { RideParts } from './ride-parts.js';

/**
 * A customer accepting a driver's offer: the ride is booked at its fare and becomes an order,
 * with its pickup code, delivery code and tracking link; the recipient is texted.
 */
export class OfferAcceptance {
  constructor(
    private readonly parts: Pick<RideParts, 'db' | 'events'>,
    private readonly orders: OrderViews,
    private readonly expiry: RideExpiry,
    private readonly notices: DeliveryNotices,
  ) {}

  /**
   * Accepts the offer whose code is `offerCode` (cut to 30 characters by the app) and books exactly
   * its fare; idempotent. The ride row is locked first, as a new offer from the driver locks it,
   * so an accept and a re-offer are ordered: the re-offer first makes this 409 'This offer has
   * changed'; the accept first makes the re-offer 409. Then the driver's row, which going
   * offline updates: a driver who went offline first is 'no longer available' (409), and one
   * going offline after is already booked.
   */
  async accept(userId: number, offerCode: string) {
    const { db, events } = this.parts;
    const [found] = await db
      .select({ offer: offers, ride: rideRequests })
      .from(offers)
      .innerJoin(rideRequests, eq(rideRequests.id, offers.rideRequestId))
      .where(eq(offers.code, offerCode));
    if (!found) throw new ClientError(404, API_ERRORS.offerGone);
    if (found.ride.userId !== userId) throw new ClientError(403, API_ERRORS.rideNotYours);
    if (found.ride.assignedOfferId === found.offer.id)
      return this.orders.order(userId, found.ride.id);
    await this.expiry.expireDue(found.ride.id);

    let ride: Ride;
    let withdrawnFrom: number[] = [];
    try {
      ride = await db.transaction(async (tx) => {
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
            checkOtp: fourDigitCode(),
            deliveryCode: fourDigitCode(),
            trackingToken: trackingToken(),
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
    events.rideChangedForFeeds(ride);
    await Promise.all(
      withdrawnFrom.map((rideId) =>
        events.offersChanged({ kind: 'withdrawn', rideId, driverId: ride.assignedDriverId! }),
      ),
    );
    await this.notices.driverBooked(ride);
    return (await this.orders.publish(ride))!;
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
}

import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { API_ERRORS, type PaymentMethod } from '@dakiya/domain';
import { rideRequests } from '../../db/schema.js';
import { ClientError } from '../../client-errors.js';
import type { Ride } from '../ride-views.js';
import { ownedRide } from './ride-rows.js';
import type { OrderViews } from './order-views.js';
import type { RideParts } from './ride-parts.js';

/** Orders whose fare can still be paid: booked, and not cancelled or expired. */
const PAYABLE = ['assigned', 'driver_arrived', 'picked_up', 'delivered'] as const;

/**
 * The customer's side of paying the fare: choosing cash or UPI while it is due, and saying they
 * paid by UPI (the driver confirms on seeing it: TripService.receivePayment). Each answers the
 * order, which its followers also get.
 */
export class OrderPayments {
  constructor(
    private readonly parts: Pick<RideParts, 'db'>,
    private readonly orders: OrderViews,
  ) {}

  /** Pays another way while the fare is due (a UPI payment said to be made is not undone). */
  async choose(userId: number, rideId: number, method: PaymentMethod) {
    return this.change(
      userId,
      rideId,
      { paymentMethod: method },
      and(eq(rideRequests.paymentStatus, 'due'), inArray(rideRequests.status, [...PAYABLE])),
    );
  }

  /** The customer paid the fare by UPI (the intent link or the QR code); the driver confirms. */
  async saidPaid(userId: number, rideId: number) {
    return this.change(
      userId,
      rideId,
      { paymentStatus: 'customer_paid' },
      and(
        eq(rideRequests.paymentMethod, 'upi'),
        ne(rideRequests.paymentStatus, 'paid'),
        inArray(rideRequests.status, [...PAYABLE]),
      ),
    );
  }

  private async change(
    userId: number,
    rideId: number,
    set: Partial<typeof rideRequests.$inferInsert>,
    allowed: ReturnType<typeof and>,
  ) {
    const { db } = this.parts;
    const [ride] = await db
      .update(rideRequests)
      .set({ ...set, version: sql`${rideRequests.version} + 1` })
      .where(and(eq(rideRequests.id, rideId), eq(rideRequests.userId, userId), allowed))
      .returning();
    if (ride) return (await this.orders.publish(ride))!;
    throw this.refusal(await ownedRide(db, userId, rideId), set);
  }

  /** Why a payment change was refused, for the ride as it is now. */
  private refusal(ride: Ride, set: Partial<typeof rideRequests.$inferInsert>): ClientError {
    if (ride.assignedDriverId === null) return new ClientError(404, API_ERRORS.noDriverYet);
    if (!(PAYABLE as readonly string[]).includes(ride.status))
      return new ClientError(409, API_ERRORS.rideClosed);
    if (ride.paymentStatus === 'paid') return new ClientError(409, API_ERRORS.paymentDone);
    if (set.paymentStatus === 'customer_paid')
      return new ClientError(409, API_ERRORS.paymentNotUpi);
    // Changing the method once a UPI payment was said to be made.
    return new ClientError(409, API_ERRORS.paymentDone);
  }
}

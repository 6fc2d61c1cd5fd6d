import { and, eq, inArray, sql } from 'drizzle-orm';
import { API_ERRORS } from '@dakiya/domain';
import { rideRequests } from '../../db/schema.js';
import { ClientError } from '../../client-errors.js';
import { rideView } from '../ride-views.js';
import { ownedRide } from './ride-rows.js';
import type { OrderViews } from './order-views.js';
import type { RideParts } from './ride-parts.js';

/** A customer calling off their request, or their order before pickup. */
export class RideCancellation {
  constructor(
    private readonly parts: Pick<RideParts, 'db' | 'events' | 'retention'>,
    private readonly orders: OrderViews,
  ) {}

  /**
   * The customer cancels: a pickup booked ahead (free, at any time before it is picked up), the
   * open request (closing the drivers' list; its parcel image goes) or the order before pickup (an
   * order keeps its image, as its history does).
   */
  async cancelByCustomer(userId: number, rideId: number, reason: string) {
    const { db, events, retention } = this.parts;
    // A key is never changed while the ride can be cancelled: this is the one the update clears.
    const { parcelImageKey } = await ownedRide(db, userId, rideId);
    const [ride] = await db
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
          inArray(rideRequests.status, ['scheduled', 'searching', 'assigned', 'driver_arrived']),
        ),
      )
      .returning();
    if (!ride) {
      const current = await ownedRide(db, userId, rideId);
      throw new ClientError(
        409,
        current.status === 'picked_up' || current.status === 'delivered'
          ? API_ERRORS.tooLateToCancel
          : API_ERRORS.rideClosed,
      );
    }
    if (ride.assignedDriverId === null) await retention.release([parcelImageKey]);
    events.rideChangedForFeeds(ride);
    await this.orders.publish(ride);
    return rideView(ride);
  }
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { API_ERRORS, type RatingTag } from '@dakiya/domain';
import { drivers, rideRequests } from '../../db/schema.js';
import { ClientError } from '../../client-errors.js';
import { ownedRide } from './ride-rows.js';
import type { OrderViews } from './order-views.js';
import type { RideParts } from './ride-parts.js';

/**
 * A customer rating the driver of a delivered order, once: the order keeps the stars and tags,
 * and the driver's count and sum grow in the same transaction, so the rating customers see
 * (shownRating: the mean of real ratings) never misses or counts one twice.
 */
export class OrderRatings {
  constructor(
    private readonly parts: Pick<RideParts, 'db'>,
    private readonly orders: OrderViews,
  ) {}

  async rate(userId: number, rideId: number, stars: number, tags: readonly RatingTag[]) {
    const { db } = this.parts;
    const ride = await db.transaction(async (tx) => {
      const [rated] = await tx
        .update(rideRequests)
        .set({
          ratingStars: stars,
          ratingTags: tags.join(','),
          version: sql`${rideRequests.version} + 1`,
        })
        .where(
          and(
            eq(rideRequests.id, rideId),
            eq(rideRequests.userId, userId),
            eq(rideRequests.status, 'delivered'),
            isNull(rideRequests.ratingStars),
          ),
        )
        .returning();
      if (!rated) return null;
      await tx
        .update(drivers)
        .set({
          ratingCount: sql`${drivers.ratingCount} + 1`,
          ratingTotal: sql`${drivers.ratingTotal} + ${stars}`,
        })
        .where(eq(drivers.id, rated.assignedDriverId!));
      return rated;
    });
    if (ride) return (await this.orders.publish(ride))!;
    const current = await ownedRide(db, userId, rideId);
    if (current.ratingStars !== null) throw new ClientError(409, API_ERRORS.alreadyRated);
    throw new ClientError(409, API_ERRORS.ratingTooEarly);
  }
}

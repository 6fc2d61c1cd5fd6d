import { and, eq, lte, sql } from 'drizzle-orm';
import { rideRequests } from '../../db/schema.js';
import type { Ride } from '../ride-views.js';
import type { RideParts } from './ride-parts.js';

/** Closes searching requests whose search time is over (reads close one on the spot too). */
export class RideExpiry {
  constructor(private readonly parts: Pick<RideParts, 'db' | 'events'>) {}

  /** Every searching ride past its time (or only `rideId`) becomes `expired`; answers their ids. */
  async expireDue(rideId?: number): Promise<number[]> {
    const closed: Ride[] = await this.parts.db
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
    for (const ride of closed) this.parts.events.rideChangedForFeeds(ride);
    return closed.map((row) => row.id);
  }
}

import { and, eq, gt, sql } from 'drizzle-orm';
import { rideRequests } from '../../db/schema.js';
import { positionOf } from '../driver-positions.js';
import { openRidesNear } from '../ride-feed.js';
import { rideView, type Driver } from '../ride-views.js';
import { isActive, isDriverBusy } from './ride-rows.js';
import type { RideParts } from './ride-parts.js';

/** Requests still looking for drivers, as the driver side and the simulator read them. */
export class OpenRides {
  constructor(private readonly parts: Pick<RideParts, 'db' | 'positions'>) {}

  /**
   * Rides still looking for drivers that opened after `since` (made then, or a pickup booked
   * ahead that opened then), newest first, for the driver side and the simulator.
   */
  async searching(since: Date) {
    const openedAt = sql`coalesce(${rideRequests.openedAt}, ${rideRequests.createdAt})`;
    return this.parts.db
      .select()
      .from(rideRequests)
      .where(
        and(
          eq(rideRequests.status, 'searching'),
          gt(openedAt, since),
          gt(rideRequests.expiresAt, new Date()),
        ),
      )
      .orderBy(sql`${openedAt} desc`)
      .limit(200);
  }

  /**
   * The driver's list: every open request within DRIVER_FEED_RADIUS_KM of where they are that
   * their vehicle can carry (ride-feed.ts); none while offline or busy.
   */
  async near(driver: Driver) {
    if (!driver.online || (await isDriverBusy(this.parts.db, driver.id))) return [];
    const at = await positionOf(this.parts.positions, driver);
    return (await openRidesNear(this.parts.db, at, driver.vehicleType)).map(rideView);
  }

  /** Drivers on a trip now (the simulator leaves them out). */
  async busyDriverIds(): Promise<Set<number>> {
    const rows = await this.parts.db
      .select({ id: rideRequests.assignedDriverId })
      .from(rideRequests)
      .where(isActive);
    return new Set(rows.flatMap(({ id }) => (id === null ? [] : [id])));
  }
}

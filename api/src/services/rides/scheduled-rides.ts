import { and, eq, lte, sql } from 'drizzle-orm';
import { SCHEDULE_LIMITS } from '@dakiya/domain';
import type { FastifyBaseLogger } from 'fastify';
import { rideRequests } from '../../db/schema.js';
import type { Ride } from '../ride-views.js';
import type { DeliveryNotices } from './delivery-notices.js';
import type { RideParts } from './ride-parts.js';

/** How often every API process looks for scheduled pickups due to open. */
export const SCHEDULE_CHECK_MS = 15_000;

/**
 * Pickups booked ahead open to drivers SCHEDULE_LIMITS.opensMinutesBefore their time: the ride
 * becomes `searching` (its search runs until a few minutes past the pickup time, set when it was
 * booked), drivers' feeds hear of it, and the customer is texted where to choose a driver. Every
 * process checks; the conditional UPDATE lets exactly one of them open each ride and text.
 */
export class ScheduledRides {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly parts: Pick<RideParts, 'db' | 'events'>,
    private readonly notices: DeliveryNotices,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Opens every scheduled ride whose opening time has come; answers them. */
  async openDue(now = new Date()): Promise<Ride[]> {
    const opensBy = new Date(now.getTime() + SCHEDULE_LIMITS.opensMinutesBefore * 60_000);
    const opened = await this.parts.db
      .update(rideRequests)
      .set({ status: 'searching', openedAt: now, version: sql`${rideRequests.version} + 1` })
      .where(and(eq(rideRequests.status, 'scheduled'), lte(rideRequests.scheduledAt, opensBy)))
      .returning();
    for (const ride of opened) {
      this.parts.events.rideChangedForFeeds(ride);
      await this.notices.scheduledOpened(ride);
    }
    return opened;
  }

  start(): void {
    this.timer ??= setInterval(() => {
      this.openDue().catch((error: unknown) =>
        this.log?.warn({ err: error }, 'opening scheduled rides failed; next check soon'),
      );
    }, SCHEDULE_CHECK_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

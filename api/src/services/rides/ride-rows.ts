import { and, eq, inArray } from 'drizzle-orm';
import { ACTIVE_RIDE_STATUSES, API_ERRORS } from '@dakiya/domain';
import type { Db, Tx } from '../../db/database.js';
import { rideRequests } from '../../db/schema.js';
import { ClientError } from '../../client-errors.js';
import type { Ride } from '../ride-views.js';

/** A ride a driver holds: from `assigned` until delivered or cancelled. */
export const isActive = inArray(rideRequests.status, [...ACTIVE_RIDE_STATUSES]);

/** PostgreSQL's unique_violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The customer's ride: 404 when there is none, 403 when it is someone else's. */
export async function ownedRide(db: Db, userId: number, rideId: number): Promise<Ride> {
  const [ride] = await db.select().from(rideRequests).where(eq(rideRequests.id, rideId));
  if (!ride) throw new ClientError(404, API_ERRORS.noSuchRide);
  if (ride.userId !== userId) throw new ClientError(403, API_ERRORS.rideNotYours);
  return ride;
}

/** Whether the driver holds a ride (from `assigned` until delivered or cancelled). */
export async function isDriverBusy(db: Tx | Db, driverId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: rideRequests.id })
    .from(rideRequests)
    .where(and(eq(rideRequests.assignedDriverId, driverId), isActive))
    .limit(1);
  return row !== undefined;
}

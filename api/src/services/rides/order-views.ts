import { and, count, desc, eq, isNotNull, or } from 'drizzle-orm';
import { API_ERRORS, ORDER_HISTORY_PAGE_SIZE } from '@dakiya/domain';
import { drivers, rideRequests } from '../../db/schema.js';
import { ClientError } from '../../client-errors.js';
import { positionOf, type DriverPosition } from '../driver-positions.js';
import { historyView, orderView, rideView, type Driver, type Ride } from '../ride-views.js';
import { ownedRide } from './ride-rows.js';
import type { RideExpiry } from './ride-expiry.js';
import type { RideParts } from './ride-parts.js';

/**
 * What a customer reads of their rides: a request, the order with its driver, the history; and
 * the order sent to whoever follows it after each change.
 */
export class OrderViews {
  constructor(
    private readonly parts: Pick<RideParts, 'db' | 'positions' | 'events' | 'payee'>,
    private readonly expiry: RideExpiry,
  ) {}

  ownedRide(userId: number, rideId: number): Promise<Ride> {
    return ownedRide(this.parts.db, userId, rideId);
  }

  /** A ride request as its owner sees it (the drivers' list reads its status and expiry). */
  async ride(userId: number, rideId: number) {
    await this.expiry.expireDue(rideId);
    return rideView(await this.ownedRide(userId, rideId));
  }

  /** The order with its driver in one read (the poll fallback and each stream's first event). */
  async order(userId: number, rideId: number) {
    const [row] = await this.parts.db
      .select({ ride: rideRequests, driver: drivers })
      .from(rideRequests)
      .leftJoin(drivers, eq(drivers.id, rideRequests.assignedDriverId))
      .where(eq(rideRequests.id, rideId));
    if (!row) throw new ClientError(404, API_ERRORS.noSuchRide);
    if (row.ride.userId !== userId) throw new ClientError(403, API_ERRORS.rideNotYours);
    if (!row.driver) throw new ClientError(404, API_ERRORS.noDriverYet);
    return orderView(
      row.ride,
      row.driver,
      await positionOf(this.parts.positions, row.driver),
      this.parts.payee,
    );
  }

  /** The customer's orders (every ride a driver was booked for, and bookings ahead), newest first. */
  async history(userId: number, page: number) {
    const { db } = this.parts;
    const mine = and(
      eq(rideRequests.userId, userId),
      or(isNotNull(rideRequests.assignedDriverId), isNotNull(rideRequests.scheduledAt)),
    );
    const [total] = await db.select({ n: count() }).from(rideRequests).where(mine);
    const rows = await db
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

  /** Sends the order to its followers; answers it (null while the ride has no driver). */
  async publish(ride: Ride, known?: { driver: Driver; position: DriverPosition }) {
    if (ride.assignedDriverId === null) return null;
    const driver =
      known?.driver ??
      (await this.parts.db.select().from(drivers).where(eq(drivers.id, ride.assignedDriverId)))[0]!;
    const view = orderView(
      ride,
      driver,
      known?.position ?? (await positionOf(this.parts.positions, driver)),
      this.parts.payee,
    );
    this.parts.events.publish(view);
    return view;
  }
}

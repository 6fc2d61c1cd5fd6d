import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  ORDER_HISTORY_PAGE_SIZE,
  indiaDay,
  type DriverEarnings,
  type DriverTrips,
  type PlaceLanguage,
} from '@dakiya/domain';
import type { Db } from '../db/database.js';
import { rideRequests } from '../db/schema.js';
import { rideAddressesForDriver } from './rides/ride-place-names.js';

/** Trips that are over, delivered or cancelled after the driver was booked. */
const PAST = ['delivered', 'cancelled'] as const;

/** A driver's trips that are over and what they earned, from the database. */
export class DriverHistory {
  constructor(private readonly db: Db) {}

  /** Today's delivered trips and the sum of their fares, by the day in India. */
  async earnings(driverId: number, now = new Date()): Promise<DriverEarnings> {
    const { day, start, end } = indiaDay(now);
    const [row] = await this.db
      .select({
        trips: count(),
        amount: sql<string | number | null>`sum(${rideRequests.bookedFare})`,
      })
      .from(rideRequests)
      .where(
        and(
          eq(rideRequests.assignedDriverId, driverId),
          eq(rideRequests.status, 'delivered'),
          gte(rideRequests.deliveredAt, start),
          lt(rideRequests.deliveredAt, end),
        ),
      );
    // Fares are in paise at most; a sum of floating-point fares is rounded back to them.
    return {
      day,
      trips: Number(row?.trips ?? 0),
      amount: Math.round(Number(row?.amount ?? 0) * 100) / 100,
    };
  }

  /** The driver's past trips, newest first, a page of ORDER_HISTORY_PAGE_SIZE at a time. */
  async trips(driverId: number, page: number, lang: PlaceLanguage = 'en'): Promise<DriverTrips> {
    const theirs = and(
      eq(rideRequests.assignedDriverId, driverId),
      inArray(rideRequests.status, [...PAST]),
    );
    const [[total], rows] = await Promise.all([
      this.db.select({ n: count() }).from(rideRequests).where(theirs),
      this.db
        .select()
        .from(rideRequests)
        .where(theirs)
        .orderBy(desc(rideRequests.id))
        .limit(ORDER_HISTORY_PAGE_SIZE)
        .offset((page - 1) * ORDER_HISTORY_PAGE_SIZE),
    ]);
    return {
      count: total?.n ?? 0,
      page,
      page_size: ORDER_HISTORY_PAGE_SIZE,
      results: rows.map((ride) => {
        return {
          id: ride.id,
          status: ride.status,
          ...rideAddressesForDriver(ride, lang),
          fare: ride.bookedFare ?? ride.offerFare,
          assigned_at: ride.assignedAt?.toISOString() ?? null,
          closed_at: ride.closedAt?.toISOString() ?? null,
        };
      }),
    };
  }
}

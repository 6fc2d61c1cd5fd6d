import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { API_ERRORS, type LatLng, type PlaceLanguage, type TrackingView } from '@dakiya/domain';
import { drivers, rideRequests } from '../../db/schema.js';
import { ClientError } from '../../client-errors.js';
import { locality } from '../driver-feed-views.js';
import { positionOf } from '../driver-positions.js';
import {
  orderView,
  point,
  trackingEndsAt,
  type Driver,
  type OrderView,
  type Ride,
} from '../ride-views.js';
import { trackingToken } from './ride-codes.js';
import { ownedRide } from './ride-rows.js';
import type { OrderViews } from './order-views.js';
import type { RideParts } from './ride-parts.js';
import { ridePlaceNames } from './ride-place-names.js';

/** About a kilometre: how precisely the tracking page shows the pickup and the drop. */
const roughly = (at: LatLng | null): LatLng | null =>
  at ? { lat: Math.round(at.lat * 100) / 100, lng: Math.round(at.lng * 100) / 100 } : null;

/** What a tracking page shows that does not change as the trip moves (read once per page). */
export interface TrackingFacts {
  rideId: number;
  token: string;
  driver_first_name: string;
  vehicle: string;
  plate: string;
  pickup_locality: string;
  drop_locality: string;
  pickup: LatLng | null;
  drop: LatLng | null;
}

/** The tracking page's view: the fixed facts, and where the order is now. */
export function trackingView(facts: TrackingFacts, order: OrderView): TrackingView {
  const moving = order.status === 'assigned' || order.status === 'picked_up';
  const { rideId: _rideId, token: _token, ...shown } = facts;
  return {
    ...shown,
    status: order.status,
    driver_position: moving || order.status === 'driver_arrived' ? order.driver_position : null,
    minutes_away: moving ? order.timeMins : null,
    delivered_at: order.delivered_at,
    ends_at: order.tracking?.ends_at ?? null,
    version: order.version,
  };
}

/** Orders a tracking link may be made for: booked and not yet ended more than an hour ago. */
const LINKABLE = ['assigned', 'driver_arrived', 'picked_up', 'delivered', 'cancelled'] as const;

/**
 * The recipient's tracking link (made at the accept, texted to a recipient other than the
 * customer): the customer may turn it off or make a new one (the old one stops working), and
 * anyone holding it reads the order's public view until an hour after it ended.
 */
export class TrackingLinks {
  constructor(
    private readonly parts: Pick<RideParts, 'db' | 'positions' | 'payee'>,
    private readonly orders: OrderViews,
  ) {}

  /** A new link for the order; an earlier one stops working. */
  async renew(userId: number, rideId: number) {
    return this.setToken(userId, rideId, trackingToken());
  }

  /** No link: whoever had one sees it has been turned off. */
  async revoke(userId: number, rideId: number) {
    return this.setToken(userId, rideId, null);
  }

  private async setToken(userId: number, rideId: number, token: string | null) {
    const { db } = this.parts;
    const endedAfter = sql`now() - interval '1 hour'`;
    const [ride] = await db
      .update(rideRequests)
      .set({ trackingToken: token, version: sql`${rideRequests.version} + 1` })
      .where(
        and(
          eq(rideRequests.id, rideId),
          eq(rideRequests.userId, userId),
          inArray(rideRequests.status, [...LINKABLE]),
          or(isNull(rideRequests.closedAt), sql`${rideRequests.closedAt} > ${endedAfter}`),
        ),
      )
      .returning();
    if (ride) return (await this.orders.publish(ride))!;
    const current = await ownedRide(db, userId, rideId);
    if (current.assignedDriverId === null) throw new ClientError(404, API_ERRORS.noDriverYet);
    throw new ClientError(409, API_ERRORS.trackingEnded);
  }

  /** The ride and driver a working link names: 404 for none (or turned off), 410 once ended. */
  private async find(token: string): Promise<{ ride: Ride; driver: Driver }> {
    const [row] = await this.parts.db
      .select({ ride: rideRequests, driver: drivers })
      .from(rideRequests)
      .innerJoin(drivers, eq(drivers.id, rideRequests.assignedDriverId))
      .where(eq(rideRequests.trackingToken, token));
    if (!row) throw new ClientError(404, API_ERRORS.trackingLinkGone);
    const endsAt = trackingEndsAt(row.ride);
    if (endsAt && endsAt <= new Date()) throw new ClientError(410, API_ERRORS.trackingEnded);
    return row;
  }

  /** The link's fixed facts and the order now: what a tracking page starts from. */
  async open(
    token: string,
    lang: PlaceLanguage,
  ): Promise<{ facts: TrackingFacts; order: OrderView }> {
    const { ride, driver } = await this.find(token);
    // The index's names of the points (their localities), not the customer's text, which may
    // name the house; that text only for a ride without positions.
    const named = ridePlaceNames(ride);
    const facts: TrackingFacts = {
      rideId: ride.id,
      token,
      driver_first_name: driver.name.trim().split(/\s+/)[0] ?? '',
      vehicle: driver.vehicleType,
      plate: driver.registration,
      pickup_locality: locality(named.pickup?.[lang] ?? ride.pickupLocation),
      drop_locality: locality(named.drop?.[lang] ?? ride.dropLocation),
      pickup: roughly(point(ride.pickupLat, ride.pickupLng)),
      drop: roughly(point(ride.dropLat, ride.dropLng)),
    };
    const position = await positionOf(this.parts.positions, driver);
    return { facts, order: orderView(ride, driver, position, this.parts.payee) };
  }
}

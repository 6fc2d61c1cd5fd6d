import { randomBytes, randomInt } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { API_ERRORS, haversineKm, vehicleLabel } from '@dakiya/domain';
import type { Db } from '../db/database.js';
import { drivers, offers, rideRequests } from '../db/schema.js';
import { ClientError } from './errors.js';

export interface NewRideRequest {
  type: string;
  pickup_location: string;
  drop_location: string;
  offer_fare: number;
  pickup_lat?: number | undefined;
  pickup_lng?: number | undefined;
  drop_lat?: number | undefined;
  drop_lng?: number | undefined;
  weight?: number | undefined;
  parcel_image?: { data: Buffer; type: string } | undefined;
}

type Ride = typeof rideRequests.$inferSelect;
type Offer = typeof offers.$inferSelect;
type Driver = typeof drivers.$inferSelect;

const AVERAGE_CITY_KMH = 20;

export function minutesAway(km: number): number {
  return Math.max(1, Math.round((km / AVERAGE_CITY_KMH) * 60));
}

/** The offer card of SPEC.md section 3. */
function offerView(offer: Offer, driver: Driver) {
  return {
    id: offer.id,
    userRide: offer.rideRequestId,
    rideId: offer.code,
    driver_name: driver.name,
    driveroffer: offer.fare,
    vehicle: vehicleLabel(driver.vehicleType),
    car: `${driver.vehicleModel} · ${driver.registration}`,
    timeMins: offer.minutesAway,
    overall_experience_rating: driver.rating,
    distance_away: offer.distanceAwayKm,
  };
}

export function rideView(ride: Ride) {
  return {
    id: ride.id,
    type: ride.type,
    pickup_location: ride.pickupLocation,
    drop_location: ride.dropLocation,
    offer_fare: ride.offerFare,
    status: ride.status,
    has_parcel_image: ride.parcelImage !== null,
    created_at: ride.createdAt.toISOString(),
  };
}

function orderView(ride: Ride, offer: Offer, driver: Driver) {
  return {
    id: ride.id,
    distance_away: offer.distanceAwayKm,
    checkotp: ride.checkOtp ?? '',
    driver_name: driver.name,
    overall_experience_rating: driver.rating,
    driveroffer: offer.fare,
    vehicle: vehicleLabel(driver.vehicleType),
    car: `${driver.vehicleModel} · ${driver.registration}`,
    timeMins: offer.minutesAway,
    pickup_location: ride.pickupLocation,
    drop_location: ride.dropLocation,
    pickup:
      ride.pickupLat !== null && ride.pickupLng !== null
        ? { lat: ride.pickupLat, lng: ride.pickupLng }
        : null,
    drop:
      ride.dropLat !== null && ride.dropLng !== null
        ? { lat: ride.dropLat, lng: ride.dropLng }
        : null,
    driver_position:
      driver.lat !== null && driver.lng !== null ? { lat: driver.lat, lng: driver.lng } : null,
    status: ride.status,
  };
}

type OfferList = ReturnType<typeof offerView>[];

/**
 * How long a ride's offer list may be served from memory. Writes through this service drop the
 * entry at once; the TTL bounds staleness when several API processes share one PostgreSQL.
 */
export const OFFERS_CACHE_TTL_MS = 500;

/** Customers' ride requests, drivers' offers on them, and accepting one. */
export class RideService {
  // fetch() shares one database read among all the polls that miss at the same moment.
  private readonly offersCache = new LRUCache<number, { owner: number; offers: OfferList }>({
    max: 10_000,
    ttl: OFFERS_CACHE_TTL_MS,
    fetchMethod: (rideId) => this.loadOffers(rideId),
  });

  constructor(private readonly db: Db) {}

  async create(userId: number, request: NewRideRequest) {
    const [ride] = await this.db
      .insert(rideRequests)
      .values({
        userId,
        type: request.type,
        pickupLocation: request.pickup_location,
        dropLocation: request.drop_location,
        offerFare: request.offer_fare,
        pickupLat: request.pickup_lat ?? null,
        pickupLng: request.pickup_lng ?? null,
        dropLat: request.drop_lat ?? null,
        dropLng: request.drop_lng ?? null,
        weightKg: request.weight ?? null,
        parcelImage: request.parcel_image?.data ?? null,
        parcelImageType: request.parcel_image?.type ?? null,
      })
      .returning();
    return rideView(ride!);
  }

  /**
   * The polling hot path: one indexed query returns the ride's owner and all its offers, so a
   * poll costs a single round trip.
   */
  async listOffers(userId: number, rideId: number): Promise<OfferList> {
    const cached = await this.offersCache.fetch(rideId);
    if (!cached) throw new ClientError(404, API_ERRORS.noSuchRide);
    if (cached.owner !== userId) throw new ClientError(403, API_ERRORS.rideNotYours);
    return cached.offers;
  }

  private async loadOffers(rideId: number) {
    const rows = await this.db
      .select({ owner: rideRequests.userId, offer: offers, driver: drivers })
      .from(rideRequests)
      .leftJoin(offers, eq(offers.rideRequestId, rideRequests.id))
      .leftJoin(drivers, eq(drivers.id, offers.driverId))
      .where(eq(rideRequests.id, rideId))
      .orderBy(asc(offers.id));
    if (rows.length === 0) throw new ClientError(404, API_ERRORS.noSuchRide);
    return {
      owner: rows[0]!.owner,
      offers: rows.flatMap(({ offer, driver }) =>
        offer && driver ? [offerView(offer, driver)] : [],
      ),
    };
  }

  async ownedRide(userId: number, rideId: number): Promise<Ride> {
    const [ride] = await this.db.select().from(rideRequests).where(eq(rideRequests.id, rideId));
    if (!ride) throw new ClientError(404, API_ERRORS.noSuchRide);
    if (ride.userId !== userId) throw new ClientError(403, API_ERRORS.rideNotYours);
    return ride;
  }

  /** Accepts the offer whose code is `code` (cut to 30 characters by the app); idempotent. */
  async assign(userId: number, code: string) {
    const [row] = await this.db
      .select({ offer: offers, driver: drivers, ride: rideRequests })
      .from(offers)
      .innerJoin(drivers, eq(drivers.id, offers.driverId))
      .innerJoin(rideRequests, eq(rideRequests.id, offers.rideRequestId))
      .where(eq(offers.code, code));
    if (!row) throw new ClientError(404, API_ERRORS.offerGone);
    if (row.ride.userId !== userId) throw new ClientError(403, API_ERRORS.rideNotYours);
    if (row.ride.status === 'assigned') {
      if (row.ride.assignedOfferId === row.offer.id)
        return orderView(row.ride, row.offer, row.driver);
      throw new ClientError(409, API_ERRORS.otherDriverAccepted);
    }
    if (row.ride.status !== 'searching') throw new ClientError(409, API_ERRORS.rideClosed);
    const [ride] = await this.db
      .update(rideRequests)
      .set({
        status: 'assigned',
        assignedOfferId: row.offer.id,
        checkOtp: String(randomInt(0, 10_000)).padStart(4, '0'),
      })
      .where(and(eq(rideRequests.id, row.ride.id), eq(rideRequests.status, 'searching')))
      .returning();
    if (!ride) throw new ClientError(409, API_ERRORS.otherDriverAccepted);
    this.offersCache.delete(ride.id);
    return orderView(ride, row.offer, row.driver);
  }

  async order(userId: number, rideId: number) {
    const ride = await this.ownedRide(userId, rideId);
    if (ride.status !== 'assigned' || ride.assignedOfferId === null)
      throw new ClientError(404, API_ERRORS.noDriverYet);
    const [row] = await this.db
      .select({ offer: offers, driver: drivers })
      .from(offers)
      .innerJoin(drivers, eq(drivers.id, offers.driverId))
      .where(eq(offers.id, ride.assignedOfferId));
    return orderView(ride, row!.offer, row!.driver);
  }

  /** Rides still looking for drivers, newest first, for the driver side and the simulator. */
  async searching(since: Date) {
    return this.db
      .select()
      .from(rideRequests)
      .where(and(eq(rideRequests.status, 'searching'), gt(rideRequests.createdAt, since)))
      .orderBy(sql`${rideRequests.createdAt} desc`)
      .limit(200);
  }

  async offerCount(rideId: number): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(offers)
      .where(eq(offers.rideRequestId, rideId));
    return row?.count ?? 0;
  }

  /** A driver's offer on a ride; the distance and minutes come from the driver's position. */
  async makeOffer(driver: Driver, rideId: number, fare: number) {
    const [ride] = await this.db.select().from(rideRequests).where(eq(rideRequests.id, rideId));
    if (!ride) throw new ClientError(404, API_ERRORS.noSuchRide);
    if (ride.status !== 'searching') throw new ClientError(409, API_ERRORS.rideHasDriver);
    const km =
      driver.lat !== null &&
      driver.lng !== null &&
      ride.pickupLat !== null &&
      ride.pickupLng !== null
        ? Math.round(
            haversineKm(
              { lat: driver.lat, lng: driver.lng },
              { lat: ride.pickupLat, lng: ride.pickupLng },
            ) * 10,
          ) / 10
        : 2;
    const [offer] = await this.db
      .insert(offers)
      .values({
        rideRequestId: ride.id,
        driverId: driver.id,
        code: `OF${randomBytes(12).toString('hex').toUpperCase()}`,
        fare,
        minutesAway: minutesAway(km),
        distanceAwayKm: km,
      })
      .onConflictDoUpdate({ target: [offers.rideRequestId, offers.driverId], set: { fare } })
      .returning();
    this.offersCache.delete(ride.id);
    return offerView(offer!, driver);
  }
}

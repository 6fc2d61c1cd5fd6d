import { and, desc, eq, gt } from 'drizzle-orm';
import { API_ERRORS, type DriverFeed, type PlaceLanguage } from '@dakiya/domain';
import type { Db } from '../db/database.js';
import { offers, rideRequests } from '../db/schema.js';
import { positionOf, type DriverPositions } from './driver-positions.js';
import type { DriverService } from './driver-service.js';
import {
  RECENT_OFFERS_MS,
  feedRide,
  feedRideChange,
  feedView,
  mayOffer,
  requestView,
  type FeedDriver,
  type FeedState,
} from './driver-feed-views.js';
import { ClientError } from '../client-errors.js';
import { openRidesNear } from './ride-feed.js';
import { isActive } from './rides/ride-rows.js';

/**
 * The driver app's requests screen from the database: the requests near the driver that they may
 * offer on, their own recent offers and where each stands, and their trip. GET /drivers/me/feed/
 * answers it; the feed's event stream starts from it and then follows changes in memory
 * (driver-feed-hub.ts), working it out again from here only for changes of the driver's own.
 */
export class DriverFeeds {
  constructor(
    private readonly db: Db,
    private readonly drivers: DriverService,
    private readonly positions: DriverPositions,
  ) {}

  /** The driver as their feed depends on them (a 404 for a driver who does not exist). */
  async feedDriver(driverId: number): Promise<FeedDriver> {
    const driver = await this.drivers.byId(driverId);
    const [[trip], at] = await Promise.all([
      this.db
        .select({ id: rideRequests.id })
        .from(rideRequests)
        .where(and(eq(rideRequests.assignedDriverId, driverId), isActive))
        .limit(1),
      positionOf(this.positions, driver),
    ]);
    return {
      id: driver.id,
      vehicleType: driver.vehicleType,
      online: driver.online,
      tripId: trip?.id ?? null,
      at: at ? { lat: at.lat, lng: at.lng } : null,
    };
  }

  /** The driver's latest offer on each ride, of the last RECENT_OFFERS_MS, with its ride's state. */
  private recentOffers(driverId: number, now: Date) {
    return this.db
      .selectDistinctOn([offers.rideRequestId], {
        id: offers.id,
        rideId: offers.rideRequestId,
        fare: offers.fare,
        createdAt: offers.createdAt,
        withdrawnAt: offers.withdrawnAt,
        status: rideRequests.status,
        assignedDriverId: rideRequests.assignedDriverId,
        expiresAt: rideRequests.expiresAt,
      })
      .from(offers)
      .innerJoin(rideRequests, eq(rideRequests.id, offers.rideRequestId))
      .where(
        and(
          eq(offers.driverId, driverId),
          gt(offers.createdAt, new Date(now.getTime() - RECENT_OFFERS_MS)),
        ),
      )
      .orderBy(offers.rideRequestId, desc(offers.id));
  }

  /** The driver's feed as it stands in the database now. */
  async load(driverId: number, now = new Date()): Promise<FeedState> {
    const [driver, own] = await Promise.all([
      this.feedDriver(driverId),
      this.recentOffers(driverId, now),
    ]);
    // None while offline or on a trip (OpenRides.near says the same to GET /drivers/me/rides/).
    const near =
      driver.online && driver.tripId === null
        ? await openRidesNear(this.db, driver.at, driver.vehicleType)
        : [];
    const rides = near.map((ride) => requestView(feedRide(ride), driver.at));
    return {
      driver,
      rides: new Map(rides.map((ride) => [ride.id, ride])),
      offers: new Map(
        own.map((offer) => [
          offer.rideId,
          {
            id: offer.id,
            rideId: offer.rideId,
            fare: offer.fare,
            createdAt: offer.createdAt.toISOString(),
            withdrawn: offer.withdrawnAt !== null,
            ride: {
              status: offer.status,
              assignedDriverId: offer.assignedDriverId,
              expiresAt: offer.expiresAt.toISOString(),
            },
          },
        ]),
      ),
    };
  }

  async feed(driverId: number, lang: PlaceLanguage = 'en'): Promise<DriverFeed> {
    const now = new Date();
    return feedView(await this.load(driverId, now), now, lang);
  }

  /**
   * The key of a ride's parcel image, for a driver who may see it: one who may offer on the ride
   * now (it is in their feed) or whose trip it is. Any other ride is a 404, as if it did not
   * exist.
   */
  async parcelImageKey(driverId: number, rideId: number): Promise<string | null> {
    const [[ride], driver] = await Promise.all([
      this.db.select().from(rideRequests).where(eq(rideRequests.id, rideId)),
      this.feedDriver(driverId),
    ]);
    const allowed =
      ride !== undefined &&
      (driver.tripId === ride.id || mayOffer(driver, feedRideChange(ride), new Date()));
    if (!allowed) throw new ClientError(404, API_ERRORS.noSuchRide);
    return ride.parcelImageKey;
  }
}

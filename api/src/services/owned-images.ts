import { eq } from 'drizzle-orm';
import { API_ERRORS, REQUEST_ERRORS } from '@dakiya/domain';
import type { Db } from '../db/database.js';
import { drivers, rideRequests, users } from '../db/schema.js';
import type { Images } from '../storage/images.js';
import { ClientError } from '../client-errors.js';

/**
 * Images for the people they belong to: a customer's photo, their rides' parcel images and proof
 * photos, a
 * driver's photo; nobody else's (a driver sees a ride's parcel image through DriverFeeds, which
 * decides whether they may).
 */
export class OwnedImages {
  constructor(
    private readonly db: Db,
    private readonly images: Images,
  ) {}

  /** The stored image under `key`, or a 404 when there is none. */
  async stored(key: string | null): Promise<Buffer> {
    const data = key ? await this.images.read(key) : null;
    if (!data) throw new ClientError(404, REQUEST_ERRORS.noImage);
    return data;
  }

  async photo(userId: number): Promise<Buffer> {
    const [user] = await this.db
      .select({ key: users.photoKey })
      .from(users)
      .where(eq(users.id, userId));
    return this.stored(user?.key ?? null);
  }

  async driverPhoto(driverId: number): Promise<Buffer> {
    const [driver] = await this.db
      .select({ key: drivers.photoKey })
      .from(drivers)
      .where(eq(drivers.id, driverId));
    return this.stored(driver?.key ?? null);
  }

  /** The photo the driver took at the drop of the customer's order, when that is its proof. */
  async proofPhoto(userId: number, rideId: number): Promise<Buffer> {
    const [ride] = await this.db
      .select({ owner: rideRequests.userId, key: rideRequests.proofPhotoKey })
      .from(rideRequests)
      .where(eq(rideRequests.id, rideId));
    if (!ride) throw new ClientError(404, API_ERRORS.noSuchRide);
    if (ride.owner !== userId) throw new ClientError(403, API_ERRORS.rideNotYours);
    if (!ride.key) throw new ClientError(404, API_ERRORS.noProofPhoto);
    return this.stored(ride.key);
  }

  async parcelImage(userId: number, rideId: number): Promise<Buffer> {
    const [ride] = await this.db
      .select({ owner: rideRequests.userId, key: rideRequests.parcelImageKey })
      .from(rideRequests)
      .where(eq(rideRequests.id, rideId));
    if (!ride) throw new ClientError(404, API_ERRORS.noSuchRide);
    if (ride.owner !== userId) throw new ClientError(403, API_ERRORS.rideNotYours);
    return this.stored(ride.key);
  }
}

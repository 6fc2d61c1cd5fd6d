import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { drivers } from '../db/schema.js';
import { API_ERRORS, type DriverProfile } from '@dakiya/domain';
import { ClientError } from '../client-errors.js';
import { MemoryDriverPositions, type DriverPositions } from './driver-positions.js';
import type { ImageRetention } from './image-retention.js';
import type { RideEvents } from './ride-events.js';
import { isUniqueViolation } from './rides/ride-rows.js';
import { shownRating } from './ride-views.js';

export type Driver = typeof drivers.$inferSelect;
export type NewDriver = typeof drivers.$inferInsert;

/** Whoever holds drivers' offers (DriverOffers): a driver going offline withdraws theirs. */
export interface OfferWithdrawal {
  withdrawOffersOf(driverId: number): Promise<void>;
}

/**
 * The driver side: drivers, their vehicles and online status. A position sent with a status is
 * a state change the database keeps; live positions go to `positions` only.
 */
export class DriverService {
  /**
   * A driver by id, read by every driver-app request (an offer first of all): a prepared
   * statement, so drizzle builds its SQL once rather than per request.
   */
  private readonly driverById;

  constructor(
    private readonly db: Db,
    readonly positions: DriverPositions = new MemoryDriverPositions(),
    private readonly offers?: OfferWithdrawal,
    private readonly deps: {
      /** Drivers' feeds hear of a driver going online or offline through these. */
      events?: Pick<RideEvents, 'driverFeedChanged'>;
      /** Photos: stored as customers' are, the replaced one let go. */
      retention?: ImageRetention;
    } = {},
  ) {
    this.driverById = db
      .select()
      .from(drivers)
      .where(eq(drivers.id, sql.placeholder('id')))
      .prepare('driver_by_id');
  }

  /** A new driver; a phone that already has one is a 409 (the unique index decides a race). */
  async register(driver: NewDriver): Promise<Driver> {
    try {
      const [created] = await this.db.insert(drivers).values(driver).returning();
      return created!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ClientError(409, API_ERRORS.driverPhoneTaken);
      throw error;
    }
  }

  /** Whether a driver signed up with `phoneNumber` (sign-up says so before texting a code). */
  async byPhone(phoneNumber: string): Promise<Driver | null> {
    const [driver] = await this.db
      .select()
      .from(drivers)
      .where(eq(drivers.phoneNumber, phoneNumber));
    return driver ?? null;
  }

  /** The simulator's fleet; a phone a real driver signed up with first is left to them. */
  async registerMany(list: NewDriver[]): Promise<void> {
    await this.db.insert(drivers).values(list).onConflictDoNothing({ target: drivers.phoneNumber });
  }

  async byId(id: number): Promise<Driver> {
    const [driver] = await this.driverById.execute({ id });
    if (!driver) throw new ClientError(404, API_ERRORS.noSuchDriver);
    return driver;
  }

  async setStatus(
    id: number,
    status: { online: boolean; lat?: number | undefined; lng?: number | undefined },
  ): Promise<Driver> {
    const [driver] = await this.db
      .update(drivers)
      .set({
        online: status.online,
        ...(status.lat !== undefined && status.lng !== undefined
          ? { lat: status.lat, lng: status.lng }
          : {}),
      })
      .where(eq(drivers.id, id))
      .returning();
    if (!driver) throw new ClientError(404, API_ERRORS.noSuchDriver);
    // After the commit: an accept that locks the row from now on finds the driver offline.
    if (!status.online) await this.offers?.withdrawOffersOf(id);
    if (status.lat !== undefined && status.lng !== undefined)
      await this.positions.set(id, { lat: status.lat, lng: status.lng });
    this.deps.events?.driverFeedChanged(id);
    return this.withLivePosition(driver);
  }

  /** The signed-in driver as the driver app shows them (GET /drivers/me/). */
  async profile(id: number): Promise<DriverProfile> {
    const driver = await this.byId(id);
    return {
      id: driver.id,
      name: driver.name,
      phone_number: driver.phoneNumber,
      vehicle_type: driver.vehicleType as DriverProfile['vehicle_type'],
      vehicle_model: driver.vehicleModel,
      registration: driver.registration,
      online: driver.online,
      has_photo: driver.photoKey !== null,
      rating: shownRating(driver),
    };
  }

  /**
   * The driver's photo (the sign-up camera's JPEG), re-encoded and stored as a customer's is
   * (Images.save: a 400 unless it is an image); the one it replaces is let go after the commit.
   */
  async setPhoto(id: number, data: Buffer): Promise<void> {
    const retention = this.deps.retention;
    if (!retention) throw new Error('DriverService was built without image storage');
    const key = await retention.images.save('photos', data, 'photo');
    let replaced: string | null = null;
    try {
      replaced = await this.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ key: drivers.photoKey })
          .from(drivers)
          .where(eq(drivers.id, id))
          .for('update');
        if (!before) throw new ClientError(404, API_ERRORS.noSuchDriver);
        await tx.update(drivers).set({ photoKey: key }).where(eq(drivers.id, id));
        return before.key;
      });
    } catch (error) {
      await retention.release([key]);
      throw error;
    }
    await retention.release([replaced]);
  }

  /** The driver with the position store's coordinates, when it has any. */
  async withLivePosition(driver: Driver): Promise<Driver> {
    const live = await this.positions.get(driver.id);
    return live ? { ...driver, lat: live.lat, lng: live.lng } : driver;
  }

  /** Online simulated drivers where they are now (the simulator's fleet). */
  async onlineSimulated(): Promise<Driver[]> {
    const fleet = await this.db
      .select()
      .from(drivers)
      .where(and(eq(drivers.simulated, true), eq(drivers.online, true), isNotNull(drivers.lat)));
    const live = await this.positions.getMany(fleet.map((driver) => driver.id));
    return fleet.map((driver) => {
      const at = live.get(driver.id);
      return at ? { ...driver, lat: at.lat, lng: at.lng } : driver;
    });
  }

  async countSimulated(): Promise<number> {
    return (
      await this.db.select({ id: drivers.id }).from(drivers).where(eq(drivers.simulated, true))
    ).length;
  }
}

import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { drivers } from '../db/schema.js';
import { API_ERRORS } from '@dakiya/domain';
import { ClientError } from './errors.js';
import { MemoryDriverPositions, type DriverPositions } from './driver-positions.js';
import { isUniqueViolation } from './ride-service.js';

export type Driver = typeof drivers.$inferSelect;
export type NewDriver = typeof drivers.$inferInsert;

/** Whoever holds drivers' offers (RideService): a driver going offline withdraws theirs. */
export interface OfferWithdrawal {
  withdrawOffersOf(driverId: number): Promise<void>;
}

/**
 * The driver side: drivers, their vehicles and online status. A position sent with a status is
 * a state change the database keeps; live positions go to `positions` only.
 */
export class DriverService {
  constructor(
    private readonly db: Db,
    readonly positions: DriverPositions = new MemoryDriverPositions(),
    private readonly offers?: OfferWithdrawal,
  ) {}

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
    const [driver] = await this.db.select().from(drivers).where(eq(drivers.id, id));
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
    return this.withLivePosition(driver);
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

import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { drivers } from '../db/schema.js';
import { API_ERRORS } from '@dakiya/domain';
import { ClientError } from './errors.js';

export type Driver = typeof drivers.$inferSelect;
export type NewDriver = typeof drivers.$inferInsert;

/** The driver side: drivers, their vehicles, online status and position. */
export class DriverService {
  constructor(private readonly db: Db) {}

  async register(driver: NewDriver): Promise<Driver> {
    const [created] = await this.db.insert(drivers).values(driver).returning();
    return created!;
  }

  async registerMany(list: NewDriver[]): Promise<void> {
    await this.db.insert(drivers).values(list);
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
    return driver;
  }

  async onlineSimulated(): Promise<Driver[]> {
    return this.db
      .select()
      .from(drivers)
      .where(and(eq(drivers.simulated, true), eq(drivers.online, true), isNotNull(drivers.lat)));
  }

  async countSimulated(): Promise<number> {
    return (
      await this.db.select({ id: drivers.id }).from(drivers).where(eq(drivers.simulated, true))
    ).length;
  }
}

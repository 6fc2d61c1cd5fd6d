import { eq } from 'drizzle-orm';
import type { GstDetails } from '@dakiya/domain';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';

/** The customer's GSTIN and business name (checked by the schema), printed on their invoices. */
export class GstDetailsStore {
  constructor(private readonly db: Db) {}

  async get(userId: number): Promise<GstDetails | null> {
    const [user] = await this.db
      .select({ gstin: users.gstin, name: users.gstBusinessName })
      .from(users)
      .where(eq(users.id, userId));
    return user?.gstin && user.name ? { gstin: user.gstin, business_name: user.name } : null;
  }

  async set(userId: number, details: GstDetails): Promise<GstDetails> {
    await this.db
      .update(users)
      .set({ gstin: details.gstin, gstBusinessName: details.business_name })
      .where(eq(users.id, userId));
    return details;
  }

  async clear(userId: number): Promise<void> {
    await this.db
      .update(users)
      .set({ gstin: null, gstBusinessName: null })
      .where(eq(users.id, userId));
  }
}

import { and, asc, eq, sql } from 'drizzle-orm';
import {
  API_ERRORS,
  SAVED_ADDRESS_LIMITS,
  type SavedAddress,
  type SavedAddressKind,
} from '@dakiya/domain';
import type { Db } from '../db/database.js';
import { savedAddresses } from '../db/schema.js';
import { ClientError } from '../client-errors.js';
import { isUniqueViolation } from './rides/ride-rows.js';

type Row = typeof savedAddresses.$inferSelect;

interface Label {
  kind: SavedAddressKind;
  name: string | null;
}

interface NewAddress extends Label {
  location: { address: string; position: { lat: number; lng: number } };
}

/** The unique index a violation broke, however the driver wraps the error. */
function brokenIndex(error: unknown): string | undefined {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e?.constraint ?? e?.cause?.constraint;
}

/** A Home or Work the customer already has: the partial unique index said so. */
function labelTaken(kind: SavedAddressKind): ClientError {
  return new ClientError(
    409,
    kind === 'home' ? API_ERRORS.homeAddressTaken : API_ERRORS.workAddressTaken,
  );
}

function view(row: Row): SavedAddress {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    location: { address: row.address, position: { lat: row.lat, lng: row.lng } },
    created_at: row.createdAt.toISOString(),
  };
}

/** Home first, then Work, then the named ones in the order they were saved. */
const LIST_ORDER = sql`case ${savedAddresses.kind} when 'home' then 0 when 'work' then 1 else 2 end`;

/**
 * A customer's saved addresses. The limits live in the database (schema.ts): an add takes the
 * lowest free slot, and when another add took it meanwhile the unique index refuses it and the
 * add looks again, so concurrent adds never pass the limit or make a second Home.
 */
export class SavedAddresses {
  constructor(private readonly db: Db) {}

  async list(userId: number): Promise<SavedAddress[]> {
    const rows = await this.db
      .select()
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId))
      .orderBy(LIST_ORDER, asc(savedAddresses.id));
    return rows.map(view);
  }

  async add(userId: number, address: NewAddress): Promise<SavedAddress> {
    // Each lost race means another add took a slot, so this ends by the limit at the latest.
    for (let attempt = 0; attempt <= SAVED_ADDRESS_LIMITS.perCustomer; attempt += 1) {
      const slot = await this.freeSlot(userId);
      if (slot === null) break;
      try {
        const [row] = await this.db
          .insert(savedAddresses)
          .values({
            userId,
            slot,
            kind: address.kind,
            name: address.name,
            address: address.location.address,
            lat: address.location.position.lat,
            lng: address.location.position.lng,
          })
          .returning();
        return view(row!);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (brokenIndex(error) !== 'saved_addresses_slot_key') throw labelTaken(address.kind);
      }
    }
    throw new ClientError(409, API_ERRORS.savedAddressLimit);
  }

  /** A new label: a new name, or Home, Work or a named one. */
  async rename(userId: number, id: number, label: Label): Promise<SavedAddress> {
    try {
      const [row] = await this.db
        .update(savedAddresses)
        .set({ kind: label.kind, name: label.name })
        .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
        .returning();
      if (!row) throw new ClientError(404, API_ERRORS.noSuchSavedAddress);
      return view(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw labelTaken(label.kind);
      throw error;
    }
  }

  /** Another customer's address is a 404 as well: its id tells nobody that it exists. */
  async remove(userId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(savedAddresses)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
      .returning({ id: savedAddresses.id });
    if (deleted.length === 0) throw new ClientError(404, API_ERRORS.noSuchSavedAddress);
  }

  /** The customer's lowest unused slot, or null at the limit. */
  private async freeSlot(userId: number): Promise<number | null> {
    const used = await this.db
      .select({ slot: savedAddresses.slot })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId));
    const taken = new Set(used.map((row) => row.slot));
    for (let slot = 1; slot <= SAVED_ADDRESS_LIMITS.perCustomer; slot += 1)
      if (!taken.has(slot)) return slot;
    return null;
  }
}

import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/database.js';
import { inTransaction } from '../../db/prepared-in-transaction.js';
import { rideRequests } from '../../db/schema.js';

type RideInsert = typeof rideRequests.$inferInsert;

/** The columns a customer's new request sets (RideRequests.create); the others take defaults. */
const NEW_RIDE_COLUMNS = [
  'userId',
  'type',
  'pickupLocation',
  'dropLocation',
  'offerFare',
  'pickupLat',
  'pickupLng',
  'dropLat',
  'dropLng',
  'pickupCell',
  'weightKg',
  'recipientName',
  'recipientPhone',
  'dropInstructions',
  'paymentMethod',
  'language',
  'scheduledAt',
  'status',
  'openedAt',
  'quotationId',
  'estimatedAmount',
  'pickupLocationEn',
  'pickupLocationHi',
  'dropLocationEn',
  'dropLocationHi',
  'parcelImageKey',
  'expiresAt',
] as const satisfies ReadonlyArray<keyof RideInsert>;

/** A new request's row: every column of NEW_RIDE_COLUMNS, null where it has nothing. */
export type NewRideRow = {
  [K in (typeof NEW_RIDE_COLUMNS)[number]]-?: Exclude<RideInsert[K], undefined>;
};

/**
 * The statements of a new request, built once (run with inTransaction): a new request is the
 * second commonest write, and building a 60-column insert and its answer was most of its CPU.
 */
export function newRideStatements(db: Db) {
  const columns = getTableColumns(rideRequests);
  // A placeholder in a column's value is encoded by the column, and drizzle's timestamp encoder
  // fails on null: times go in as ISO text, cast by PostgreSQL.
  const isTime = (column: (typeof NEW_RIDE_COLUMNS)[number]) =>
    columns[column].columnType === 'PgTimestamp';
  const placeholders = Object.fromEntries(
    NEW_RIDE_COLUMNS.map((column) => [
      column,
      isTime(column) ? sql`${sql.placeholder(column)}::timestamptz` : sql.placeholder(column),
    ]),
  ) as PgInsertValue<typeof rideRequests>;
  const insert = db
    .insert(rideRequests)
    .values(placeholders)
    .returning()
    .prepare('insert_new_ride');
  const openOfCustomer = db
    .select({ id: rideRequests.id, key: rideRequests.parcelImageKey })
    .from(rideRequests)
    .where(
      and(eq(rideRequests.userId, sql.placeholder('userId')), eq(rideRequests.status, 'searching')),
    )
    .for('update')
    .prepare('open_requests_of_customer');
  const replaceOpenOfCustomer = db
    .update(rideRequests)
    .set({
      status: 'cancelled',
      cancelledBy: 'customer',
      cancelReason: 'Replaced by a new request',
      // An ISO time: a set() takes no placeholder of its own.
      closedAt: sql`${sql.placeholder('closedAt')}::timestamptz`,
      parcelImageKey: null,
      version: sql`${rideRequests.version} + 1`,
    })
    .where(
      and(eq(rideRequests.userId, sql.placeholder('userId')), eq(rideRequests.status, 'searching')),
    )
    .returning()
    .prepare('replace_open_requests_of_customer');
  return {
    /** Inserts a new request's row in `tx` and answers the ride. */
    insert: (tx: Tx, row: NewRideRow) =>
      inTransaction(insert, tx).execute(
        Object.fromEntries(
          NEW_RIDE_COLUMNS.map((column) => {
            const value = row[column];
            return [column, value instanceof Date ? value.toISOString() : value];
          }),
        ),
      ),
    /** The customer's open requests, locked, with their parcel image keys. */
    openOfCustomer: (tx: Tx, userId: number) =>
      inTransaction(openOfCustomer, tx).execute({ userId }),
    /**
     * Cancels the customer's open requests as replaced at `closedAt`, and answers them. Run after
     * openOfCustomer in the same transaction: the rows it locked are the ones still open, as a
     * request that commits meanwhile waits for those locks.
     */
    replaceOpenOfCustomer: (tx: Tx, userId: number, closedAt: Date) =>
      inTransaction(replaceOpenOfCustomer, tx).execute({
        userId,
        closedAt: closedAt.toISOString(),
      }),
  };
}

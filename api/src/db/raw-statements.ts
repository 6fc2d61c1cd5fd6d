import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

/**
 * A raw statement (placeholders by `sql.placeholder`) prepared as drizzle prepares its builders'
 * queries, for what the builders cannot say in one statement; run it with inTransaction. It
 * answers the driver's raw result (`{ rows }`, columns as the database names them).
 */
export function prepareRaw(db: Db, name: string, query: SQL) {
  return db._.session.prepareQuery(new PgDialect().sqlToQuery(query), undefined, name, false);
}

/** A column's bare name, as an INSERT's column list or an UPDATE's SET wants it. */
export const bareColumn = (column: AnyPgColumn) => sql.identifier(column.name);

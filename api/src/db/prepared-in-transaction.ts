import type { Tx } from './database.js';

/** What drizzle's prepared statements (node-postgres and PGlite alike) have. */
interface PreparedStatement {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * `prepared` (built once with `db….prepare(name)`) to run on `tx`'s connection. drizzle binds a
 * prepared statement to the client it was made on and has no way to run it in a transaction
 * (drizzle-orm#613), so a statement in a transaction was built again every time: for the hot
 * writes (an offer, a new ride) most of their CPU. A copy that runs on the transaction's client
 * builds nothing, and PostgreSQL parses a named statement once per connection.
 */
export function inTransaction<P extends PreparedStatement>(prepared: P, tx: Tx): P {
  const { client } = (tx as unknown as { session: { client: unknown } }).session;
  if (!client) throw new Error('This transaction has no client to run a prepared statement on');
  return Object.assign(Object.create(Object.getPrototypeOf(prepared) as object) as P, prepared, {
    client,
  });
}

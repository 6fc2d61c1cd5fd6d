import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { offers, rideRequests } from '../../db/schema.js';
import { bareColumn, prepareRaw } from '../../db/raw-statements.js';
import { inTransaction } from '../../db/prepared-in-transaction.js';
import type { Offer } from '../ride-views.js';
import { isActive } from './ride-rows.js';

export type NewOffer = Pick<
  Offer,
  'rideRequestId' | 'driverId' | 'code' | 'fare' | 'minutesAway' | 'distanceAwayKm'
>;

const value = (name: keyof NewOffer | 'now') => sql.placeholder(name);

/**
 * In one statement: unless the driver holds a ride, withdraws their live offer on the ride and
 * inserts the new one; answers the new offer's id, or no row when the driver is busy. Run after
 * the driver's row lock, as its own statement (a fresh snapshot), so a booking that committed
 * while the offer waited for that lock counts. One statement for three: an offer is the
 * commonest write.
 *
 * The insert reads the count of withdrawn rows, so the withdrawal has run to its end before it
 * (sub-statements of one statement otherwise run in no set order), and the live-offer unique
 * index sees the old offer withdrawn.
 */
const REPLACE_OFFER_UNLESS_BUSY = sql`with busy as (
    select exists (
      select 1 from ${rideRequests}
      where ${rideRequests.assignedDriverId} = ${value('driverId')} and ${isActive}
    ) as held
  ), withdrawn as (
    update ${offers} set ${bareColumn(offers.withdrawnAt)} = ${value('now')}::timestamptz
    where ${offers.rideRequestId} = ${value('rideRequestId')}
      and ${offers.driverId} = ${value('driverId')}
      and ${offers.withdrawnAt} is null
      and not (select held from busy)
    returning 1
  )
  insert into ${offers} (
    ${bareColumn(offers.rideRequestId)}, ${bareColumn(offers.driverId)}, ${bareColumn(offers.code)},
    ${bareColumn(offers.fare)}, ${bareColumn(offers.minutesAway)}, ${bareColumn(offers.distanceAwayKm)},
    ${bareColumn(offers.createdAt)}
  )
  select ${value('rideRequestId')}::integer, ${value('driverId')}::integer, ${value('code')}::text,
    ${value('fare')}::double precision, ${value('minutesAway')}::integer,
    ${value('distanceAwayKm')}::double precision, ${value('now')}::timestamptz
  from (select count(*) from withdrawn) as withdrawal_done
  where not (select held from busy)
  returning ${bareColumn(offers.id)}`;

/** REPLACE_OFFER_UNLESS_BUSY, prepared once on `db`: the new offer, or null when busy. */
export function offerReplacement(db: Db) {
  const prepared = prepareRaw(db, 'replace_offer_unless_busy', REPLACE_OFFER_UNLESS_BUSY);
  return async (tx: Tx, offer: NewOffer): Promise<Offer | null> => {
    const now = new Date();
    const result = (await inTransaction(prepared, tx).execute({
      ...offer,
      now: now.toISOString(),
    })) as { rows: Array<{ id: number }> };
    const [created] = result.rows;
    return created ? { ...offer, id: created.id, withdrawnAt: null, createdAt: now } : null;
  };
}

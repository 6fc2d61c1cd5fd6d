import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { API_ERRORS, approximateRoadKm, vehicleFits, type LatLng } from '@dakiya/domain';
import { drivers, offers, rideRequests } from '../../db/schema.js';
import { ClientError } from '../../client-errors.js';
import type { Tx } from '../../db/database.js';
import { inTransaction } from '../../db/prepared-in-transaction.js';
import { keptPosition } from '../driver-positions.js';
import { withinFeedRadius } from '../ride-feed.js';
import { minutesAway, offerView, type Driver, type Ride } from '../ride-views.js';
import { offerReplacement } from './offer-replacement.js';
import type { RideParts } from './ride-parts.js';

/** A new offer's code: what the customer's accept names (`offerCode` in the accept path). */
const newOfferCode = () => `OF${randomBytes(12).toString('hex').toUpperCase()}`;

/** The columns of a ride an offer on it is checked against. */
const RIDE_AS_OFFERED_ON = {
  id: rideRequests.id,
  status: rideRequests.status,
  expiresAt: rideRequests.expiresAt,
  assignedOfferId: rideRequests.assignedOfferId,
  offerFare: rideRequests.offerFare,
  type: rideRequests.type,
  weightKg: rideRequests.weightKg,
  pickupLat: rideRequests.pickupLat,
  pickupLng: rideRequests.pickupLng,
};

/** Why a driver at `at` may not offer on `ride`, or null when they may. */
function whyDriverCannotServe(
  driver: Driver,
  at: LatLng | null,
  ride: Pick<Ride, 'type' | 'weightKg' | 'pickupLat' | 'pickupLng'>,
): string | null {
  if (!vehicleFits(driver.vehicleType, ride.type, ride.weightKg)) return API_ERRORS.vehicleTooSmall;
  const pickup =
    ride.pickupLat !== null && ride.pickupLng !== null
      ? { lat: ride.pickupLat, lng: ride.pickupLng }
      : null;
  return withinFeedRadius(at, pickup) ? null : API_ERRORS.rideTooFar;
}

/** The 404 for an offer that found no ride or no driver to lock. */
async function whyNothingToOffer(tx: Tx, rideId: number): Promise<ClientError> {
  const [ride] = await tx
    .select({ id: rideRequests.id })
    .from(rideRequests)
    .where(eq(rideRequests.id, rideId));
  return new ClientError(404, ride ? API_ERRORS.noSuchDriver : API_ERRORS.noSuchRide);
}

/** Drivers bargaining: offering a fare on an open request, and offers withdrawn when they go. */
export class DriverOffers {
  /**
   * The ride and the driver an offer is between, both rows locked until the commit, the ride's
   * first (as an accept locks them): a change to the ride or a driver going offline or being
   * booked waits for the offer, and then sees it. Built once (see inTransaction).
   */
  private readonly rideAndDriverHeld;
  private readonly replaceOffer;

  constructor(private readonly parts: Pick<RideParts, 'db' | 'positions' | 'events'>) {
    const { db } = parts;
    this.rideAndDriverHeld = db
      .select({ ride: RIDE_AS_OFFERED_ON, driver: drivers })
      .from(rideRequests)
      .innerJoin(drivers, eq(drivers.id, sql.placeholder('driverId')))
      .where(eq(rideRequests.id, sql.placeholder('rideId')))
      // Locked in the order named: the ride's row, then the driver's.
      .for('no key update', { of: [rideRequests, drivers] })
      .prepare('ride_and_driver_held_for_offer');
    this.replaceOffer = offerReplacement(db);
  }

  /**
   * Driver `driverId`'s offer on a ride: always a new offer with a new code; the driver's earlier
   * live offer on the ride is withdrawn in the same transaction, under the ride's row lock.
   */
  async makeOffer(driverId: number, rideId: number, fare: number) {
    const { db, events } = this.parts;
    // Read before the locks: a position is not a row, and Redis may be slow or away.
    const live = await this.parts.positions.get(driverId).catch(() => null);
    const { offer, driver } = await db.transaction(async (tx) => {
      const [held] = await inTransaction(this.rideAndDriverHeld, tx).execute({ rideId, driverId });
      if (!held) throw await whyNothingToOffer(tx, rideId);
      const { ride, driver } = held;
      if (!driver.online) throw new ClientError(409, API_ERRORS.driverOffline);
      if (ride.status === 'scheduled') throw new ClientError(409, API_ERRORS.rideNotOpenYet);
      if (ride.status !== 'searching' || ride.expiresAt <= new Date())
        throw new ClientError(
          409,
          ride.assignedOfferId !== null ? API_ERRORS.rideHasDriver : API_ERRORS.rideNotSearching,
        );
      const at = live ?? keptPosition(driver);
      const refusal = whyDriverCannotServe(driver, at, ride);
      if (refusal) throw new ClientError(409, refusal);
      // Drivers bargain up from the customer's fare, never under it (docs/product.md). Read under
      // the lock: a raise that commits first is the fare this offer must meet.
      if (fare < ride.offerFare)
        throw new ClientError(400, API_ERRORS.offerBelowCustomerFare, {
          fare: [API_ERRORS.offerBelowCustomerFare],
        });
      // Measured as the order measures the way to the pickup (ride-views.ts), so an accepted
      // offer keeps its promise of distance and minutes.
      const km =
        at !== null && ride.pickupLat !== null && ride.pickupLng !== null
          ? approximateRoadKm(at, { lat: ride.pickupLat, lng: ride.pickupLng })
          : 2;
      const created = await this.replaceOffer(tx, {
        rideRequestId: ride.id,
        driverId,
        code: newOfferCode(),
        fare,
        minutesAway: minutesAway(km),
        distanceAwayKm: km,
      });
      if (!created) throw new ClientError(409, API_ERRORS.driverBusy);
      return { offer: created, driver };
    });
    const view = offerView(offer, driver);
    // After the commit: the offer joins the list in every process (replacing the driver's last).
    await events.offersChanged({ kind: 'offer', rideId, driverId: driver.id, offer: view });
    events.driverFeedChanged(driverId);
    return view;
  }

  /**
   * A driver went offline: their live offers on open rides are withdrawn and leave those rides'
   * lists in every process. The accept checks the driver's row itself, so an offer still listed
   * for a moment cannot be accepted either.
   */
  async withdrawOffersOf(driverId: number): Promise<void> {
    const { db, events } = this.parts;
    const withdrawn = await db
      .update(offers)
      .set({ withdrawnAt: new Date() })
      .where(
        and(
          eq(offers.driverId, driverId),
          isNull(offers.withdrawnAt),
          inArray(
            offers.rideRequestId,
            db
              .select({ id: rideRequests.id })
              .from(rideRequests)
              .where(eq(rideRequests.status, 'searching')),
          ),
        ),
      )
      .returning({ rideId: offers.rideRequestId });
    await Promise.all(
      withdrawn.map(({ rideId }) => events.offersChanged({ kind: 'withdrawn', rideId, driverId })),
    );
  }

  /**
   * For each of `rideIds`: how many offers it has had (withdrawn ones too) and the drivers with
   * a live one. One read for all, so the simulator's round costs the same for 1 or 200 rides.
   */
  async offersOn(rideIds: number[]): Promise<Map<number, { made: number; live: Set<number> }>> {
    const found = new Map(rideIds.map((id) => [id, { made: 0, live: new Set<number>() }]));
    if (rideIds.length === 0) return found;
    const rows = await this.parts.db
      .select({
        rideId: offers.rideRequestId,
        driverId: offers.driverId,
        withdrawnAt: offers.withdrawnAt,
      })
      .from(offers)
      .where(inArray(offers.rideRequestId, rideIds));
    for (const row of rows) {
      const entry = found.get(row.rideId)!;
      entry.made += 1;
      if (row.withdrawnAt === null) entry.live.add(row.driverId);
    }
    return found;
  }
}

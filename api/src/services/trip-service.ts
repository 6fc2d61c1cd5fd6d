import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  API_ERRORS,
  DELIVERY_CODE_MAX_ATTEMPTS,
  haversineKm,
  invalidOtpMessage,
  TRIP_OTP_MAX_ATTEMPTS,
  TRIP_STEP_RADIUS_M,
  wrongDeliveryCodeMessage,
  type PaymentMethod,
  type PlaceLanguage,
  type RideStatus,
} from '@dakiya/domain';
import type { Db } from '../db/database.js';
import { drivers, rideRequests, users } from '../db/schema.js';
import { ClientError } from '../client-errors.js';
import { RateBuckets } from './rate-buckets.js';
import { FEED_MOVE_KM } from './driver-feed-views.js';
import { positionOf } from './driver-positions.js';
import { IdleDrivers } from './idle-drivers.js';
import { rideAddressesForDriver } from './rides/ride-place-names.js';
import { isActive } from './rides/ride-rows.js';
import type { RideService } from './rides/ride-service.js';
import { point, proofView, recipientView, tripKm, type Driver, type Ride } from './ride-views.js';

interface Customer {
  name: string;
  phone: string;
}

/** Wrong trip OTPs per ride: a bucket that never refills, so guessing ends for good. */
const TRIP_OTP_TRIES = { burst: TRIP_OTP_MAX_ATTEMPTS, perHour: 0 };
/** Wrong delivery codes per ride, likewise; then only a photo at the drop proves delivery. */
const DELIVERY_CODE_TRIES = { burst: DELIVERY_CODE_MAX_ATTEMPTS, perHour: 0 };

/**
 * The driver's trip: the ride they hold, or one they delivered whose fare they have not yet
 * received (the trip screen stays on 'Collect' until they have). A ride they hold comes first.
 */
const isDriversTrip = or(
  isActive,
  and(eq(rideRequests.status, 'delivered'), ne(rideRequests.paymentStatus, 'paid')),
);
const heldFirst = [
  asc(sql`case when ${rideRequests.status} = 'delivered' then 1 else 0 end`),
  desc(rideRequests.id),
];

/** The customer's columns a trip shows (name, and the phone for the driver's Call button). */
const CUSTOMER = { first: users.firstName, last: users.lastName, phone: users.phoneNumber };
const customerOf = (row: { first: string; last: string; phone: string }): Customer => ({
  name: `${row.first} ${row.last}`.trim(),
  phone: row.phone,
});

/**
 * The driver's side of a trip: arrive, start with the customer's OTP, deliver, cancel before
 * pickup, and position updates. Each step is one conditional UPDATE on the ride that names the
 * state it leaves and the driver it belongs to; a step out of order changes nothing and is a 409.
 */
export class TripService {
  private readonly buckets: RateBuckets;
  /**
   * The driver and their active ride, read at every position a phone reports: a prepared
   * statement, so drizzle builds its SQL once rather than per report.
   */
  private readonly driverAndTrip;
  /** Drivers with no trip: their positions skip that read. */
  private readonly idleDrivers;

  constructor(
    private readonly db: Db,
    private readonly rides: RideService,
  ) {
    this.buckets = new RateBuckets(db);
    this.driverAndTrip = db
      .select({ ride: rideRequests, driver: drivers })
      .from(drivers)
      .leftJoin(rideRequests, and(eq(rideRequests.assignedDriverId, drivers.id), isActive))
      .where(eq(drivers.id, sql.placeholder('driverId')))
      .limit(1)
      .prepare('driver_and_trip');
    this.idleDrivers = new IdleDrivers(rides.events);
  }

  /**
   * The ride the driver is booked for, or delivered and still has to collect the fare of, as the
   * driver sees it (its points in `lang`).
   */
  async current(driverId: number, lang: PlaceLanguage = 'en') {
    const [row] = await this.db
      .select({ ride: rideRequests, ...CUSTOMER })
      .from(rideRequests)
      .innerJoin(users, eq(users.id, rideRequests.userId))
      .where(and(eq(rideRequests.assignedDriverId, driverId), isDriversTrip))
      .orderBy(...heldFirst)
      .limit(1);
    if (!row) throw new ClientError(404, API_ERRORS.notYourTrip);
    return this.tripView(row.ride, customerOf(row), lang);
  }

  private tripView(ride: Ride, customer: Customer, lang: PlaceLanguage) {
    const pickup = point(ride.pickupLat, ride.pickupLng);
    const drop = point(ride.dropLat, ride.dropLng);
    return {
      id: ride.id,
      status: ride.status,
      ...rideAddressesForDriver(ride, lang),
      pickup,
      drop,
      fare: ride.bookedFare ?? ride.offerFare,
      customer_name: customer.name,
      customer_phone: customer.phone,
      trip_km: tripKm(pickup, drop),
      weight_kg: ride.weightKg,
      type: ride.type,
      recipient: recipientView(ride),
      payment: {
        method: ride.paymentMethod,
        status: ride.paymentStatus,
        amount: ride.bookedFare ?? ride.offerFare,
      },
      proof: proofView(ride),
    };
  }

  private async step(
    driverId: number,
    rideId: number,
    from: RideStatus[],
    set: Partial<typeof rideRequests.$inferInsert>,
    /** A condition of the step's own (the right code), and the answer when it does not hold. */
    extra?: { where: SQL; refusal: ClientError },
  ): Promise<Ride> {
    const [ride] = await this.db
      .update(rideRequests)
      .set({ ...set, version: sql`${rideRequests.version} + 1` })
      .where(
        and(
          eq(rideRequests.id, rideId),
          eq(rideRequests.assignedDriverId, driverId),
          inArray(rideRequests.status, from),
          extra?.where,
        ),
      )
      .returning();
    if (ride) {
      await this.rides.publish(ride);
      // The driver's feed: the trip it points to ends with delivery or a cancel.
      this.rides.events.driverFeedChanged(driverId);
      return ride;
    }
    const [current] = await this.db.select().from(rideRequests).where(eq(rideRequests.id, rideId));
    if (!current || current.assignedDriverId !== driverId)
      throw new ClientError(404, API_ERRORS.notYourTrip);
    if (extra && from.includes(current.status)) throw extra.refusal;
    if (
      set.status === 'cancelled' &&
      (current.status === 'picked_up' || current.status === 'delivered')
    )
      throw new ClientError(409, API_ERRORS.tooLateToCancel);
    throw new ClientError(409, API_ERRORS.tripWrongState);
  }

  /**
   * Refuses a step taken away from its place: the driver's last known position must be within
   * TRIP_STEP_RADIUS_M of the pickup (arrive, start) or the drop (deliver). A ride not at `from`
   * or not the driver's is left to step() to answer; a ride without coordinates cannot be checked.
   */
  private async mustBeAt(
    driverId: number,
    rideId: number,
    from: RideStatus,
    place: 'pickup' | 'drop',
  ) {
    const [row] = await this.db
      .select({ ride: rideRequests, driver: drivers })
      .from(rideRequests)
      .innerJoin(drivers, eq(drivers.id, rideRequests.assignedDriverId))
      .where(eq(rideRequests.id, rideId));
    if (!row || row.driver.id !== driverId || row.ride.status !== from) return;
    const { ride } = row;
    const target =
      place === 'pickup'
        ? point(ride.pickupLat, ride.pickupLng)
        : point(ride.dropLat, ride.dropLng);
    if (!target) return;
    const at = await positionOf(this.rides.positions, row.driver);
    if (!at || haversineKm(at, target) * 1000 > TRIP_STEP_RADIUS_M)
      throw new ClientError(
        409,
        place === 'pickup' ? API_ERRORS.notAtPickup : API_ERRORS.notAtDrop,
      );
  }

  async arrive(driverId: number, rideId: number, lang: PlaceLanguage = 'en') {
    await this.mustBeAt(driverId, rideId, 'assigned', 'pickup');
    return this.answer(
      await this.step(driverId, rideId, ['assigned'], {
        status: 'driver_arrived',
        arrivedAt: new Date(),
      }),
      lang,
    );
  }

  /**
   * The driver enters the OTP the customer sees (checkotp): the parcel is on board. Each try
   * takes a token from the ride's bucket in the database before the code is compared (so
   * concurrent guesses from any number of API processes get TRIP_OTP_MAX_ATTEMPTS between
   * them); a right code gives its token back. A wrong one answers the tries left (code
   * `otpInvalid`); with none left the ride cannot be started at all.
   */
  async start(driverId: number, rideId: number, otp: string, lang: PlaceLanguage = 'en') {
    // Only the ride's own driver, at the pickup, spends its tries: nobody else can lock it.
    await this.mustBeDriversAt(driverId, rideId, 'driver_arrived');
    await this.mustBeAt(driverId, rideId, 'driver_arrived', 'pickup');
    const key = `trip-otp:${rideId}`;
    const left = await this.buckets.takeCounting(key, TRIP_OTP_TRIES);
    if (left === null) throw new ClientError(429, API_ERRORS.tripOtpLocked);
    // A wrong code says how many tries are left, as a customer's login does; the last one says
    // what to do now that the ride cannot be started.
    const refusal = new ClientError(
      400,
      left > 0 ? invalidOtpMessage(left) : API_ERRORS.tripOtpLocked,
    );
    const ride = await this.step(
      driverId,
      rideId,
      ['driver_arrived'],
      { status: 'picked_up', pickedUpAt: new Date() },
      { where: eq(rideRequests.checkOtp, otp), refusal },
    );
    await this.buckets.giveBack(key, TRIP_OTP_TRIES);
    return this.answer(ride, lang);
  }

  /**
   * The ride must be the driver's, at `from`: else the 404 or 409 its step would answer. Read
   * before a step spends a try or stores a photo.
   */
  private async mustBeDriversAt(driverId: number, rideId: number, from: RideStatus) {
    const [current] = await this.db
      .select({ status: rideRequests.status, driverId: rideRequests.assignedDriverId })
      .from(rideRequests)
      .where(eq(rideRequests.id, rideId));
    if (!current || current.driverId !== driverId)
      throw new ClientError(404, API_ERRORS.notYourTrip);
    if (current.status !== from) throw new ClientError(409, API_ERRORS.tripWrongState);
  }

  /**
   * Delivered, proven by the code the recipient tells the driver (texted to them, or shown to the
   * customer who receives it). Tries are counted as the pickup code's are: a wrong one says how
   * many are left; with none left only a photo at the drop proves the delivery.
   */
  async deliver(driverId: number, rideId: number, code: string, lang: PlaceLanguage = 'en') {
    await this.mustBeDriversAt(driverId, rideId, 'picked_up');
    await this.mustBeAt(driverId, rideId, 'picked_up', 'drop');
    const key = `delivery-code:${rideId}`;
    const left = await this.buckets.takeCounting(key, DELIVERY_CODE_TRIES);
    if (left === null) throw new ClientError(429, API_ERRORS.deliveryCodeLocked);
    const refusal = new ClientError(
      400,
      left > 0 ? wrongDeliveryCodeMessage(left) : API_ERRORS.deliveryCodeLocked,
    );
    const now = new Date();
    const ride = await this.step(
      driverId,
      rideId,
      ['picked_up'],
      { status: 'delivered', deliveredAt: now, closedAt: now, deliveryProof: 'code' },
      { where: eq(rideRequests.deliveryCode, code), refusal },
    );
    await this.buckets.giveBack(key, DELIVERY_CODE_TRIES);
    return this.answer(ride, lang);
  }

  /**
   * Delivered, proven by a photo at the drop and the name of who took the parcel: when the
   * recipient cannot be reached, or the code is locked. The photo is kept with the order.
   */
  async deliverWithPhoto(
    driverId: number,
    rideId: number,
    proof: { photo: Buffer; receivedBy: string },
    lang: PlaceLanguage = 'en',
  ) {
    await this.mustBeDriversAt(driverId, rideId, 'picked_up');
    await this.mustBeAt(driverId, rideId, 'picked_up', 'drop');
    const { retention } = this.rides;
    const photoKey = await retention.images.save('proofs', proof.photo, 'photo');
    const now = new Date();
    try {
      const ride = await this.step(driverId, rideId, ['picked_up'], {
        status: 'delivered',
        deliveredAt: now,
        closedAt: now,
        deliveryProof: 'photo',
        proofPhotoKey: photoKey,
        receivedBy: proof.receivedBy,
      });
      return await this.answer(ride, lang);
    } catch (error) {
      await retention.release([photoKey]);
      throw error;
    }
  }

  /**
   * The driver received the fare: cash in hand, or the customer's UPI payment seen on their
   * phone (a customer paying by UPI may hand over cash instead: `method` is what was received).
   * Taken once the parcel is on board; the trip screen then lets the driver go.
   */
  async receivePayment(
    driverId: number,
    rideId: number,
    method: PaymentMethod,
    lang: PlaceLanguage = 'en',
  ) {
    const [ride] = await this.db
      .update(rideRequests)
      .set({
        paymentStatus: 'paid',
        paymentMethod: method,
        paidAt: new Date(),
        version: sql`${rideRequests.version} + 1`,
      })
      .where(
        and(
          eq(rideRequests.id, rideId),
          eq(rideRequests.assignedDriverId, driverId),
          inArray(rideRequests.status, ['picked_up', 'delivered']),
          ne(rideRequests.paymentStatus, 'paid'),
        ),
      )
      .returning();
    if (ride) {
      await this.rides.publish(ride);
      return this.answer(ride, lang);
    }
    const [current] = await this.db.select().from(rideRequests).where(eq(rideRequests.id, rideId));
    if (!current || current.assignedDriverId !== driverId)
      throw new ClientError(404, API_ERRORS.notYourTrip);
    if (current.paymentStatus === 'paid') throw new ClientError(409, API_ERRORS.paymentDone);
    throw new ClientError(409, API_ERRORS.paymentTooEarly);
  }

  /** The driver drops the ride before pickup; the customer is told and may look again. */
  async cancel(driverId: number, rideId: number, reason: string, lang: PlaceLanguage = 'en') {
    return this.answer(
      await this.step(driverId, rideId, ['assigned', 'driver_arrived'], {
        status: 'cancelled',
        cancelledBy: 'driver',
        cancelReason: reason,
        closedAt: new Date(),
      }),
      lang,
    );
  }

  /**
   * A position from the driver's phone, online or on a trip, into the position store only (no
   * database write); the customer following the trip sees it at once, as a newer version of the
   * order, and the driver's feed is worked out again once they have moved FEED_MOVE_KM. At most
   * one read, the driver's active ride, and none for a driver this process knows is idle.
   */
  async position(driverId: number, at: { lat: number; lng: number }) {
    const trip = this.idleDrivers.has(driverId) ? null : await this.tripOf(driverId);
    const { position, moved } = await this.rides.positions.report(driverId, at, FEED_MOVE_KM);
    if (trip) await this.rides.publish(trip.ride, { driver: trip.driver, position });
    if (moved) this.rides.events.driverFeedChanged(driverId);
    return { ok: true as const };
  }

  /** The driver's active ride, with the driver, or null when they have none (and are idle). */
  private async tripOf(driverId: number) {
    const [row] = await this.idleDrivers.read(
      driverId,
      () => this.driverAndTrip.execute({ driverId }),
      ([found]) => found !== undefined && found.ride === null,
    );
    if (!row) throw new ClientError(404, API_ERRORS.noSuchDriver);
    return row.ride ? { ride: row.ride, driver: row.driver } : null;
  }

  /**
   * Trips of the built-in simulated drivers (held, or delivered with the fare still to receive),
   * with where each driver is, to play them.
   */
  async simulatedTrips(): Promise<{ ride: Ride; driver: Driver }[]> {
    const trips = await this.db
      .select({ ride: rideRequests, driver: drivers })
      .from(rideRequests)
      .innerJoin(drivers, eq(drivers.id, rideRequests.assignedDriverId))
      .where(and(isDriversTrip, eq(drivers.simulated, true)));
    const live = await this.rides.positions.getMany(trips.map(({ driver }) => driver.id));
    return trips.map(({ ride, driver }) => {
      const at = live.get(driver.id);
      return { ride, driver: at ? { ...driver, lat: at.lat, lng: at.lng } : driver };
    });
  }

  /** A step's answer: the trip as GET /drivers/me/trip/ shows it. */
  private async answer(ride: Ride, lang: PlaceLanguage) {
    const [row] = await this.db.select(CUSTOMER).from(users).where(eq(users.id, ride.userId));
    return this.tripView(ride, row ? customerOf(row) : { name: '', phone: '' }, lang);
  }
}

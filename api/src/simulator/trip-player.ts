import type { FastifyBaseLogger } from 'fastify';
import type { LatLng } from '@dakiya/domain';
import type { TripService } from '../services/trip-service.js';
import type { Driver, Ride } from '../services/ride-views.js';
import { pathKm, pointAlong, streetPath } from './route-path.js';

/** A city driver's average speed with traffic, km/h. */
export const SIMULATED_KMH = 22;
/** Real seconds between position posts at speed 1 (a phone app posts every few seconds). */
export const POSITION_EVERY_S = 3;
/** Loading the parcel at the pickup, seconds at speed 1. */
export const LOADING_S = 45;
/** A trip without coordinates: each leg takes this long at speed 1. */
const BLIND_LEG_S = 120;
/** Posting faster than this is pointless for a screen and costly for the database. */
const MIN_POST_MS = 200;

interface Leg {
  path: LatLng[];
  km: number;
  startedAt: number;
  lastPostAt: number;
}

const point = (lat: number | null, lng: number | null): LatLng | null =>
  lat !== null && lng !== null ? { lat, lng } : null;

/**
 * Plays the trips of simulated drivers as a driver's phone would: after the accept the driver
 * drives to the pickup along a street path at city speed, posting positions every few seconds,
 * arrives, loads, starts with the OTP the customer shows, drives to the drop, delivers with the
 * recipient's code and collects the fare.
 * `speed` scales every delay (SIMULATOR_SPEED).
 */
export class TripPlayer {
  private readonly legs = new Map<string, Leg>();

  constructor(
    private readonly trips: TripService,
    private readonly speedNow: () => number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  private get speed(): number {
    return this.speedNow();
  }

  get postEveryMs(): number {
    return Math.max(MIN_POST_MS, (POSITION_EVERY_S * 1000) / this.speed);
  }

  async tick(now = Date.now()): Promise<void> {
    const active = await this.trips.simulatedTrips();
    const live = new Set<string>();
    for (const { ride, driver } of active) {
      try {
        await this.advance(ride, driver, now, live);
      } catch (error) {
        this.log?.warn({ error, ride: ride.id }, 'simulated trip step failed');
      }
    }
    for (const key of this.legs.keys()) if (!live.has(key)) this.legs.delete(key);
  }

  private async advance(ride: Ride, driver: Driver, now: number, live: Set<string>) {
    if (ride.status === 'delivered') return this.collect(ride, driver);
    if (ride.status === 'driver_arrived') {
      const since = now - (ride.arrivedAt?.getTime() ?? now);
      if (since >= (LOADING_S * 1000) / this.speed)
        await this.trips.start(driver.id, ride.id, ride.checkOtp!);
      return;
    }
    const toPickup = ride.status === 'assigned';
    const key = `${ride.id}:${ride.status}`;
    live.add(key);
    const target = toPickup
      ? point(ride.pickupLat, ride.pickupLng)
      : point(ride.dropLat, ride.dropLng);
    let leg = this.legs.get(key);
    if (!leg) {
      const from = point(driver.lat, driver.lng) ?? target;
      const path = from && target ? streetPath(from, target) : [];
      leg = { path, km: path.length ? pathKm(path) : 0, startedAt: now, lastPostAt: 0 };
      this.legs.set(key, leg);
    }
    const elapsedH = ((now - leg.startedAt) * this.speed) / 3_600_000;
    const done =
      leg.path.length === 0
        ? now - leg.startedAt >= (BLIND_LEG_S * 1000) / this.speed
        : elapsedH * SIMULATED_KMH >= leg.km;
    if (leg.path.length && (done || now - leg.lastPostAt >= this.postEveryMs)) {
      leg.lastPostAt = now;
      await this.trips.position(driver.id, pointAlong(leg.path, elapsedH * SIMULATED_KMH));
    }
    if (!done) return;
    this.legs.delete(key);
    if (toPickup) await this.trips.arrive(driver.id, ride.id);
    // The recipient (or the customer receiving it) tells the simulated driver the code.
    else await this.trips.deliver(driver.id, ride.id, ride.deliveryCode!);
  }

  /**
   * After the drop the simulated driver takes cash at once, and confirms a UPI payment once the
   * customer has said they paid (a real driver would see it on the customer's phone).
   */
  private async collect(ride: Ride, driver: Driver) {
    if (ride.paymentStatus === 'paid') return;
    if (ride.paymentMethod === 'cash' || ride.paymentStatus === 'customer_paid')
      await this.trips.receivePayment(driver.id, ride.id, ride.paymentMethod);
  }
}

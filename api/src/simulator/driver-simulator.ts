import type { FastifyBaseLogger } from 'fastify';
import { haversineKm, vehicleFits } from '@dakiya/domain';
import type { DriverService, Driver } from '../services/driver-service.js';
import type { RideService } from '../services/rides/ride-service.js';
import type { TripService } from '../services/trip-service.js';
import { seedDrivers } from './seed-drivers.js';
import { TripPlayer } from './trip-player.js';

/** Seconds after a request at which the 1st, 2nd, 3rd and 4th offers arrive (at speed 1). */
const OFFER_SCHEDULE_S = [1.5, 4, 7, 11];
const LOOK_BACK_MS = 15 * 60_000;
const NEAR_KM = 15;
/**
 * Offers made in one round at most: each is a transaction, and on PGlite every query runs on the
 * API's own thread, so a round that answered hundreds of requests at once would stall the
 * customers' polls for half a second. Rides past this wait for the next round (500 ms).
 */
const MAX_OFFERS_PER_TICK = 20;

/**
 * A simulated driver's fare for `random` in [0, 1): the customer's fare up to a fifth more, rounded
 * up to the ₹5 a driver would quote. Up, so never below the customer's, which the API refuses.
 */
export const simulatedFare = (customerFare: number, random: number) =>
  Math.ceil((customerFare * (1 + random * 0.2)) / 5) * 5;

/**
 * Built-in drivers for development and demos: a seeded fleet around Indian cities that answers
 * every ride request within seconds, with vehicles that fit the load, fares at or a little above
 * the customer's offer and minutes away from their distance. A far-away request pulls a few
 * drivers to it, as if local drivers had come online. Given the trip service, it also plays each
 * accepted trip (TripPlayer). SIMULATOR_SPEED scales every delay.
 */
export class DriverSimulator {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private readonly player: TripPlayer | null;

  constructor(
    private readonly drivers: DriverService,
    private readonly rides: RideService,
    private readonly log?: FastifyBaseLogger,
    private readonly random: () => number = Math.random,
    trips?: TripService,
  ) {
    this.player = trips ? new TripPlayer(trips, () => this.speed, log) : null;
  }

  /** Read on every tick: development and the end-to-end tests may change it while running. */
  private get speed(): number {
    return this.rides.settings.simulatorSpeed;
  }

  /**
   * Seeds the fleet if there is none, then ticks often enough for the offers and the position
   * posts at this speed. `once` runs the seeding alone among API processes (an advisory lock).
   */
  async start(
    tickMs = Math.min(500, this.player?.postEveryMs ?? 500),
    once: (work: () => Promise<void>) => Promise<void> = (work) => work(),
  ): Promise<void> {
    await once(async () => {
      if ((await this.drivers.countSimulated()) === 0)
        await this.drivers.registerMany(seedDrivers());
    });
    if (this.timer) clearInterval(this.timer);
    this.timer = setInterval(() => void this.tick(), tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One round: every open request that is due another offer gets one. */
  async tick(now = Date.now()): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.player?.tick(now);
      if (this.rides.settings.simulatorPaused) return;
      const open = await this.rides.openRides.searching(new Date(now - LOOK_BACK_MS));
      if (open.length === 0) return;
      // A driver on a trip makes no offers; nor does one twice on the same ride.
      const busy = await this.rides.openRides.busyDriverIds();
      const fleet = (await this.drivers.onlineSimulated()).filter((d) => !busy.has(d.id));
      const dueNow = open.flatMap((ride) => {
        const ageS = ((now - ride.createdAt.getTime()) / 1000) * this.speed;
        const due = OFFER_SCHEDULE_S.filter((s) => s <= ageS).length;
        return due > 0 ? [{ ride, due }] : [];
      });
      const made = await this.rides.offers.offersOn(dueNow.map(({ ride }) => ride.id));
      let budget = MAX_OFFERS_PER_TICK;
      for (const { ride, due } of dueNow) {
        const offers = made.get(ride.id)!;
        if (offers.made >= due) continue;
        if (budget-- === 0) break;
        const driver = await this.pickDriver(
          fleet.filter((d) => !offers.live.has(d.id)),
          ride,
        );
        if (!driver) continue;
        const fare = simulatedFare(ride.offerFare, this.random());
        await this.rides.offers
          .makeOffer(driver.id, ride.id, fare)
          .catch((error: unknown) => this.log?.warn({ error }, 'simulated offer failed'));
      }
    } catch (error) {
      this.log?.error({ error }, 'driver simulator tick failed');
    } finally {
      this.running = false;
    }
  }

  private async pickDriver(
    fleet: Driver[],
    ride: {
      id: number;
      type: string;
      weightKg: number | null;
      pickupLat: number | null;
      pickupLng: number | null;
    },
  ): Promise<Driver | null> {
    const fitting = fleet.filter((d) => vehicleFits(d.vehicleType, ride.type, ride.weightKg));
    if (fitting.length === 0) return null;
    if (ride.pickupLat === null || ride.pickupLng === null)
      return fitting[ride.id % fitting.length]!;
    const pickup = { lat: ride.pickupLat, lng: ride.pickupLng };
    const byDistance = fitting
      .map((d) => ({ d, km: haversineKm(pickup, { lat: d.lat!, lng: d.lng! }) }))
      .sort((a, b) => a.km - b.km);
    const choice = byDistance[0]!;
    if (choice.km <= NEAR_KM) return choice.d;
    // Nobody near: this driver moves 0.5 to 5 km from the pickup (a move, not a state change:
    // the position store only).
    const km = 0.5 + this.random() * 4.5;
    const angle = this.random() * 2 * Math.PI;
    const at = {
      lat: pickup.lat + (km / 111) * Math.sin(angle),
      lng: pickup.lng + (km / (111 * Math.cos((pickup.lat * Math.PI) / 180))) * Math.cos(angle),
    };
    await this.drivers.positions.set(choice.d.id, at);
    return { ...choice.d, ...at };
  }
}

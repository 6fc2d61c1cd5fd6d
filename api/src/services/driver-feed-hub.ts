import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { PlaceLanguage } from '@dakiya/domain';
import type { DriverFeeds } from './driver-feed.js';
import {
  applyRideChange,
  feedView,
  type FeedRideChange,
  type FeedState,
} from './driver-feed-views.js';
import { cellsNear } from './ride-feed-cells.js';
import type { RideEvents } from './ride-events.js';

/** Changes within this long of each other reach a driver as one event. */
export const FEED_DEBOUNCE_MS = 150;
/** After a failed read of a driver's feed (the database away), the next try. */
const RETRY_MS = 1000;

/** Gets the driver's feed (driverFeedSchema) as JSON text. */
type Send = (json: string) => void;

interface Follower {
  send: Send;
  /** The language the driver reads the feed's addresses in. */
  lang: PlaceLanguage;
  /** The feed this follower has (JSON): a change that leaves it as it is sends nothing. */
  last: string | null;
}

/** One driver followed by this process: their feed, and the streams that show it. */
interface Followed {
  driverId: number;
  state: FeedState | null;
  followers: Set<Follower>;
  /** The first read of the feed (a follower waits for it). */
  ready: Promise<void>;
  /** A read of the feed is under way. */
  loading: boolean;
  /** A driver change heard while the feed was being read: read it again after. */
  reloadAgain: boolean;
  /** Ride changes heard while the feed was being read: applied to what the read found. */
  missed: FeedRideChange[];
  /** The debounced send, and whether it reads the feed again first. */
  timer: NodeJS.Timeout | null;
  reloadDue: boolean;
  /** The pickup cells this driver is indexed under, and the rides whose changes reach them. */
  cells: string[];
  rides: Set<number>;
}

/**
 * The drivers' feeds this API process streams, kept up to date by push (RideEvents, through
 * Redis in a cluster) rather than by reading each driver's feed again:
 *
 * - a ride's change (new, new fare, closed, taken) reaches the drivers it may concern, found by
 *   the ride's H3 pickup cell in an index of the cells around each followed driver (the cells of
 *   their feed's query, ride-feed-cells.ts), and the drivers whose feed already mentions the ride
 *   (an offer on it); each applies it in memory (driver-feed-views.ts: the same rules as the
 *   query), with no database read, however many drivers a city has;
 * - a change of the driver's own (online or offline, an offer made, a trip, a move of more than
 *   FEED_MOVE_KM) reads that one driver's feed again;
 * - a ride that runs out of time leaves the feeds by a timer of this process;
 * - each driver's changes within FEED_DEBOUNCE_MS go out as one event, and only if the feed
 *   changed.
 */
export class DriverFeedHub {
  private readonly followed = new Map<number, Followed>();
  /** Pickup cell -> followed drivers who may offer on a ride picked up there. */
  private readonly byCell = new Map<string, Set<number>>();
  /** Ride -> followed drivers whose feed mentions it (the request, or their offer on it). */
  private readonly byRide = new Map<number, Set<number>>();
  /** Ride -> the timer that takes it out of the feeds when its search time is up. */
  private readonly expiries = new Map<number, { at: number; timer: NodeJS.Timeout }>();
  /**
   * Feeds being read from the database: every ride change heard meanwhile is applied to what the
   * read finds (the read may have been made before the change; the driver's cells may be new).
   */
  private readonly loading = new Set<Followed>();
  /** The newest version heard of each ride: a change heard late is not applied over it. */
  private readonly versions = new LRUCache<number, number>({ max: 100_000 });
  private readonly stops: Array<() => void>;

  constructor(
    private readonly feeds: DriverFeeds,
    events: RideEvents,
    private readonly log?: FastifyBaseLogger,
    private readonly debounceMs = FEED_DEBOUNCE_MS,
  ) {
    this.stops = [
      events.onFeedRide((change) => this.rideChanged(change)),
      events.onFeedDriver((driverId) => this.driverChanged(driverId)),
      // Changes may have been missed while Redis was away: every feed is read again.
      events.onResync(() => {
        for (const entry of this.followed.values()) this.schedule(entry, true);
      }),
    ];
  }

  /**
   * Follows a driver's feed in `lang`: answers it as it is now (JSON), then calls `send` with it
   * whenever it changes, until `stop`. A driver that does not exist is the feed's own 404.
   */
  async follow(
    driverId: number,
    send: Send,
    lang: PlaceLanguage = 'en',
  ): Promise<{ first: string; stop: () => void }> {
    let entry = this.followed.get(driverId);
    if (!entry) {
      const created: Followed = {
        driverId,
        state: null,
        followers: new Set(),
        ready: Promise.resolve(),
        loading: false,
        reloadAgain: false,
        missed: [],
        timer: null,
        reloadDue: false,
        cells: [],
        rides: new Set(),
      };
      created.ready = this.reload(created);
      this.followed.set(driverId, created);
      entry = created;
    }
    const follower: Follower = { send, lang, last: null };
    entry.followers.add(follower);
    const stop = () => this.unfollow(entry, follower);
    try {
      await entry.ready;
    } catch (error) {
      stop();
      throw error;
    }
    const first = JSON.stringify(feedView(entry.state!, new Date(), lang));
    follower.last = first;
    return { first, stop };
  }

  /** Drivers followed by this process (tests, metrics). */
  get size(): number {
    return this.followed.size;
  }

  close(): void {
    for (const stop of this.stops) stop();
    for (const entry of this.followed.values()) if (entry.timer) clearTimeout(entry.timer);
    for (const { timer } of this.expiries.values()) clearTimeout(timer);
    this.followed.clear();
    this.loading.clear();
    this.byCell.clear();
    this.byRide.clear();
    this.expiries.clear();
  }

  private unfollow(entry: Followed, follower: Follower): void {
    entry.followers.delete(follower);
    if (entry.followers.size > 0 || this.followed.get(entry.driverId) !== entry) return;
    this.followed.delete(entry.driverId);
    if (entry.timer) clearTimeout(entry.timer);
    this.index(entry, [], new Set());
  }

  /** Reads the driver's feed from the database; ride changes heard meanwhile are applied after. */
  private async reload(entry: Followed): Promise<void> {
    entry.loading = true;
    entry.missed = [];
    this.loading.add(entry);
    try {
      const now = new Date();
      const state = await this.feeds.load(entry.driverId, now);
      if (this.followed.get(entry.driverId) !== entry) return;
      for (const change of entry.missed) applyRideChange(state, change, now);
      entry.state = state;
      this.reindex(entry);
    } finally {
      entry.loading = false;
      entry.missed = [];
      this.loading.delete(entry);
    }
    if (entry.reloadAgain) {
      entry.reloadAgain = false;
      this.schedule(entry, true);
    }
  }

  private rideChanged(change: FeedRideChange): void {
    const seen = this.versions.get(change.id);
    if (seen !== undefined && change.version < seen) return;
    this.versions.set(change.id, change.version);
    for (const entry of this.loading) entry.missed.push(change);
    const concerned = new Set<number>(
      change.cell === null ? this.followed.keys() : (this.byCell.get(change.cell) ?? []),
    );
    for (const driverId of this.byRide.get(change.id) ?? []) concerned.add(driverId);
    const now = new Date();
    for (const driverId of concerned) {
      const entry = this.followed.get(driverId)!;
      if (!entry.state) continue;
      const { changed, mentioned } = applyRideChange(entry.state, change, now);
      if (!changed) continue; // a ride near the driver that is not theirs (too heavy, too far)
      this.indexRide(entry, change.id, mentioned);
      this.schedule(entry, false);
    }
    // The driver it was given to (or who had it): their trip, read again.
    if (change.assignedDriverId !== null) this.driverChanged(change.assignedDriverId);
    const timed = this.expiries.get(change.id);
    if (timed && timed.at !== Date.parse(change.expiresAt)) this.armExpiry(change.id);
  }

  private driverChanged(driverId: number): void {
    const entry = this.followed.get(driverId);
    if (entry) this.schedule(entry, true);
  }

  /** Sends the driver's feed after FEED_DEBOUNCE_MS (reading it again first if `reload`). */
  private schedule(entry: Followed, reload: boolean, delayMs = this.debounceMs): void {
    if (reload) entry.reloadDue = true;
    if (entry.timer) return;
    entry.timer = setTimeout(() => void this.flush(entry), delayMs);
    entry.timer.unref();
  }

  private async flush(entry: Followed): Promise<void> {
    entry.timer = null;
    if (this.followed.get(entry.driverId) !== entry) return;
    if (entry.reloadDue) {
      entry.reloadDue = false;
      if (entry.loading) {
        entry.reloadAgain = true;
        return;
      }
      try {
        await this.reload(entry);
      } catch (error) {
        this.log?.warn({ err: error, driverId: entry.driverId }, 'driver feed read failed');
        this.schedule(entry, true, RETRY_MS);
        return;
      }
    }
    if (!entry.state) return;
    const { state } = entry;
    const now = new Date();
    // One feed per language the driver's streams read (a driver's phone and tablet may differ).
    const jsonIn = new Map<PlaceLanguage, string>();
    for (const follower of entry.followers) {
      const json = jsonIn.get(follower.lang) ?? JSON.stringify(feedView(state, now, follower.lang));
      jsonIn.set(follower.lang, json);
      // A follower still being given its first feed is not sent one before it.
      if (follower.last === null || follower.last === json) continue;
      follower.last = json;
      follower.send(json);
    }
  }

  /** Indexes the driver under the cells around them and the rides their feed mentions. */
  private reindex(entry: Followed): void {
    const { driver, rides, offers } = entry.state!;
    const mayTakeRides = driver.online && driver.tripId === null && driver.at !== null;
    this.index(
      entry,
      mayTakeRides ? cellsNear(driver.at!) : [],
      new Set([...rides.keys(), ...offers.keys()]),
    );
  }

  private index(entry: Followed, cells: string[], rides: Set<number>): void {
    for (const cell of entry.cells) {
      const drivers = this.byCell.get(cell);
      drivers?.delete(entry.driverId);
      if (drivers?.size === 0) this.byCell.delete(cell);
    }
    for (const cell of cells) {
      const drivers = this.byCell.get(cell) ?? new Set<number>();
      this.byCell.set(cell, drivers.add(entry.driverId));
    }
    entry.cells = cells;
    for (const rideId of entry.rides) if (!rides.has(rideId)) this.indexRide(entry, rideId, false);
    for (const rideId of rides) this.indexRide(entry, rideId, true);
  }

  private indexRide(entry: Followed, rideId: number, mentioned: boolean): void {
    const drivers = this.byRide.get(rideId);
    if (mentioned) {
      entry.rides.add(rideId);
      if (drivers) drivers.add(entry.driverId);
      else {
        this.byRide.set(rideId, new Set([entry.driverId]));
        this.armExpiry(rideId);
      }
      return;
    }
    entry.rides.delete(rideId);
    drivers?.delete(entry.driverId);
    if (drivers?.size === 0) {
      this.byRide.delete(rideId);
      const timed = this.expiries.get(rideId);
      if (timed) clearTimeout(timed.timer);
      this.expiries.delete(rideId);
    }
  }

  /** When the ride's search time is up (as the feeds that mention it have it). */
  private expiryOf(rideId: number): number | null {
    for (const driverId of this.byRide.get(rideId) ?? []) {
      const state = this.followed.get(driverId)?.state;
      const at = state?.rides.get(rideId)?.expires_at ?? state?.offers.get(rideId)?.ride.expiresAt;
      if (at) return Date.parse(at);
    }
    return null;
  }

  /** (Re)sets the timer that takes the ride out of the feeds when its search time is up. */
  private armExpiry(rideId: number): void {
    const previous = this.expiries.get(rideId);
    if (previous) clearTimeout(previous.timer);
    this.expiries.delete(rideId);
    const at = this.expiryOf(rideId);
    if (at === null) return;
    const timer = setTimeout(() => this.expired(rideId), Math.max(0, at - Date.now()) + 5);
    timer.unref();
    this.expiries.set(rideId, { at, timer });
  }

  private expired(rideId: number): void {
    this.expiries.delete(rideId);
    const now = Date.now();
    for (const driverId of [...(this.byRide.get(rideId) ?? [])]) {
      const entry = this.followed.get(driverId);
      const state = entry?.state;
      if (!entry || !state) continue;
      const request = state.rides.get(rideId);
      if (request && Date.parse(request.expires_at) <= now) state.rides.delete(rideId);
      this.indexRide(entry, rideId, state.rides.has(rideId) || state.offers.has(rideId));
      this.schedule(entry, false);
    }
    // A later search time (a raised fare) heard meanwhile: wait for that one.
    if (this.byRide.has(rideId) && !this.expiries.has(rideId)) {
      const at = this.expiryOf(rideId);
      if (at !== null && at > now) this.armExpiry(rideId);
    }
  }
}

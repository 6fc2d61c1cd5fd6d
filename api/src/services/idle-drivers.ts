import type { RideEvents } from './ride-events.js';

/** Past this many, the set starts again rather than grow with every driver ever seen. */
const MAX_REMEMBERED = 100_000;

/**
 * How long at most a driver is taken as idle without a new read. A message can be lost without
 * a resync (a publish that failed on one process only, a crash between an accept's commit and
 * its message): such a mistake keeps the driver's live positions off their customer's order
 * stream for at most this long (the order itself, on a reload, reads positions from the store).
 * Each entry lasts a random time between half of this and this, so that drivers seen together
 * are not all read again together.
 */
export const IDLE_RECHECK_MS = 2 * 60_000;

/**
 * The drivers this process knows have no trip. Most online drivers are waiting for a request,
 * and each reports a position every few seconds: for them the report needs no database read.
 *
 * Only an assignment turns an idle driver into one with a trip, and every process hears of each
 * on the bus (the ride's change for the drivers' feeds names its driver), so the driver leaves
 * the set there. A read that overlapped any assignment is not remembered, since it may predate
 * it; when the bus may have missed messages (Redis was away) the set is emptied; and each driver
 * is read again within IDLE_RECHECK_MS.
 */
export class IdleDrivers {
  /** Driver id → until when they are taken as idle. */
  private readonly idleUntil = new Map<number, number>();
  /** Counts assignments heard and resyncs: a read remembers only if none came meanwhile. */
  private changes = 0;

  constructor(
    events: Pick<RideEvents, 'onFeedRide' | 'onResync'>,
    private readonly now: () => number = Date.now,
  ) {
    events.onFeedRide(({ assignedDriverId }) => {
      if (assignedDriverId === null) return;
      this.changes += 1;
      this.idleUntil.delete(assignedDriverId);
    });
    events.onResync(() => {
      this.changes += 1;
      this.idleUntil.clear();
    });
  }

  has(driverId: number): boolean {
    const until = this.idleUntil.get(driverId);
    return until !== undefined && this.now() < until;
  }

  /**
   * Runs `read` (the driver's trip from the database) and, when it found none and no assignment
   * was heard while it ran, remembers the driver as idle. Answers what `read` answered.
   */
  async read<T>(driverId: number, read: () => Promise<T>, isIdle: (found: T) => boolean) {
    const before = this.changes;
    const began = this.now();
    const found = await read();
    if (isIdle(found) && this.changes === before) {
      if (this.idleUntil.size >= MAX_REMEMBERED) this.idleUntil.clear();
      this.idleUntil.set(driverId, began + IDLE_RECHECK_MS * (0.5 + Math.random() / 2));
    }
    return found;
  }
}

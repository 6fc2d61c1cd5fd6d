import type { RideEvents } from './ride-events.js';

/** Past this many, the set starts again rather than grow with every driver ever seen. */
const MAX_REMEMBERED = 100_000;

/**
 * The drivers this process knows have no trip. Most online drivers are waiting for a request,
 * and each reports a position every few seconds: for them the report needs no database read.
 *
 * Only an assignment turns an idle driver into one with a trip, and every process hears of each
 * on the bus (the ride's change for the drivers' feeds names its driver), so the driver leaves
 * the set there. A read that overlapped any assignment is not remembered, since it may predate
 * it; when the bus may have missed messages (Redis was away) the set is emptied.
 */
export class IdleDrivers {
  private readonly idle = new Set<number>();
  /** Counts assignments heard and resyncs: a read remembers only if none came meanwhile. */
  private changes = 0;

  constructor(events: Pick<RideEvents, 'onFeedRide' | 'onResync'>) {
    events.onFeedRide(({ assignedDriverId }) => {
      if (assignedDriverId === null) return;
      this.changes += 1;
      this.idle.delete(assignedDriverId);
    });
    events.onResync(() => {
      this.changes += 1;
      this.idle.clear();
    });
  }

  has(driverId: number): boolean {
    return this.idle.has(driverId);
  }

  /**
   * Runs `read` (the driver's trip from the database) and, when it found none and no assignment
   * was heard while it ran, remembers the driver as idle. Answers what `read` answered.
   */
  async read<T>(driverId: number, read: () => Promise<T>, isIdle: (found: T) => boolean) {
    const before = this.changes;
    const found = await read();
    if (isIdle(found) && this.changes === before) {
      if (this.idle.size >= MAX_REMEMBERED) this.idle.clear();
      this.idle.add(driverId);
    }
    return found;
  }
}

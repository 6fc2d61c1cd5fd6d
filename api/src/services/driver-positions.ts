import { haversineKm, type LatLng } from '@dakiya/domain';

/** Where a driver was last seen, and the sequence number of that report. */
export interface DriverPosition extends LatLng {
  /** Grows with every report of the driver (see nextPositionSeq). */
  seq: number;
}

/**
 * Drivers' live positions, kept out of PostgreSQL: a phone reports every few seconds, and a row
 * UPDATE each time would make the database's write rate grow with the drivers on the road. The
 * database keeps only state changes (a driver going online somewhere); every reader of a
 * position asks this store first. In memory for one process, in Redis for a cluster
 * (driver-positions-redis.ts).
 */
export interface DriverPositions {
  /** Records the driver's position; answers it with its sequence number. */
  set(driverId: number, at: LatLng): Promise<DriverPosition>;
  get(driverId: number): Promise<DriverPosition | null>;
  getMany(driverIds: readonly number[]): Promise<Map<number, DriverPosition>>;
  /**
   * A position from the driver's phone: recorded as `set` does, and compared in the same step
   * with the driver's anchor, the place their feed was last worked out for. `moved` when it is
   * more than `anchorKm` from the anchor (or there is none): the anchor is then moved here, and
   * the feed is worked out again (ride distances, which requests are near).
   */
  report(
    driverId: number,
    at: LatLng,
    anchorKm: number,
  ): Promise<{ position: DriverPosition; moved: boolean }>;
}

/** 2026-01-01T00:00:00Z: sequence numbers count tenths of a second from here. */
const SEQ_EPOCH_MS = Date.UTC(2026, 0, 1);

/**
 * The floor of the next sequence number: tenths of a second since 2026, so a store that starts
 * empty (a restarted process) still numbers after what followers have already seen. Fits in 32
 * bits until 2039.
 */
export const seqFloor = (now = Date.now()) => Math.floor((now - SEQ_EPOCH_MS) / 100);

/**
 * The order's version as its followers see it (the SSE event id; the app keeps the highest):
 * the ride's own version, bumped in the database by every state change, then the driver's
 * position sequence number, so a position is a newer version without a database write.
 */
export const orderVersion = (rideVersion: number, position: DriverPosition | null) =>
  rideVersion * 2 ** 32 + (position?.seq ?? 0);

/** A position with a fallback: the store's, else the one the database kept at a state change. */
export async function positionOf(
  positions: DriverPositions,
  driver: { id: number; lat: number | null; lng: number | null },
): Promise<DriverPosition | null> {
  // While Redis is away an offer or an order still gets the position the driver went online with.
  const live = await positions.get(driver.id).catch(() => null);
  return live ?? keptPosition(driver);
}

/** The position the database kept at the driver's last state change (going online), if any. */
export function keptPosition(driver: {
  lat: number | null;
  lng: number | null;
}): DriverPosition | null {
  return driver.lat !== null && driver.lng !== null
    ? { lat: driver.lat, lng: driver.lng, seq: 0 }
    : null;
}

/** One process's store (`npm start`, the tests). */
export class MemoryDriverPositions implements DriverPositions {
  private readonly positions = new Map<number, DriverPosition>();
  private readonly anchors = new Map<number, LatLng>();

  async set(driverId: number, at: LatLng): Promise<DriverPosition> {
    const previous = this.positions.get(driverId)?.seq ?? 0;
    const position = { lat: at.lat, lng: at.lng, seq: Math.max(previous + 1, seqFloor()) };
    this.positions.set(driverId, position);
    return position;
  }

  async get(driverId: number): Promise<DriverPosition | null> {
    return this.positions.get(driverId) ?? null;
  }

  async report(driverId: number, at: LatLng, anchorKm: number) {
    const position = await this.set(driverId, at);
    const anchor = this.anchors.get(driverId);
    const moved = !anchor || haversineKm(anchor, at) > anchorKm;
    if (moved) this.anchors.set(driverId, { lat: at.lat, lng: at.lng });
    return { position, moved };
  }

  async getMany(driverIds: readonly number[]): Promise<Map<number, DriverPosition>> {
    const found = new Map<number, DriverPosition>();
    for (const id of driverIds) {
      const position = this.positions.get(id);
      if (position) found.set(id, position);
    }
    return found;
  }
}

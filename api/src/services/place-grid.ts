/** A cell's side, in degrees (about 5.5 km north to south). */
const CELL_DEG = 0.05;
const RAD = Math.PI / 180;
/** A shade under haversineKm's radius, so the distances below stay lower bounds. */
const EARTH_RADIUS_KM = 6371;
/** Cells along a row of the key: more than 360° of them, so keys never collide. */
const ROW = 10_000;

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEG);

/**
 * Places bucketed in cells of CELL_DEG degrees, so reverse geocoding reads the cells around a
 * point, ring by ring, rather than all 150,000 places (a new ride names both its points).
 */
export class PlaceGrid {
  private readonly cells = new Map<number, number[]>();

  /** Every place `included` says yes to, at its position in `lat`/`lng`. */
  constructor(
    lat: ArrayLike<number>,
    lng: ArrayLike<number>,
    included: (place: number) => boolean,
  ) {
    for (let place = 0; place < lat.length; place += 1) {
      if (!included(place)) continue;
      const key = cellOf(lat[place]!) * ROW + cellOf(lng[place]!);
      const cell = this.cells.get(key);
      if (cell) cell.push(place);
      else this.cells.set(key, [place]);
    }
  }

  /**
   * Calls `visit` with the places within `maxDeg` cells' reach of the point, the cells nearest it
   * first, ring after ring; stops once `enough(km)` says yes, `km` being how near any place not
   * yet visited can be (a lower bound).
   */
  visitNear(
    point: { lat: number; lng: number },
    maxDeg: number,
    visit: (place: number) => void,
    enough: (unvisitedKm: number) => boolean,
  ): void {
    const row = cellOf(point.lat);
    const column = cellOf(point.lng);
    const rings = Math.ceil(maxDeg / CELL_DEG) + 1;
    // Points more than `ring` cells away differ by more than ring × CELL_DEG in latitude or in
    // longitude; longitude is worth least at the highest latitude the search can reach.
    const widest = Math.cos(Math.min(89, Math.abs(point.lat) + maxDeg + CELL_DEG) * RAD);
    for (let ring = 0; ring <= rings; ring += 1) {
      for (let i = row - ring; i <= row + ring; i += 1) {
        const edge = i === row - ring || i === row + ring;
        const step = edge ? 1 : 2 * ring;
        for (let j = column - ring; j <= column + ring; j += Math.max(1, step)) {
          const cell = this.cells.get(i * ROW + j);
          if (cell) for (const place of cell) visit(place);
        }
      }
      const apart = ring * CELL_DEG * RAD;
      const byLatitude = EARTH_RADIUS_KM * apart;
      const byLongitude = 2 * EARTH_RADIUS_KM * Math.asin(widest * Math.sin(apart / 2));
      if (enough(Math.min(byLatitude, byLongitude) * 0.999)) return;
    }
  }
}

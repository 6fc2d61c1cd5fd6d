import { LRUCache } from 'lru-cache';
import { cellToBoundary, cellToLatLng, gridDisk, latLngToCell } from 'h3-js';
import { DRIVER_FEED_RADIUS_KM, haversineKm, type LatLng } from '@dakiya/domain';

/**
 * H3 resolution of a ride's pickup cell (ride_requests.pickup_cell): cells of about 36 km²
 * (edges of 3.7 km on average), so a 20 km circle touches about 50 of them. Finer cells mean
 * more cells to look up; coarser ones, more rows read and thrown away by the exact filter.
 */
export const PICKUP_CELL_RESOLUTION = 6;

/**
 * Rings of cells around the driver's own cell that hold every point within the feed's radius
 * (DRIVER_FEED_RADIUS_KM). A point 20 km away is at most 5 cells away at resolution 6 anywhere between latitudes 70° S
 * and 70° N (the test samples it); one ring more is the margin for the smallest cells.
 */
export const PICKUP_CELL_RINGS = 6;

/** The pickup cell of a point, or null without coordinates. */
export function pickupCell(lat: number | null | undefined, lng: number | null | undefined) {
  return lat === null || lat === undefined || lng === null || lng === undefined
    ? null
    : latLngToCell(lat, lng, PICKUP_CELL_RESOLUTION);
}

/** Farthest a point of the cell is from its centre: cells are convex, so it is at a corner. */
function cellRadiusKm(cell: string, centre: LatLng): number {
  let farthest = 0;
  for (const [lat, lng] of cellToBoundary(cell))
    farthest = Math.max(farthest, haversineKm(centre, { lat, lng }));
  return farthest;
}

interface DiskCell {
  cell: string;
  centre: LatLng;
  /** With 1 % for the distance formula's rounding on cells this small. */
  radiusKm: number;
}

/** The disk around each driver cell seen lately, with each cell's centre and radius. */
const disks = new LRUCache<string, DiskCell[]>({ max: 20_000 });

function diskAround(home: string): DiskCell[] {
  let disk = disks.get(home);
  if (!disk) {
    disk = gridDisk(home, PICKUP_CELL_RINGS).map((cell) => {
      const [lat, lng] = cellToLatLng(cell);
      const centre = { lat, lng };
      return { cell, centre, radiusKm: cellRadiusKm(cell, centre) * 1.01 };
    });
    disks.set(home, disk);
  }
  return disk;
}

/**
 * The cells that may hold a pickup within DRIVER_FEED_RADIUS_KM of `at`: the grid disk around
 * `at`'s cell, less the cells whose nearest possible point is farther than the radius. Every
 * pickup within the radius is in one of them (the rides found are then filtered by exact
 * distance).
 */
export function cellsNear(at: LatLng): string[] {
  const disk = diskAround(latLngToCell(at.lat, at.lng, PICKUP_CELL_RESOLUTION));
  return disk.flatMap(({ cell, centre, radiusKm }) =>
    haversineKm(at, centre) - radiusKm <= DRIVER_FEED_RADIUS_KM ? [cell] : [],
  );
}

import { and, desc, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import {
  DRIVER_FEED_RADIUS_KM,
  VEHICLE_TYPES,
  capacityKg,
  haversineKm,
  vehicleFits,
  type LatLng,
} from '@dakiya/domain';
import type { Db } from '../db/database.js';
import { rideRequests } from '../db/schema.js';
import { cellsNear } from './ride-feed-cells.js';

/**
 * What a driver's feed shows and filters on: no other column is read. An open ride's status and
 * cancel fields are known (searching, none), so they are not read either.
 */
const FEED_COLUMNS = {
  id: rideRequests.id,
  type: rideRequests.type,
  pickupLocation: rideRequests.pickupLocation,
  dropLocation: rideRequests.dropLocation,
  offerFare: rideRequests.offerFare,
  parcelImageKey: rideRequests.parcelImageKey,
  createdAt: rideRequests.createdAt,
  expiresAt: rideRequests.expiresAt,
  pickupLat: rideRequests.pickupLat,
  pickupLng: rideRequests.pickupLng,
  weightKg: rideRequests.weightKg,
};

export type FeedRide = Awaited<ReturnType<typeof openRidesNear>>[number];

/** Whether a driver at `at` may take a ride picked up at `pickup` (a request without one: anyone). */
export function withinFeedRadius(at: LatLng | null, pickup: LatLng | null): boolean {
  if (!pickup) return true;
  return at !== null && haversineKm(at, pickup) <= DRIVER_FEED_RADIUS_KM;
}

/**
 * vehicleFits (domain) as SQL, so rides the vehicle cannot carry are not read: a ride naming a
 * vehicle wants that one, documents go by two or three wheeler, anything else by weight. The
 * rows read are still checked with vehicleFits itself.
 */
function fitsVehicle(vehicleType: string) {
  const wanted = sql`upper(${rideRequests.type})`;
  const named = [...VEHICLE_TYPES, 'DOCUMENT'];
  return or(
    sql`${wanted} = ${vehicleType}`,
    vehicleType === 'TWO_WHEELER' || vehicleType === 'THREE_WHEELER'
      ? sql`${wanted} = 'DOCUMENT'`
      : undefined,
    and(
      notInArray(wanted, named),
      sql`coalesce(${rideRequests.weightKg}, 1) <= ${capacityKg(vehicleType)}`,
    ),
  );
}

const pickupOf = (ride: { pickupLat: number | null; pickupLng: number | null }) =>
  ride.pickupLat !== null && ride.pickupLng !== null
    ? { lat: ride.pickupLat, lng: ride.pickupLng }
    : null;

/**
 * Every open request (searching, not yet expired) whose pickup is within DRIVER_FEED_RADIUS_KM
 * of `at` and that `vehicleType` can carry, newest first; requests without a pickup point
 * (null cell) go to every driver. One indexed read (ride_requests_open_cell_idx: only open
 * rides, by the H3 cells around the driver), then the exact distance.
 */
export async function openRidesNear(db: Db, at: LatLng | null, vehicleType: string) {
  const cells = at ? cellsNear(at) : [];
  const rows = await db
    .select(FEED_COLUMNS)
    .from(rideRequests)
    .where(
      and(
        eq(rideRequests.status, 'searching'),
        cells.length > 0
          ? or(inArray(rideRequests.pickupCell, cells), isNull(rideRequests.pickupCell))
          : isNull(rideRequests.pickupCell),
        gt(rideRequests.expiresAt, new Date()),
        fitsVehicle(vehicleType),
      ),
    )
    .orderBy(desc(rideRequests.createdAt));
  return rows
    .filter(
      (ride) =>
        vehicleFits(vehicleType, ride.type, ride.weightKg) && withinFeedRadius(at, pickupOf(ride)),
    )
    .map((ride) => ({
      ...ride,
      status: 'searching' as const,
      cancelledBy: null,
      cancelReason: null,
    }));
}

import { and, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
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
 * What a driver's feed shows and filters on, in this order: no other column is read. An open
 * ride's status and cancel fields are known (searching, none), so they are not read either.
 */
const FEED_COLUMNS = [
  rideRequests.id,
  rideRequests.type,
  rideRequests.pickupLocation,
  rideRequests.dropLocation,
  rideRequests.offerFare,
  rideRequests.parcelImageKey,
  rideRequests.createdAt,
  rideRequests.expiresAt,
  rideRequests.pickupLat,
  rideRequests.pickupLng,
  rideRequests.weightKg,
  rideRequests.dropLat,
  rideRequests.dropLng,
  rideRequests.estimatedAmount,
  rideRequests.pickupLocationEn,
  rideRequests.pickupLocationHi,
  rideRequests.dropLocationEn,
  rideRequests.dropLocationHi,
] as const;

/** A row of FEED_COLUMNS as JSON: timestamps are ISO strings there. */
type FeedRow = [
  number,
  string,
  string,
  string,
  number,
  string | null,
  string,
  string,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  string | null,
  string | null,
  string | null,
  string | null,
];

/**
 * The rows as ONE JSON text, newest first: a feed may hold a few thousand rides, and a driver
 * decodes one value much faster than thousands of rows of a dozen columns.
 */
const feedJson = sql<string>`coalesce(json_agg(json_build_array(${sql.join(
  [...FEED_COLUMNS],
  sql`, `,
)}) order by ${rideRequests.createdAt} desc), '[]')::text`;

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

/** The feed's one read: open rides in the cells around `at` that `vehicleType` can carry. */
export function openRidesQuery(db: Db, at: LatLng | null, vehicleType: string) {
  const cells = at ? cellsNear(at) : [];
  return db
    .select({ rides: feedJson })
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
    );
}

/**
 * Every open request (searching, not yet expired) whose pickup is within DRIVER_FEED_RADIUS_KM
 * of `at` and that `vehicleType` can carry, newest first; requests without a pickup point
 * (null cell) go to every driver. One indexed read (ride_requests_open_cell_idx: only open
 * rides, by the H3 cells around the driver), then the exact distance.
 */
export async function openRidesNear(db: Db, at: LatLng | null, vehicleType: string) {
  const [found] = await openRidesQuery(db, at, vehicleType);
  const rows = JSON.parse(found?.rides ?? '[]') as FeedRow[];
  return rows.flatMap(
    ([
      id,
      type,
      pickupLocation,
      dropLocation,
      offerFare,
      parcelImageKey,
      created,
      expires,
      lat,
      lng,
      weightKg,
      dropLat,
      dropLng,
      estimatedAmount,
      pickupLocationEn,
      pickupLocationHi,
      dropLocationEn,
      dropLocationHi,
    ]) =>
      vehicleFits(vehicleType, type, weightKg) &&
      withinFeedRadius(at, lat !== null && lng !== null ? { lat, lng } : null)
        ? [
            {
              id,
              type,
              pickupLocation,
              dropLocation,
              offerFare,
              parcelImageKey,
              createdAt: new Date(created),
              expiresAt: new Date(expires),
              pickupLat: lat,
              pickupLng: lng,
              weightKg,
              dropLat,
              dropLng,
              estimatedAmount,
              pickupLocationEn,
              pickupLocationHi,
              dropLocationEn,
              dropLocationHi,
              status: 'searching' as const,
              cancelledBy: null,
              cancelReason: null,
            },
          ]
        : [],
  );
}

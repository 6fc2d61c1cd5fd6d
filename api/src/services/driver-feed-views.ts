import {
  PARCEL_TYPES,
  estimateFare,
  approximateRoadKm,
  vehicleFits,
  type DriverFeed,
  type DriverOfferState,
  type DriverRequest,
  type LatLng,
  type PlaceLanguage,
  type RideStatus,
} from '@dakiya/domain';
import { withinFeedRadius } from './ride-feed.js';
import { pickupCell } from './ride-feed-cells.js';
import { point, tripKm, type Ride } from './ride-views.js';
import { inDriverLanguage, ridePlaceNames, type RidePlaceNames } from './rides/ride-place-names.js';

/** How far back the feed shows the driver's own offers. */
export const RECENT_OFFERS_MS = 30 * 60_000;

/**
 * How far a driver moves before their feed is worked out again (pickup distances, which requests
 * are near): positions come every few seconds, and most of them change neither by much.
 */
export const FEED_MOVE_KM = 0.5;

/**
 * A ride as a driver's feed shows it, the same whether read from the database or heard in an
 * event (timestamps as ISO strings, so an event carries it as JSON).
 */
export interface FeedRide {
  id: number;
  type: string;
  pickupLocation: string;
  dropLocation: string;
  /** The points named in each language a driver may read. */
  names: RidePlaceNames;
  pickup: LatLng | null;
  drop: LatLng | null;
  weightKg: number | null;
  offerFare: number;
  /** The customer's quotation's estimate, when the request named one. */
  estimatedAmount: number | null;
  hasParcelImage: boolean;
  createdAt: string;
  expiresAt: string;
}

/**
 * What every API process hears when a ride changes in a way some driver's feed shows: the ride,
 * where it stands, its pickup cell (which drivers it may concern) and its version (a change heard
 * late is not applied over a newer one).
 */
export interface FeedRideChange extends FeedRide {
  status: RideStatus;
  assignedDriverId: number | null;
  cell: string | null;
  version: number;
}

/** A ride request's row (or the feed query's row of it) as drivers' feeds show it. */
export function feedRide(
  ride: Pick<
    Ride,
    | 'id'
    | 'type'
    | 'pickupLocation'
    | 'dropLocation'
    | 'pickupLocationEn'
    | 'pickupLocationHi'
    | 'dropLocationEn'
    | 'dropLocationHi'
    | 'pickupLat'
    | 'pickupLng'
    | 'dropLat'
    | 'dropLng'
    | 'weightKg'
    | 'offerFare'
    | 'estimatedAmount'
    | 'parcelImageKey'
    | 'createdAt'
    | 'expiresAt'
  >,
): FeedRide {
  return {
    id: ride.id,
    type: ride.type,
    pickupLocation: ride.pickupLocation,
    dropLocation: ride.dropLocation,
    names: ridePlaceNames(ride),
    pickup: point(ride.pickupLat, ride.pickupLng),
    drop: point(ride.dropLat, ride.dropLng),
    weightKg: ride.weightKg,
    offerFare: ride.offerFare,
    estimatedAmount: ride.estimatedAmount,
    hasParcelImage: ride.parcelImageKey !== null,
    createdAt: ride.createdAt.toISOString(),
    expiresAt: ride.expiresAt.toISOString(),
  };
}

export function feedRideChange(ride: Ride): FeedRideChange {
  return {
    ...feedRide(ride),
    status: ride.status,
    assignedDriverId: ride.assignedDriverId,
    cell: ride.pickupCell ?? pickupCell(ride.pickupLat, ride.pickupLng),
    version: ride.version,
  };
}

/** The locality of an address: its first comma-separated part ('Indiranagar, Bengaluru'). */
export function locality(address: string): string {
  const first = address.split(',')[0]!.trim();
  return first || address.trim();
}

/**
 * The fare formula's estimate for a ride whose request named no quotation (domain's
 * estimateFare): over the road estimate between its points, for its weight. A ride keeps neither
 * the parcel's sides nor the number of documents, so this is the estimate for one document or
 * for the parcel's own weight. Null without both points, or for a type the formula does not
 * price.
 */
export function estimateFor(type: string, km: number | null, weightKg: number | null) {
  const parcelType = type.toUpperCase();
  if (km === null || !(PARCEL_TYPES as readonly string[]).includes(parcelType)) return null;
  const distance = km;
  if (parcelType === 'DOCUMENT')
    return estimateFare({ parcel_type: 'DOCUMENT', distance, document_quantity: 1 });
  if (parcelType === 'PARCEL')
    return estimateFare({
      parcel_type: 'PARCEL',
      distance,
      weight: weightKg ?? 0,
      width: 0,
      height: 0,
    });
  return estimateFare({ parcel_type: parcelType as 'TWO_WHEELER', distance });
}

/**
 * A request as a driver's feed holds it: as the customer wrote its points, with their names in
 * each language, until feedView says it in the driver's.
 */
export interface FeedRequest extends DriverRequest {
  names: RidePlaceNames;
}

/**
 * One request in the driver's feed, with its distance from where the driver is (`at`) and the
 * estimate the customer was quoted (the formula's only for a request without a quotation).
 */
export function requestView(ride: FeedRide, at: LatLng | null): FeedRequest {
  const km = tripKm(ride.pickup, ride.drop);
  return {
    id: ride.id,
    type: ride.type,
    pickup_location: ride.pickupLocation,
    drop_location: ride.dropLocation,
    pickup_locality: locality(ride.pickupLocation),
    drop_locality: locality(ride.dropLocation),
    // As the customer's list of offers measures the driver's way to the pickup (driver-offers.ts).
    pickup_km: at && ride.pickup ? approximateRoadKm(at, ride.pickup) : null,
    trip_km: km,
    weight_kg: ride.weightKg,
    has_parcel_image: ride.hasParcelImage,
    offer_fare: ride.offerFare,
    estimate_fare: ride.estimatedAmount ?? estimateFor(ride.type, km, ride.weightKg),
    created_at: ride.createdAt,
    expires_at: ride.expiresAt,
    names: ride.names,
  };
}

/** A request as the driver reads it: its points in their language (see inDriverLanguage). */
export function inLanguage(request: FeedRequest, lang: PlaceLanguage): DriverRequest {
  const { names, ...shown } = request;
  const pickup = inDriverLanguage(request.pickup_location, names.pickup, lang);
  const drop = inDriverLanguage(request.drop_location, names.drop, lang);
  return {
    ...shown,
    pickup_location: pickup,
    drop_location: drop,
    pickup_locality: locality(pickup),
    drop_locality: locality(drop),
  };
}

/** The driver as their feed depends on them. */
export interface FeedDriver {
  id: number;
  vehicleType: string;
  online: boolean;
  /** The ride they are booked for, while it runs. */
  tripId: number | null;
  /** Where they were last seen (the position store, else the database). */
  at: LatLng | null;
}

/**
 * Whether `driver` may offer on `ride` now, so their feed lists it: the rules of the feed's query
 * (ride-feed.ts) and of an offer (DriverOffers.makeOffer), for one ride.
 */
export function mayOffer(
  driver: FeedDriver,
  ride: Pick<FeedRideChange, 'status' | 'expiresAt' | 'type' | 'weightKg' | 'pickup'>,
  now: Date,
): boolean {
  return (
    driver.online &&
    driver.tripId === null &&
    ride.status === 'searching' &&
    Date.parse(ride.expiresAt) > now.getTime() &&
    vehicleFits(driver.vehicleType, ride.type, ride.weightKg) &&
    withinFeedRadius(driver.at, ride.pickup)
  );
}

/** The driver's latest offer on a ride, with what its state depends on. */
export interface OwnOffer {
  id: number;
  rideId: number;
  fare: number;
  createdAt: string;
  withdrawn: boolean;
  ride: { status: RideStatus; assignedDriverId: number | null; expiresAt: string };
}

/**
 * Where an offer stands for its driver: accepted once the ride is theirs; withdrawn when they
 * took it back (offline, booked elsewhere, a newer fare); declined when the ride went to another
 * driver or the customer cancelled it; expired when nobody was accepted in time; else waiting.
 */
export function offerState(offer: OwnOffer, driverId: number, now: Date): DriverOfferState {
  const { ride } = offer;
  if (ride.assignedDriverId === driverId) return 'accepted';
  if (offer.withdrawn) return 'withdrawn';
  if (ride.assignedDriverId !== null || ride.status === 'cancelled') return 'declined';
  if (ride.status === 'expired' || Date.parse(ride.expiresAt) <= now.getTime()) return 'expired';
  return 'waiting';
}

/** A driver's feed as it is held between changes: requests by ride id, offers by ride id. */
export interface FeedState {
  driver: FeedDriver;
  rides: Map<number, FeedRequest>;
  offers: Map<number, OwnOffer>;
}

const newestFirst = (
  a: { created_at: string; id: number },
  b: { created_at: string; id: number },
) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * The feed as the driver app gets it (GET and each `feed` event), its addresses in the driver's
 * language: the same for the same state and language.
 */
export function feedView(state: FeedState, now: Date, lang: PlaceLanguage = 'en'): DriverFeed {
  const since = now.getTime() - RECENT_OFFERS_MS;
  return {
    online: state.driver.online,
    rides: [...state.rides.values()]
      .filter((ride) => Date.parse(ride.expires_at) > now.getTime())
      .sort(newestFirst)
      .map((ride) => inLanguage(ride, lang)),
    offers: [...state.offers.values()]
      .filter((offer) => Date.parse(offer.createdAt) > since)
      .map((offer) => ({
        id: offer.id,
        ride_id: offer.rideId,
        fare: offer.fare,
        state: offerState(offer, state.driver.id, now),
        created_at: offer.createdAt,
      }))
      .sort(newestFirst),
    trip_id: state.driver.tripId,
  };
}

/**
 * Applies a ride's change to a driver's feed: the request joins, changes or leaves it, and the
 * driver's offer on it takes the ride's new state. Answers whether the feed may have changed
 * (it had or has the ride), and whether it mentions the ride now.
 */
export function applyRideChange(
  state: FeedState,
  change: FeedRideChange,
  now: Date,
): { changed: boolean; mentioned: boolean } {
  const had = state.rides.has(change.id);
  if (mayOffer(state.driver, change, now))
    state.rides.set(change.id, requestView(change, state.driver.at));
  else state.rides.delete(change.id);
  const offer = state.offers.get(change.id);
  if (offer)
    offer.ride = {
      status: change.status,
      assignedDriverId: change.assignedDriverId,
      expiresAt: change.expiresAt,
    };
  const mentioned = state.rides.has(change.id) || offer !== undefined;
  return { changed: had || mentioned, mentioned };
}

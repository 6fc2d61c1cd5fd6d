import type { PlaceLanguage } from '@dakiya/domain';
import type { PlaceService } from '../place-service.js';
import type { Ride } from '../ride-views.js';

/** A point of a ride named in each language the driver app speaks. */
export type NamedInTwoLanguages = Record<PlaceLanguage, string>;

/** The ride's pickup and drop as the place index names them (null for a point it lacks). */
export interface RidePlaceNames {
  pickup: NamedInTwoLanguages | null;
  drop: NamedInTwoLanguages | null;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** The address of the place the index finds nearest a point, in both languages. */
function nameBoth(places: PlaceService, lat: number | null, lng: number | null) {
  if (lat === null || lng === null) return null;
  return places.nearestAddresses({ lat, lng });
}

/** The columns a new ride keeps of its points' names (ride_requests.*_location_en/hi). */
export function placeNameColumns(
  places: PlaceService,
  ride: Pick<Ride, 'pickupLat' | 'pickupLng' | 'dropLat' | 'dropLng'>,
) {
  const pickup = nameBoth(places, ride.pickupLat, ride.pickupLng);
  const drop = nameBoth(places, ride.dropLat, ride.dropLng);
  return {
    pickupLocationEn: pickup?.en ?? null,
    pickupLocationHi: pickup?.hi ?? null,
    dropLocationEn: drop?.en ?? null,
    dropLocationHi: drop?.hi ?? null,
  };
}

const both = (en: string | null, hi: string | null): NamedInTwoLanguages | null =>
  en !== null && hi !== null ? { en, hi } : null;

/** A ride row's names, as the views carry them. */
export function ridePlaceNames(
  ride: Pick<Ride, 'pickupLocationEn' | 'pickupLocationHi' | 'dropLocationEn' | 'dropLocationHi'>,
): RidePlaceNames {
  return {
    pickup: both(ride.pickupLocationEn, ride.pickupLocationHi),
    drop: both(ride.dropLocationEn, ride.dropLocationHi),
  };
}

/**
 * A point as a driver reading `lang` sees it: the customer's own text when it is already in
 * their script (it may name the street; the index only the locality), else the index's name in
 * their language; the customer's text when the ride has no position to name.
 */
export function inDriverLanguage(
  customerText: string,
  names: NamedInTwoLanguages | null,
  lang: PlaceLanguage,
): string {
  if (!names) return customerText;
  const writtenInHindi = DEVANAGARI.test(customerText);
  return writtenInHindi === (lang === 'hi') ? customerText : names[lang];
}

/** A ride row's pickup and drop as a driver reading `lang` sees them (see inDriverLanguage). */
export function rideAddressesForDriver(
  ride: Pick<Ride, 'pickupLocation' | 'dropLocation'> & Parameters<typeof ridePlaceNames>[0],
  lang: PlaceLanguage,
) {
  const names = ridePlaceNames(ride);
  return {
    pickup_location: inDriverLanguage(ride.pickupLocation, names.pickup, lang),
    drop_location: inDriverLanguage(ride.dropLocation, names.drop, lang),
  };
}

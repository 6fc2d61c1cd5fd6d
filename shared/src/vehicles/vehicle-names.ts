import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { LOGISTICS_VEHICLES, type ParcelType, type VehicleType } from '@dakiya/domain';

/** Each vehicle's name, in the catalogues (domain's list is English only). */
export const VEHICLE_NAMES: Record<VehicleType, MessageDescriptor> = {
  TWO_WHEELER: msg`2 wheeler`,
  PICKUP_4FT: msg`4ft Pickup Truck`,
  PICKUP_8FT: msg`8ft Pickup Truck`,
  THREE_WHEELER: msg`3 Wheeler`,
};

/** What a customer sends: documents, a parcel or a whole vehicle (domain's parcel types). */
export const CATEGORY_NAMES: Record<ParcelType, MessageDescriptor> = {
  DOCUMENT: msg`Document`,
  PARCEL: msg`Parcel`,
  ...VEHICLE_NAMES,
};

/** A vehicle named by its English label (as the API sends it) in the active language. */
export function vehicleName(i18n: I18n, label: string): string {
  const vehicle = LOGISTICS_VEHICLES.find((candidate) => candidate.label === label);
  return vehicle ? i18n._(VEHICLE_NAMES[vehicle.type]) : label;
}

/**
 * A ride's category in the active language. The API sends it in title case ('Parcel',
 * 'Pickup_4ft'), as the customer app names it; any case will do.
 */
export function categoryName(i18n: I18n, type: string): string {
  const name = CATEGORY_NAMES[type.toUpperCase() as ParcelType];
  return name ? i18n._(name) : type;
}

/**
 * How many wheels carried an order (the history card's '2 wheeler'): the vehicle's own name where
 * one vehicle has that many wheels, so the card and the booking read the same; '--' when unknown.
 */
export function wheelsName(i18n: I18n, wheels: number | undefined): string {
  if (wheels === 2) return i18n._(VEHICLE_NAMES.TWO_WHEELER);
  if (wheels === 3) return i18n._(VEHICLE_NAMES.THREE_WHEELER);
  const count = wheels ?? '--';
  return i18n._(msg`${count} wheeler`);
}

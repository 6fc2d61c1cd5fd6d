import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@dakiya/shared';
import { LOGISTICS_VEHICLES, type VehicleType } from '@dakiya/domain';

/** Each vehicle's name and what it fits, in the catalogues (domain's list is English only). */
export const VEHICLE_TEXTS: Record<
  VehicleType,
  { label: MessageDescriptor; fits: MessageDescriptor }
> = {
  TWO_WHEELER: { label: msg`2 wheeler`, fits: msg`a box up to 50×40×40 cm` },
  PICKUP_4FT: { label: msg`4ft Pickup Truck`, fits: msg`a load up to 120×140 cm` },
  PICKUP_8FT: { label: msg`8ft Pickup Truck`, fits: msg`a load up to 240×150 cm` },
  THREE_WHEELER: { label: msg`3 Wheeler`, fits: msg`a load up to 90×90 cm` },
};

/** The preset parcel sizes' names. */
export const SIZE_NAMES: Record<string, MessageDescriptor> = {
  Small: msg`Small`,
  Medium: msg`Medium`,
  Large: msg`Large`,
};

/** A vehicle named by its English label (as the API sends it) in the active language. */
export function vehicleName(i18n: I18n, label: string): string {
  const vehicle = LOGISTICS_VEHICLES.find((candidate) => candidate.label === label);
  return vehicle ? i18n._(VEHICLE_TEXTS[vehicle.type].label) : label;
}

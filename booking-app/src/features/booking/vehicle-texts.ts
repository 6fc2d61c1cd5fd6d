import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@dakiya/shared';
import type { VehicleType } from '@dakiya/domain';

/** What each vehicle fits, in the catalogues (domain's list is English only). */
export const VEHICLE_FITS: Record<VehicleType, MessageDescriptor> = {
  TWO_WHEELER: msg`a box up to 50×40×40 cm`,
  PICKUP_4FT: msg`a load up to 120×140 cm`,
  PICKUP_8FT: msg`a load up to 240×150 cm`,
  THREE_WHEELER: msg`a load up to 90×90 cm`,
};

/** The preset parcel sizes' names. */
export const SIZE_NAMES: Record<string, MessageDescriptor> = {
  Small: msg`Small`,
  Medium: msg`Medium`,
  Large: msg`Large`,
};

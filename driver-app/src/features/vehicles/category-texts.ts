import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@dakiya/shared';
import type { ParcelType, VehicleType } from '@dakiya/domain';

/** Each vehicle's name as the customer app shows it, in the catalogues (domain's is English). */
export const VEHICLE_LABELS: Record<VehicleType, MessageDescriptor> = {
  TWO_WHEELER: msg`2 wheeler`,
  PICKUP_4FT: msg`4ft Pickup Truck`,
  PICKUP_8FT: msg`8ft Pickup Truck`,
  THREE_WHEELER: msg`3 Wheeler`,
};

const CATEGORY_LABELS: Record<ParcelType, MessageDescriptor> = {
  DOCUMENT: msg`Document`,
  PARCEL: msg`Parcel`,
  ...VEHICLE_LABELS,
};

/**
 * A request's category (documents, a parcel or a whole vehicle) in the active language. The
 * customer app sends the category as it names it ('Parcel', 'Document'), vehicles by their type.
 */
export function categoryName(i18n: I18n, type: string): string {
  const label = CATEGORY_LABELS[type.toUpperCase() as ParcelType];
  return label ? i18n._(label) : type;
}

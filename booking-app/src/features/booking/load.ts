import { LOGISTICS_VEHICLES, type Quotation } from '@dakiya/domain';
import type { Load } from './booking-slice';

export type Category = 'document' | 'parcel' | 'logistics';

/** Which category tile a quotation's parcel type belongs to. */
export function categoryOf(parcelType: string): Category {
  if (parcelType === 'DOCUMENT') return 'document';
  if (parcelType === 'PARCEL') return 'parcel';
  return 'logistics';
}

/** The load a stored quotation priced (a reload keeps only the quotation). */
export function loadOfQuotation(quotation: Quotation): Load {
  if (quotation.parcel_type === 'DOCUMENT')
    return { parcel_type: 'DOCUMENT', document_quantity: quotation.document_quantity ?? 1 };
  if (quotation.parcel_type === 'PARCEL')
    return {
      parcel_type: 'PARCEL',
      weight: quotation.weight ?? 1,
      width: quotation.width ?? 1,
      height: quotation.height ?? 1,
    };
  const vehicle = LOGISTICS_VEHICLES.find((v) => v.type === quotation.parcel_type);
  return { parcel_type: vehicle?.type ?? 'TWO_WHEELER' };
}

/** The load's weight in kg as a ride request carries it: a parcel's, no other load's. */
export function weightOf(load: Load | null): number | null {
  return load?.parcel_type === 'PARCEL' ? load.weight : null;
}

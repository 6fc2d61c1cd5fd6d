import type { QuotationRequest } from './types';

/**
 * Dakiya's published fare formula, in rupees (docs/product.md, "Fares"). Every estimate is
 *   base + per-km x distance + the load's own part,
 * rounded to the paisa:
 * - DOCUMENT: ₹40 + ₹8/km + ₹5 for each document after the first.
 * - PARCEL: ₹60 + ₹10/km + ₹6/kg of the chargeable weight, the larger of the real weight and the
 *   volumetric weight (length x width x height / 5000, in cm; length defaults to width).
 * - Logistics, by vehicle class: base and per-km below, the load included.
 */
export const FARES = {
  DOCUMENT: { base: 40, perKm: 8, perExtraDocument: 5 },
  PARCEL: { base: 60, perKm: 10, perKg: 6, volumetricDivisor: 5000 },
  TWO_WHEELER: { base: 50, perKm: 9 },
  THREE_WHEELER: { base: 120, perKm: 14 },
  PICKUP_4FT: { base: 250, perKm: 20 },
  PICKUP_8FT: { base: 400, perKm: 28 },
} as const;

const paise = (rupees: number) => Math.round(rupees * 100) / 100;

export function chargeableWeightKg(
  weight: number,
  width: number,
  height: number,
  length = width,
): number {
  return Math.max(weight, (length * width * height) / FARES.PARCEL.volumetricDivisor);
}

export function estimateFare(request: QuotationRequest): number {
  switch (request.parcel_type) {
    case 'DOCUMENT': {
      const f = FARES.DOCUMENT;
      return paise(
        f.base + f.perKm * request.distance + f.perExtraDocument * (request.document_quantity - 1),
      );
    }
    case 'PARCEL': {
      const f = FARES.PARCEL;
      const kg = chargeableWeightKg(request.weight, request.width, request.height, request.length);
      return paise(f.base + f.perKm * request.distance + f.perKg * kg);
    }
    default: {
      const f = FARES[request.parcel_type];
      return paise(f.base + f.perKm * request.distance);
    }
  }
}

import { describe, expect, it } from '@jest/globals';
import { chargeableWeightKg, estimateFare } from './fare-formula';

describe('fare formula (docs/product.md, Fares)', () => {
  it('prices documents: base, per km, and each document after the first', () => {
    expect(estimateFare({ parcel_type: 'DOCUMENT', distance: 10, document_quantity: 3 })).toBe(
      40 + 8 * 10 + 5 * 2,
    );
  });

  it('prices a parcel by the larger of its real and volumetric weight', () => {
    expect(chargeableWeightKg(2, 50, 50)).toBe(25);
    expect(
      estimateFare({ parcel_type: 'PARCEL', distance: 5, weight: 2, width: 50, height: 50 }),
    ).toBe(60 + 10 * 5 + 6 * 25);
  });

  it('prices a logistics vehicle by its class, to the paisa', () => {
    expect(estimateFare({ parcel_type: 'PICKUP_8FT', distance: 12.345 })).toBe(745.66);
  });
});

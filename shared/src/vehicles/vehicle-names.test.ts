import { describe, expect, it } from '@jest/globals';
import { i18n } from '@lingui/core';
import { LOGISTICS_VEHICLES } from '@dakiya/domain';
import { categoryName, vehicleName } from './vehicle-names';

describe('vehicleName', () => {
  it('names a vehicle by its English label in the active language', () => {
    for (const vehicle of LOGISTICS_VEHICLES) {
      i18n.activate('en');
      expect(vehicleName(i18n, vehicle.label)).toBe(vehicle.label);
      i18n.activate('hi');
      expect(vehicleName(i18n, vehicle.label)).toMatch(/[\u0900-\u097F]/);
    }
    expect(vehicleName(i18n, 'Hovercraft')).toBe('Hovercraft');
  });
});

describe('categoryName', () => {
  it("names the customer app's categories and the vehicles in the active language", () => {
    i18n.activate('hi');
    expect(categoryName(i18n, 'Parcel')).toBe(categoryName(i18n, 'PARCEL'));
    expect(categoryName(i18n, 'Parcel')).toMatch(/[\u0900-\u097F]/);
    expect(categoryName(i18n, 'Document')).toMatch(/[\u0900-\u097F]/);
    expect(categoryName(i18n, 'Pickup_4ft')).toBe(vehicleName(i18n, '4ft Pickup Truck'));
    i18n.activate('en');
    expect(categoryName(i18n, 'Parcel')).toBe('Parcel');
    expect(categoryName(i18n, 'TWO_WHEELER')).toBe('2 wheeler');
    expect(categoryName(i18n, 'Hovercraft')).toBe('Hovercraft');
  });
});

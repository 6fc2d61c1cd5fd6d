import { describe, expect, it } from '@jest/globals';
import { i18n } from '@dakiya/shared';
import { categoryName } from './category-texts';

describe('categoryName', () => {
  it("names the customer app's categories and the vehicles in the active language", () => {
    i18n.activate('hi');
    expect(categoryName(i18n, 'Parcel')).toBe(categoryName(i18n, 'PARCEL'));
    expect(categoryName(i18n, 'Parcel')).toMatch(/[\u0900-\u097F]/);
    expect(categoryName(i18n, 'Document')).toMatch(/[\u0900-\u097F]/);
    i18n.activate('en');
    expect(categoryName(i18n, 'Parcel')).toBe('Parcel');
    expect(categoryName(i18n, 'TWO_WHEELER')).toBe('2 wheeler');
    expect(categoryName(i18n, 'Hovercraft')).toBe('Hovercraft');
  });
});

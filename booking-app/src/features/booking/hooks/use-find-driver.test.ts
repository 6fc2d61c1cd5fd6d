import { describe, expect, it } from '@jest/globals';
import { titleCase } from './use-find-driver';

describe('titleCase', () => {
  it('turns parcel types into the title case the bargaining call expects', () => {
    expect(titleCase('DOCUMENT')).toBe('Document');
    expect(titleCase('PARCEL')).toBe('Parcel');
    expect(titleCase('PICKUP_4FT')).toBe('Pickup_4ft');
  });
});

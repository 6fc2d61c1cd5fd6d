import { describe, expect, it } from '@jest/globals';
import { i18n } from '@lingui/core';
import { driverRating } from './driver-rating';

describe('driverRating', () => {
  it('shows a rating with one decimal, always', () => {
    expect(driverRating(i18n, 4)).toBe('★ 4.0');
    expect(driverRating(i18n, 4.44)).toBe('★ 4.4');
  });

  it('calls a driver with no rating new, in either language, and makes up no stars', () => {
    i18n.activate('en');
    expect(driverRating(i18n, null)).toBe('New');
    i18n.activate('hi');
    expect(driverRating(i18n, null)).toMatch(/^[\u0900-\u097F]+$/);
    i18n.activate('en');
  });
});

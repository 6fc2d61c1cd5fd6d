import { describe, expect, it } from '@jest/globals';
import { formatKm } from './kilometres';

describe('formatKm', () => {
  it('shows one decimal under 10 km, whole km from 10', () => {
    expect(formatKm(0.34)).toBe('0.3');
    expect(formatKm(2.44)).toBe('2.4');
    expect(formatKm(2)).toBe('2');
    expect(formatKm(9.94)).toBe('9.9');
    expect(formatKm(9.96)).toBe('10');
    expect(formatKm(36.4)).toBe('36');
    expect(formatKm(1234.5)).toBe('1,235');
  });

  it('never says 0 km: a driver a few metres away is 0.1 km away', () => {
    expect(formatKm(0)).toBe('0.1');
    expect(formatKm(0.04)).toBe('0.1');
  });

  it("follows the locale's digits and separators", () => {
    expect(formatKm(0.3, 'hi-IN')).toBe('0.3');
    expect(formatKm(123456, 'en-IN')).toBe('1,23,456');
  });
});

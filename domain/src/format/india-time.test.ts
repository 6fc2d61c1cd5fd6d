import { describe, expect, it } from '@jest/globals';
import { formatIndiaDate, formatIndiaTime } from './india-time';

describe('India time', () => {
  it("reads a moment on India's clock, 24-hour, whatever the device's zone", () => {
    expect(formatIndiaTime('2026-11-24T16:07:00.000Z')).toBe('21:37');
    expect(formatIndiaTime(new Date('2026-11-24T00:00:00Z'))).toBe('05:30');
  });

  it("dates by India's calendar, DD-MM-YYYY (the history card's format)", () => {
    // 20:00 UTC on the 24th is already the 25th in India.
    expect(formatIndiaDate('2026-11-24T20:00:00.000Z')).toBe('25-11-2026');
  });
});

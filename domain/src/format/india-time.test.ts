import { describe, expect, it } from '@jest/globals';
import { formatIndiaDate, formatIndiaTime, indiaDay } from './india-time';

describe('India time', () => {
  it("reads a moment on India's clock, 24-hour, whatever the device's zone", () => {
    expect(formatIndiaTime('2026-11-24T16:07:00.000Z')).toBe('21:37');
    expect(formatIndiaTime(new Date('2026-11-24T00:00:00Z'))).toBe('05:30');
  });

  it("dates by India's calendar, DD-MM-YYYY (the history card's format)", () => {
    // 20:00 UTC on the 24th is already the 25th in India.
    expect(formatIndiaDate('2026-11-24T20:00:00.000Z')).toBe('25-11-2026');
  });

  it("bounds India's day around a moment: from 00:00 IST (18:30 UTC the day before) for 24 hours", () => {
    const { day, start, end } = indiaDay('2026-11-24T20:00:00.000Z');
    expect(day).toBe('2026-11-25');
    expect(start.toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(end.toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(indiaDay('2026-11-24T18:29:59.999Z').day).toBe('2026-11-24');
  });
});

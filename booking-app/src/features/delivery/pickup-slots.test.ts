import { describe, expect, it } from '@jest/globals';
import { formatIndiaTime } from '@dakiya/domain';
import { isBookableTime, pickupDays } from './pickup-slots';

describe('pickup slots', () => {
  // 09:05 in India on 27 November 2026.
  const now = new Date('2026-11-27T03:35:00Z');

  it('starts 30 minutes ahead, rounded up to the quarter, on India’s clock', () => {
    const [today] = pickupDays(now);
    expect(today!.day).toBe('2026-11-27');
    expect(formatIndiaTime(today!.slots[0]!)).toBe('09:45');
    expect(formatIndiaTime(today!.slots.at(-1)!)).toBe('23:45');
  });

  it('offers seven days ahead, each day by India’s calendar, in quarter hours', () => {
    const days = pickupDays(now);
    expect(days.map((d) => d.day)).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(days[1]!.slots).toHaveLength(96);
    expect(formatIndiaTime(days[1]!.slots[0]!)).toBe('00:00');
    // The last day ends at 09:05 seven days on: its last slot is 09:00.
    expect(formatIndiaTime(days.at(-1)!.slots.at(-1)!)).toBe('09:00');
  });

  it('says whether a chosen time can still be booked', () => {
    const [today] = pickupDays(now);
    expect(isBookableTime(today!.slots[0]!, now)).toBe(true);
    expect(isBookableTime(today!.slots[0]!, new Date(now.getTime() + 20 * 60_000))).toBe(false);
  });
});

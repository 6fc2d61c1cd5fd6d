import { indiaDay, scheduleWindow } from '@dakiya/domain';

/** Pickup times are offered every quarter of an hour. */
export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;

/** One day a pickup may be booked on, by India's calendar, and its times. */
export interface PickupDay {
  /** 'YYYY-MM-DD' in India. */
  day: string;
  /** Its quarter-hour slots within the booking window, as instants (ISO). */
  slots: string[];
}

/**
 * The days and quarter-hour times (India's clock, whatever the phone's zone) a pickup may be
 * booked for at `now`: from SCHEDULE_LIMITS.minMinutesAhead ahead, rounded up to the next
 * quarter, to SCHEDULE_LIMITS.maxDaysAhead ahead.
 */
export function pickupDays(now: Date | number = Date.now()): PickupDay[] {
  const { earliest, latest } = scheduleWindow(now);
  const first = Math.ceil(earliest.getTime() / SLOT_MS) * SLOT_MS;
  const days: PickupDay[] = [];
  for (let at = first; at <= latest.getTime(); at += SLOT_MS) {
    const { day } = indiaDay(new Date(at));
    const last = days.at(-1);
    const slot = new Date(at).toISOString();
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}

/** Whether `iso` is still a time a pickup may be booked for at `now`. */
export function isBookableTime(iso: string, now: Date | number = Date.now()): boolean {
  const { earliest, latest } = scheduleWindow(now);
  const at = Date.parse(iso);
  return at >= earliest.getTime() && at <= latest.getTime();
}

/** India Standard Time is UTC+05:30 all year (no daylight saving), so no time-zone data is needed. */
const IST_OFFSET_MS = 330 * 60_000;

/** The moment as India's wall clock reads it, in ISO form ('2026-11-24T21:37:00.000'). */
function inIndia(moment: string | Date): string {
  return new Date(new Date(moment).getTime() + IST_OFFSET_MS).toISOString();
}

/**
 * A time of day as customers read it everywhere (the live order, history): India's time, 24-hour
 * 'HH:mm', whatever zone the device is set to.
 */
export function formatIndiaTime(moment: string | Date): string {
  return inIndia(moment).slice(11, 16);
}

/** A date as customers read it everywhere: India's date, 'DD-MM-YYYY'. */
export function formatIndiaDate(moment: string | Date): string {
  const iso = inIndia(moment);
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
}

/**
 * The day in India that `moment` falls on, as 'YYYY-MM-DD', and when that day starts and ends
 * (a driver's earnings are today's by India's calendar, whatever the server's zone).
 */
export function indiaDay(moment: string | Date): { day: string; start: Date; end: Date } {
  const day = inIndia(moment).slice(0, 10);
  const start = new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS);
  return { day, start, end: new Date(start.getTime() + 24 * 3600_000) };
}

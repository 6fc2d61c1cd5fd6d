import { useLingui } from '@lingui/react/macro';
import { formatIndiaDate, formatIndiaTime, indiaDay } from '@dakiya/domain';

/** 'YYYY-MM-DD' (India's day) as its instant at noon in India, to name its weekday safely. */
const noonInIndia = (day: string) => new Date(`${day}T06:30:00.000Z`);

/**
 * A day a pickup may be booked on: 'Today', 'Tomorrow', else its weekday and date as every
 * screen writes dates (DD-MM-YYYY), by India's calendar.
 */
export function useDayName() {
  const { t } = useLingui();
  return (day: string, locale: string) => {
    const today = indiaDay(new Date()).day;
    const tomorrow = indiaDay(new Date(Date.now() + 24 * 3600_000)).day;
    if (day === today) return t`Today`;
    if (day === tomorrow) return t`Tomorrow`;
    const weekday = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      timeZone: 'Asia/Kolkata',
    }).format(noonInIndia(day));
    return `${weekday} ${formatIndiaDate(noonInIndia(day))}`;
  };
}

/** A pickup time as the booking and history show it: its day's name and India's time. */
export function usePickupTimeText() {
  const dayName = useDayName();
  return (iso: string, locale: string) =>
    `${dayName(indiaDay(iso).day, locale)} ${formatIndiaTime(iso)}`;
}

// One formatter per locale, made on first use (as rupees.ts does, for the same reason).
const tenths = new Map<string, Intl.NumberFormat>();
const whole = new Map<string, Intl.NumberFormat>();

function formatter(cache: Map<string, Intl.NumberFormat>, locale: string, digits: number) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    cache.set(locale, format);
  }
  return format;
}

/** Below this a distance still to travel is shown with one decimal: 0.3, 2.4, 9.9. */
const TENTHS_BELOW_KM = 10;
/** The least a distance is shown as: a driver still minutes away is never '0 km' away. */
const LEAST_KM = 0.1;

/**
 * A distance in km as every screen shows it, without the unit: one decimal under 10 km ('0.3',
 * '2.4', a whole '2' without its '.0'), whole km from 10 up ('36'), never below '0.1', in the
 * app's locale ('en-IN' or 'hi-IN').
 */
export function formatKm(km: number, locale = 'en-IN'): string {
  const tenthsOfKm = Math.max(LEAST_KM, Math.round(km * 10) / 10);
  return tenthsOfKm < TENTHS_BELOW_KM
    ? formatter(tenths, locale, 1).format(tenthsOfKm)
    : formatter(whole, locale, 0).format(Math.round(km));
}

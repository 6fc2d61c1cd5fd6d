// Made on first use, not when the module loads: building an Intl formatter loads locale data,
// tens of milliseconds on a slow phone, and no first screen shows an amount. One per locale.
const rupees = new Map<string, Intl.NumberFormat>();
const plain = new Map<string, Intl.NumberFormat>();

function formatter(cache: Map<string, Intl.NumberFormat>, locale: string, currency: boolean) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      ...(currency ? { style: 'currency', currency: 'INR' } : {}),
      maximumFractionDigits: 0,
    });
    cache.set(locale, format);
  }
  return format;
}

/**
 * ₹1,23,456: Indian digit grouping, whole rupees (estimates are rounded for display), in the
 * app's locale ('en-IN' or 'hi-IN').
 */
export function formatRupees(amount: number, locale = 'en-IN'): string {
  return formatter(rupees, locale, true).format(Math.round(amount));
}

/** 1,23,456 without the symbol, for texts such as 'Rs 1,200/-'. */
export function formatRupeeAmount(amount: number, locale = 'en-IN'): string {
  return formatter(plain, locale, false).format(Math.round(amount));
}

// Made on first use, not when the module loads: building an Intl formatter loads locale data,
// tens of milliseconds on a slow phone, and no first screen shows an amount.
let rupees: Intl.NumberFormat | undefined;
let plain: Intl.NumberFormat | undefined;

/** ₹1,23,456: Indian digit grouping, whole rupees (estimates are rounded for display). */
export function formatRupees(amount: number): string {
  rupees ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  return rupees.format(Math.round(amount));
}

/** 1,23,456 without the symbol, for texts such as 'Rs 1,200/-'. */
export function formatRupeeAmount(amount: number): string {
  plain ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  return plain.format(Math.round(amount));
}

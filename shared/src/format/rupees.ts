const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const plain = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹1,23,456: Indian digit grouping, whole rupees (estimates are rounded for display). */
export function formatRupees(amount: number): string {
  return rupees.format(Math.round(amount));
}

/** 1,23,456 without the symbol, for texts such as 'Rs 1,200/-'. */
export function formatRupeeAmount(amount: number): string {
  return plain.format(Math.round(amount));
}

/**
 * A vehicle registration as the plate reads, "KA 01 AB 1234", however it was typed ("ka01ab1234",
 * "KA-01-AB-1234"): state, district, series and number apart. Numbers of another shape (BH
 * series, old plates) are kept as typed, in capitals.
 */
export function formatRegistration(typed: string): string {
  const upper = typed.trim().toUpperCase();
  const bare = upper.replace(/[\s-]+/g, '');
  const plate = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/.exec(bare);
  if (!plate) return upper.replace(/\s+/g, ' ');
  const [, state, district, series, number] = plate;
  return [state, district!.padStart(2, '0'), series, number].filter(Boolean).join(' ');
}

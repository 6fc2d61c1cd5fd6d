/** What was typed, as digits only, at most `max` of them (a pasted "+91 98450 12345" too). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

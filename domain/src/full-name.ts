/** Splits 'Asha Rani Verma' into first 'Asha' and last 'Verma' (docs/product.md, sign-up). */
export function splitFullName(fullName: string): { first_name: string; last_name: string } | null {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return null;
  return { first_name: parts[0]!, last_name: parts[parts.length - 1]! };
}

/** A driver's rating as every screen shows it: one decimal always ('4.0' beside '4.4'). */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

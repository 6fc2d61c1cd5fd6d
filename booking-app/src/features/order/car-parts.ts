/** How the API names a vehicle in an offer's or an order's `car`: 'model · registration'. */
const SEPARATOR = ' · ';

/** A vehicle's model and its number plate, so screens can keep the plate on one line. */
export function carParts(car: string): { model: string; plate: string | null } {
  const at = car.lastIndexOf(SEPARATOR);
  if (at < 0) return { model: car, plate: null };
  return { model: car.slice(0, at), plate: car.slice(at + SEPARATOR.length) };
}

import type { PlaceTable } from './place-table.js';

/** The unit vector from the Earth's centre through a position. */
export function direction(lat: number, lng: number): [number, number, number] {
  const [phi, lambda] = [(lat * Math.PI) / 180, (lng * Math.PI) / 180];
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

/**
 * Every place's direction (x, y, z in turn): the larger its dot product with a point's, the
 * nearer the place.
 */
export function placeDirections(table: PlaceTable): Float64Array {
  const directions = new Float64Array(3 * table.lat.length);
  for (let place = 0; place < table.lat.length; place += 1)
    directions.set(direction(table.lat[place]!, table.lng[place]!), 3 * place);
  return directions;
}

/** Each direction's dot product with `[x, y, z]`. */
export function dotProducts(
  directions: Float64Array,
  [x, y, z]: [number, number, number],
): Float64Array {
  const dots = new Float64Array(directions.length / 3);
  for (let place = 0; place < dots.length; place += 1)
    dots[place] =
      x * directions[3 * place]! + y * directions[3 * place + 1]! + z * directions[3 * place + 2]!;
  return dots;
}

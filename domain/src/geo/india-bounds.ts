/**
 * A box around India, mainland and islands (Indira Point to the Karakoram, the Rann of Kutch to
 * Arunachal): a position outside it is not an Indian place. A box, not the border: it only keeps
 * out the plainly wrong (0,0, another country's coordinates), not places just over a border.
 */
export const INDIA_BOUNDS = { south: 6.5, north: 37.5, west: 68, east: 97.5 } as const;

export function isInIndiaBounds({ lat, lng }: { lat: number; lng: number }): boolean {
  return (
    lat >= INDIA_BOUNDS.south &&
    lat <= INDIA_BOUNDS.north &&
    lng >= INDIA_BOUNDS.west &&
    lng <= INDIA_BOUNDS.east
  );
}

/** India's name in each language the app speaks, as place addresses end with it. */
export const INDIA_NAME = { en: 'India', hi: 'भारत' } as const;

const NAMES_INDIA = new RegExp(`\\b${INDIA_NAME.en}\\b|${INDIA_NAME.hi}`);

/** Whether an address names India, in either language (a map provider's address, for instance). */
export function addressNamesIndia(address: string): boolean {
  return NAMES_INDIA.test(address);
}

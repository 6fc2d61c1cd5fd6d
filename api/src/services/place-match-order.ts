import { haversineKm, type LatLng, type PlaceLanguage } from '@dakiya/domain';
import { searchKeys } from './place-index.js';
import { start, type PlaceTable } from './place-table.js';

/**
 * Places PlaceSearch.find found, best first, and where each of its tiers (exact key, key
 * starting with the text, later word, text inside, misspelling) ends in that list.
 */
export interface MatchTiers {
  found: number[];
  tierEnds: number[];
}

/**
 * A town this big is known by its other names too (Bombay, Bangalore): matching one is as good
 * as matching its name. A smaller town's other names are mostly other spellings (Jainagar's
 * 'Jayanagar'), which should not pass a place of that very name.
 */
const KNOWN_BY_OTHER_NAMES_RANK = 100_000;

/** Within this of the customer, a place is in their city or around it: what a booking spans. */
const NEAR_KM = 50;

/**
 * Whether a place's name as suggestions show it in `lang` is one of the search keys: the English
 * name, or in Hindi the Hindi name too (Jainagar's is जयनगर, 'jayanagar').
 */
function shownNameMatches(
  table: PlaceTable,
  place: number,
  qs: readonly string[],
  lang: PlaceLanguage,
): boolean {
  if (table.rank[place]! >= KNOWN_BY_OTHER_NAMES_RANK) return true;
  // A place's first key is its name's (see buildPlaceIndex).
  const nameKey = table.keys.texts[table.placeKeys[start(table.placeKeysEnd, place)]!]!;
  if (qs.includes(nameKey)) return true;
  const hindi = lang === 'hi' && table.hindiNames.get(place);
  return !!hindi && searchKeys(hindi).some((key) => qs.includes(key));
}

/** What the order within a tier takes into account: where the customer is, the shown language. */
export interface OrderWithin {
  near?: LatLng | undefined;
  lang?: PlaceLanguage;
}

/**
 * find's places, reordered only within a tier: near `near` (when given) first, then places
 * matched by the name they are shown by before places matched by another of their names;
 * find's order (larger first) otherwise. find itself stays the plain order its tiers define.
 */
export function orderWithinTiers(
  table: PlaceTable,
  qs: readonly string[],
  { found, tierEnds }: MatchTiers,
  { near, lang = 'en' }: OrderWithin,
): number[] {
  let tier = 0;
  const sortKeys = found.map((place, index) => {
    while (index >= tierEnds[tier]!) tier += 1;
    const far =
      near && haversineKm(near, { lat: table.lat[place]!, lng: table.lng[place]! }) > NEAR_KM;
    // Only an exact key can be another name's: every other tier is a partial match anyway.
    const otherName = tier === 0 && !shownNameMatches(table, place, qs, lang);
    return { place, index, order: [tier, far ? 1 : 0, otherName ? 1 : 0] };
  });
  sortKeys.sort((a, b) => {
    for (let i = 0; i < a.order.length; i += 1)
      if (a.order[i] !== b.order[i]) return a.order[i]! - b.order[i]!;
    return a.index - b.index;
  });
  return sortKeys.map(({ place }) => place);
}

import type { IndexedPlace } from './place-index.js';
import { buildTrigrams, type Trigrams } from './place-trigrams.js';

/** Texts in code-unit order, each with the places that have it (positions, ascending). */
export interface SortedTexts {
  texts: string[];
  /** The places of texts[i] are places[start(end, i) .. end[i]). */
  places: Int32Array;
  end: Int32Array;
}

/**
 * The place index as the API holds it (and as `npm run build:places -w api` writes it): a column
 * per field, where a place is its position, larger places first; the search keys sorted, so a
 * prefix is a range and a look-up a binary search rather than a pass over every place; and the
 * keys' trigrams for text inside a name.
 */
export interface PlaceTable {
  ids: Float64Array;
  names: string[];
  /** Names in Devanagari by position, for the places that have one. */
  hindiNames: Map<number, string>;
  /** Each place's area (see IndexedPlace.area) as an index into `areas`, which holds each once. */
  areaOf: Int32Array;
  areas: { en: string[]; hi: string[] };
  /** A post office's PIN code; 0 for a town. */
  pincodes: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
  rank: Float64Array;
  /** 1 where the position is the place's own (see IndexedPlace.precise). */
  precise: Uint8Array;
  /** 1 for a locality, 0 for a town. */
  locality: Uint8Array;
  /** Every search key, whole. */
  keys: SortedTexts;
  /** Every key from each of its later words on ('gandhi road', 'road' of 'mahatma gandhi road'). */
  laterWords: SortedTexts;
  /** Each place's keys as indices into keys.texts, place p's from start(placeKeysEnd, p) on. */
  placeKeys: Int32Array;
  placeKeysEnd: Int32Array;
  trigrams: Trigrams;
}

/** Where the run of item `i` begins in a list described by its runs' ends. */
export const start = (end: Int32Array, i: number) => (i === 0 ? 0 : end[i - 1]!);

/** The search keys of the place at `position`. */
export function keysOfPlace(table: PlaceTable, position: number): string[] {
  const keys = [];
  for (let k = start(table.placeKeysEnd, position); k < table.placeKeysEnd[position]!; k += 1)
    keys.push(table.keys.texts[table.placeKeys[k]!]!);
  return keys;
}

/**
 * The same text, at one byte a letter where it can be: V8 keeps a string cut from a text with
 * any letter past Latin-1 (all of the data's) at two, in memory and in the file.
 */
const compact = (text: string) =>
  /^[\0-\xff]*$/.test(text) ? Buffer.from(text, 'latin1').toString('latin1') : text;

function sortedTexts(placesOf: Map<string, number[]>): SortedTexts {
  const texts = [...placesOf.keys()].sort().map(compact);
  const end = new Int32Array(texts.length);
  let total = 0;
  texts.forEach((text, i) => (end[i] = total += placesOf.get(text)!.length));
  const places = new Int32Array(total);
  texts.forEach((text, i) => places.set(placesOf.get(text)!, start(end, i)));
  return { texts, places, end };
}

/** Adds a place to a text's list once (places come in ascending order). */
function addPlace(placesOf: Map<string, number[]>, text: string, place: number) {
  const list = placesOf.get(text);
  if (!list) placesOf.set(text, [place]);
  else if (list[list.length - 1] !== place) list.push(place);
}

/** The table of places already in their order (buildPlaceIndex's). */
export function tableFromPlaces(places: IndexedPlace[]): PlaceTable {
  const wholeKeys = new Map<string, number[]>();
  const laterWords = new Map<string, number[]>();
  places.forEach((place, position) => {
    for (const key of place.keys) {
      addPlace(wholeKeys, key, position);
      for (let space = key.indexOf(' '); space >= 0; space = key.indexOf(' ', space + 1))
        addPlace(laterWords, key.slice(space + 1), position);
    }
  });
  const keys = sortedTexts(wholeKeys);
  const keyIndex = new Map(keys.texts.map((text, i) => [text, i]));
  const placeKeysEnd = new Int32Array(places.length);
  let total = 0;
  places.forEach((place, position) => (placeKeysEnd[position] = total += place.keys.length));
  const placeKeys = Int32Array.from(
    places.flatMap((place) => place.keys.map((key) => keyIndex.get(key)!)),
  );
  const areaIndex = new Map<string, number>();
  const areas: PlaceTable['areas'] = { en: [], hi: [] };
  const areaOf = Int32Array.from(places, ({ area }) => {
    const text = `${area.en}\n${area.hi}`;
    let index = areaIndex.get(text);
    if (index === undefined) {
      areaIndex.set(text, (index = areas.en.length));
      areas.en.push(compact(area.en));
      areas.hi.push(area.hi);
    }
    return index;
  });
  const hindiNames = new Map<number, string>();
  places.forEach((place, position) => {
    if (place.hindiName) hindiNames.set(position, place.hindiName);
  });
  return {
    ids: Float64Array.from(places, (place) => place.id),
    names: places.map((place) => compact(place.name)),
    hindiNames,
    areaOf,
    areas,
    pincodes: Int32Array.from(places, (place) => place.pincode),
    lat: Float64Array.from(places, (place) => place.lat),
    lng: Float64Array.from(places, (place) => place.lng),
    rank: Float64Array.from(places, (place) => place.rank),
    precise: Uint8Array.from(places, (place) => (place.precise ? 1 : 0)),
    locality: Uint8Array.from(places, (place) => (place.locality ? 1 : 0)),
    keys,
    laterWords: sortedTexts(laterWords),
    placeKeys,
    placeKeysEnd,
    trigrams: buildTrigrams(places.map((place) => place.keys)),
  };
}

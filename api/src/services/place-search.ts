import { haversineKm } from '@dakiya/domain';
import { orderWithinTiers, type MatchTiers, type OrderWithin } from './place-match-order.js';
import { keysOfPlace, start, type PlaceTable, type SortedTexts } from './place-table.js';
import { trigramCandidates } from './place-trigrams.js';

/** Misspellings are looked for among places at least this big (cities people mistype). */
const FUZZY_MIN_RANK = 100_000;

/** A prefix range with more places than this keeps its first ones once they are found. */
const LONG_RANGE = 512;
/** The most places a search asks for (placeSearchQuerySchema); kept for each long range. */
const MOST_ASKED = 20;

/**
 * A post office this near a town of its name is that town's own office (Hosur's, 635109, at the
 * town's point): suggesting both shows the one place twice. Villages of the name lie further.
 */
const SAME_PLACE_KM = 5;
/** Places looked at beyond those asked for, to fill the room the offices left out leave. */
const SPARE = 4;

/** Three rows of the edit table, kept between calls (searches ask thousands of times). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Whether `q` is within `max` edits (an adjacent swap counting one) of the start of `key` as long
 * as `q` or one letter longer. One table serves both lengths; only cells within `max` of its
 * diagonal can be within `max`, and it stops once a row has none left (no later row can).
 */
function nearStart(q: string, key: string, max: number): boolean {
  const n = Math.min(key.length, q.length + 1);
  if (n < q.length - max) return false;
  if (rows[0]!.length < n + 2) rows = rows.map(() => new Int32Array(n + 2));
  let [before, previous, row] = rows as [Int32Array, Int32Array, Int32Array];
  const far = max + 1;
  for (let j = 0; j <= n; j += 1) previous[j] = j;
  for (let i = 1; i <= q.length; i += 1) {
    const low = Math.max(1, i - max);
    const high = Math.min(n, i + max);
    row[0] = i;
    if (low > 1) row[low - 1] = far;
    if (high < n) row[high + 1] = far;
    let least = i;
    const letter = q.charCodeAt(i - 1);
    for (let j = low; j <= high; j += 1) {
      let cost = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (letter === key.charCodeAt(j - 1) ? 0 : 1),
      );
      if (
        i > 1 &&
        j > 1 &&
        letter === key.charCodeAt(j - 2) &&
        q.charCodeAt(i - 2) === key.charCodeAt(j - 1)
      )
        cost = Math.min(cost, before[j - 2]! + 1);
      row[j] = cost;
      if (cost < least) least = cost;
    }
    if (least > max) return false;
    [before, previous, row] = [previous, row, before];
  }
  return previous[Math.min(q.length, n)]! <= max || previous[n]! <= max;
}

/** The first index whose text is not below `text` (texts sorted). */
function lowerBound(texts: string[], text: string): number {
  let low = 0;
  let high = texts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (texts[middle]! < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first text after every text starting with `prefix`. */
const pastPrefix = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/**
 * Search over the place table without a pass over every place: exact and prefix matches from the
 * sorted keys, names containing the text from trigrams, misspellings among big cities' names.
 */
export class PlaceSearch {
  /** The first places of long prefix ranges ('b', 'ba'): every search starts with a letter. */
  private readonly firstOfLongRanges = new Map<SortedTexts, Map<string, number[]>>();
  /** The big places' keys by first letter, places in order: where misspellings are looked for. */
  private readonly bigPlaceKeys = new Map<string, { place: number; key: string }[]>();

  constructor(private readonly table: PlaceTable) {
    for (let place = 0; table.rank[place]! >= FUZZY_MIN_RANK; place += 1)
      for (const key of keysOfPlace(this.table, place)) {
        const list = this.bigPlaceKeys.get(key[0]!) ?? [];
        list.push({ place, key });
        this.bigPlaceKeys.set(key[0]!, list);
      }
  }

  /**
   * The best `limit` places (positions) for a search key (see searchKey), or for any of a few
   * (see searchKeys), each tier for every key before the next: a place with the exact key first;
   * then a key starting with it; then a later word of a key starting with it; then a key
   * containing it (three letters or more); larger places first within each. Short of results,
   * big cities within one or two typing mistakes ('banglore'), same first letter.
   */
  find(query: string | readonly string[], limit: number): number[] {
    return this.findInTiers(typeof query === 'string' ? [query] : query, limit).found;
  }

  /** As find, with where each of its tiers ends in the list (see MatchTiers). */
  private findInTiers(qs: readonly string[], limit: number): MatchTiers {
    const found: number[] = [];
    const tierEnds: number[] = [];
    const { keys, laterWords } = this.table;
    for (const q of qs) {
      const exact = lowerBound(keys.texts, q);
      if (keys.texts[exact] !== q) continue;
      for (let i = start(keys.end, exact); i < keys.end[exact]! && found.length < limit; i += 1)
        if (!found.includes(keys.places[i]!)) found.push(keys.places[i]!);
    }
    tierEnds.push(found.length);
    for (const q of qs) this.addFirstStartingWith(keys, q, found, limit);
    tierEnds.push(found.length);
    for (const q of qs) this.addFirstStartingWith(laterWords, q, found, limit);
    tierEnds.push(found.length);
    for (const q of qs) {
      if (q.length < 3 || found.length >= limit) continue;
      for (const place of trigramCandidates(this.table.trigrams, q)) {
        if (found.length >= limit) break;
        if (!found.includes(place) && keysOfPlace(this.table, place).some((key) => key.includes(q)))
          found.push(place);
      }
    }
    tierEnds.push(found.length);
    for (const q of qs) {
      if (q.length < 5 || found.length >= limit) continue;
      const max = q.length >= 8 ? 2 : 1;
      for (const { place, key } of this.bigPlaceKeys.get(q[0]!) ?? []) {
        if (found.length >= limit) break;
        if (found.includes(place)) continue;
        if (nearStart(q, key, max)) found.push(place);
      }
    }
    tierEnds.push(found.length);
    return { found, tierEnds };
  }

  /**
   * As find, reordered within each tier (orderWithinTiers: near the customer first when known;
   * a place's shown name before another of its names), without a post office that duplicates a
   * town suggested with it (same name, within SAME_PLACE_KM): the town is kept. Same-named
   * places further apart stay.
   */
  findDistinct(
    query: string | readonly string[],
    limit: number,
    within: OrderWithin = {},
  ): number[] {
    const qs = typeof query === 'string' ? [query] : query;
    // Near a position, the most a search asks for: a near place may lie past the first few.
    const asked = within.near
      ? Math.max(limit, MOST_ASKED)
      : Math.min(limit + SPARE, Math.max(limit, MOST_ASKED));
    const found = orderWithinTiers(this.table, qs, this.findInTiers(qs, asked), within);
    const { names, locality, lat, lng } = this.table;
    const at = (place: number) => ({ lat: lat[place]!, lng: lng[place]! });
    const duplicatesTown = (place: number) =>
      locality[place] === 1 &&
      found.some(
        (town) =>
          locality[town] === 0 &&
          names[town] === names[place] &&
          haversineKm(at(town), at(place)) <= SAME_PLACE_KM,
      );
    return found.filter((place) => !duplicatesTown(place)).slice(0, limit);
  }

  /** Adds, up to `limit` in all, the first places not yet found with a text starting with `q`. */
  private addFirstStartingWith(texts: SortedTexts, q: string, found: number[], limit: number) {
    const want = limit - found.length;
    const from = lowerBound(texts.texts, q);
    const to = lowerBound(texts.texts, pastPrefix(q));
    if (want <= 0 || from >= to) return;
    // The range's places lists lie one after another.
    const [begin, end] = [start(texts.end, from), texts.end[to - 1]!];
    if (end - begin < LONG_RANGE || limit > MOST_ASKED) {
      found.push(...firstPlaces(texts.places, begin, end, want, found));
      return;
    }
    let memo = this.firstOfLongRanges.get(texts);
    if (!memo) this.firstOfLongRanges.set(texts, (memo = new Map()));
    let first = memo.get(q);
    if (!first) memo.set(q, (first = firstPlaces(texts.places, begin, end, MOST_ASKED, [])));
    found.push(...firstPlaces(first, 0, first.length, want, found));
  }
}

/** The `want` smallest places of list[from .. to) that are not in `excluded`, ascending. */
function firstPlaces(
  list: ArrayLike<number>,
  from: number,
  to: number,
  want: number,
  excluded: number[],
): number[] {
  const first: number[] = [];
  for (let i = from; i < to; i += 1) {
    const place = list[i]!;
    if (first.length === want && place >= first[want - 1]!) continue;
    if (first.includes(place) || excluded.includes(place)) continue;
    if (first.length === want) first.pop();
    let at = first.length;
    while (at > 0 && first[at - 1]! > place) at -= 1;
    first.splice(at, 0, place);
  }
  return first;
}

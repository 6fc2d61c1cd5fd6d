/**
 * For every three letters in a row, the places with a key containing them (ascending): a text of
 * three letters or more can only be in the keys of places that have each of its three-letter runs.
 */
export interface Trigrams {
  /** A letter's number (from 1); 0 for a letter no key has. */
  letterOf: Uint8Array;
  /** Letters told apart, plus one: a trigram's code is its three numbers in this base. */
  base: number;
  /** The trigrams keys have, ascending; the places of codes[i] are places[end[i - 1] .. end[i]). */
  codes: Int32Array;
  end: Int32Array;
  places: Int32Array;
}

/** Letters told apart; rarer ones share the last number (more candidates, none missed). */
const MAX_LETTERS = 127;

function code({ letterOf, base }: Pick<Trigrams, 'letterOf' | 'base'>, text: string, at: number) {
  return (
    (letterOf[text.charCodeAt(at)]! * base + letterOf[text.charCodeAt(at + 1)]!) * base +
    letterOf[text.charCodeAt(at + 2)]!
  );
}

/** The trigrams of each place's keys (`keysOfPlaces[position]`). */
export function buildTrigrams(keysOfPlaces: string[][]): Trigrams {
  const uses = new Float64Array(65536);
  for (const keys of keysOfPlaces)
    for (const key of keys) for (let i = 0; i < key.length; i += 1) uses[key.charCodeAt(i)]! += 1;
  const letters = [...uses.keys()].filter((c) => uses[c]! > 0).sort((a, b) => uses[b]! - uses[a]!);
  const letterOf = new Uint8Array(65536);
  letters.forEach((c, i) => (letterOf[c] = Math.min(i + 1, MAX_LETTERS)));
  const alphabet = { letterOf, base: Math.min(letters.length, MAX_LETTERS) + 1 };

  // Twice over every place's trigrams (each once per place): counting, then filling.
  const cells = alphabet.base ** 3;
  const counts = new Int32Array(cells);
  const next = new Int32Array(cells);
  let places = new Int32Array(0);
  for (const filling of [false, true]) {
    const lastPlace = new Int32Array(cells).fill(-1);
    for (let place = 0; place < keysOfPlaces.length; place += 1)
      for (const key of keysOfPlaces[place]!)
        for (let i = 0; i + 3 <= key.length; i += 1) {
          const trigram = code(alphabet, key, i);
          if (lastPlace[trigram] === place) continue;
          lastPlace[trigram] = place;
          if (filling) places[next[trigram]!++] = place;
          else counts[trigram]! += 1;
        }
    if (!filling) {
      let total = 0;
      for (let trigram = 0; trigram < cells; trigram += 1) {
        next[trigram] = total;
        total += counts[trigram]!;
      }
      places = new Int32Array(total);
    }
  }
  const codes = Int32Array.from(counts.keys()).filter((trigram) => counts[trigram]! > 0);
  return { ...alphabet, codes, end: codes.map((trigram) => next[trigram]!), places };
}

/** Where the places of a trigram lie in `places` (an empty run when no key has it). */
function run({ codes, end }: Trigrams, trigram: number) {
  let low = 0;
  let high = codes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (codes[middle]! < trigram) low = middle + 1;
    else high = middle;
  }
  if (codes[low] !== trigram) return { at: 0, to: 0 };
  return { at: low === 0 ? 0 : end[low - 1]!, to: end[low]! };
}

/** The first index in [from, to) of ascending `list` not below `value` (galloping). */
function firstNotBelow(list: Int32Array, from: number, to: number, value: number): number {
  let step = 1;
  let low = from;
  let high = from;
  while (high < to && list[high]! < value) {
    low = high + 1;
    high = Math.min(to, high + step);
    step *= 2;
  }
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The places (ascending) whose keys have every trigram of `text` (three letters or more): all
 * places whose keys contain it, and some that do not (the caller checks).
 */
export function* trigramCandidates(trigrams: Trigrams, text: string): Generator<number> {
  const { places } = trigrams;
  const codes = new Set<number>();
  for (let i = 0; i + 3 <= text.length; i += 1) codes.add(code(trigrams, text, i));
  const runs = [...codes].map((trigram) => run(trigrams, trigram));
  if (runs.length === 0 || runs.some((run) => run.at === run.to)) return;
  runs.sort((a, b) => a.to - a.at - (b.to - b.at));
  const [shortest, ...others] = runs;
  for (let i = shortest!.at; i < shortest!.to; i += 1) {
    const place = places[i]!;
    let inAll = true;
    for (const run of others) {
      run.at = firstNotBelow(places, run.at, run.to, place);
      if (run.at === run.to) return;
      if (places[run.at] !== place) {
        inAll = false;
        break;
      }
    }
    if (inAll) yield place;
  }
}

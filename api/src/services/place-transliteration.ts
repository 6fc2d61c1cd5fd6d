/**
 * Devanagari to the Latin letters Indian place names are spelt with (होसुर → hosur, इंदिरानगर →
 * indiranagar), for search keys only: a Hindi query then meets the Latin names of the data.
 * Long and short vowels fall together (ā, a → a), the nasal signs become n (m before p, b, m),
 * and a consonant's own vowel is dropped where Hindi drops it.
 */

/** Consonants (their own vowel, 'a', is added apart). */
// prettier-ignore
const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n',
  च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n',
  त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n', ऩ: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm',
  य: 'y', र: 'r', ऱ: 'r', ल: 'l', ळ: 'l', ऴ: 'l', व: 'v',
  श: 'sh', ष: 'sh', स: 's', ह: 'h',
};

/** The sound a consonant takes with a nukta below it (ज़ z, ड़ r, फ़ f). */
const WITH_NUKTA: Record<string, string> = {
  क: 'q',
  ख: 'kh',
  ग: 'gh',
  ज: 'z',
  ड: 'r',
  ढ: 'rh',
  फ: 'f',
  य: 'y',
};

/** Vowels standing alone and as signs on a consonant. */
// prettier-ignore
const VOWELS: Record<string, string> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ॠ: 'ri', ऌ: 'li',
  ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऑ: 'o', ऍ: 'e', ऎ: 'e', ऒ: 'o',
};
// prettier-ignore
const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'ॄ': 'ri',
  'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॉ': 'o', 'ॅ': 'e', 'ॆ': 'e', 'ॊ': 'o',
};

const VIRAMA = '्';
const NUKTA = '़';
const NASALS = new Set(['ं', 'ँ']);
const VISARGA = 'ः';
const DEVANAGARI = /[\u0900-\u097f]/;

/**
 * A syllable: its consonants (none for a vowel standing alone), its vowel ('' after a virama),
 * whether that vowel is the consonant's own 'a' (the one Hindi may drop), and a nasal after it.
 */
interface Syllable {
  consonants: string[];
  vowel: string;
  inherent: boolean;
  coda: string;
}

function syllables(word: string): Syllable[] {
  const found: Syllable[] = [];
  let cluster: string[] = [];
  let last: Syllable | null = null;
  const closeCluster = (vowel: string, inherent: boolean) => {
    last = { consonants: cluster, vowel, inherent, coda: '' };
    found.push(last);
    cluster = [];
  };
  const letters = [...word];
  for (let i = 0; i < letters.length; i += 1) {
    const letter = letters[i]!;
    const consonant = CONSONANTS[letter];
    if (consonant !== undefined) {
      // A consonant after a virama joins the cluster; otherwise the previous one keeps its 'a'.
      const nukta = letters[i + 1] === NUKTA;
      const sound = nukta ? (WITH_NUKTA[letter] ?? consonant) : consonant;
      if (nukta) i += 1;
      // व after another consonant is written w (द्वारका, Dwarka).
      cluster.push(sound === 'v' && cluster.length > 0 ? 'w' : sound);
      const next = letters[i + 1];
      if (next === VIRAMA) {
        i += 1;
        if (i + 1 >= letters.length || CONSONANTS[letters[i + 1]!] === undefined)
          closeCluster('', false);
      } else if (next !== undefined && VOWEL_SIGNS[next] !== undefined) {
        i += 1;
        closeCluster(VOWEL_SIGNS[next]!, false);
      } else closeCluster('a', true);
    } else if (VOWELS[letter] !== undefined) closeCluster(VOWELS[letter]!, false);
    else if (NASALS.has(letter) && last) (last as Syllable).coda = 'n';
    else if (letter === VISARGA && last) (last as Syllable).coda = 'h';
  }
  return found;
}

/**
 * Drops the own 'a' Hindi leaves unsaid: at the end of a word after a single consonant (नगर,
 * nagar); and, in `medial`, also after two at the end (फ़ील्ड, field) and between a vowel and
 * consonant on one side and a consonant and vowel on the other, from the end back (अमरनाथ,
 * amarnath; द्वारका, dwarka).
 */
function dropUnsaidA(word: Syllable[], medial: boolean): void {
  const last = word[word.length - 1];
  // After two consonants the 'a' is mostly spelt (Maharashtra, Indra) but not always said.
  const single = last?.consonants.length === 1 || medial;
  if (word.length > 1 && last?.inherent && !last.coda && single) {
    last.vowel = '';
    last.inherent = false;
  }
  if (!medial) return;
  for (let i = word.length - 2; i >= 1; i -= 1) {
    const [before, syllable, after] = [word[i - 1]!, word[i]!, word[i + 1]!];
    if (!syllable.inherent || syllable.coda || syllable.consonants.length !== 1) continue;
    if (!before.vowel || before.coda || after.consonants.length !== 1 || !after.vowel) continue;
    syllable.vowel = '';
    syllable.inherent = false;
  }
}

/** One word of Devanagari in Latin letters. */
function wordToLatin(word: string, medial: boolean): string {
  const parts = syllables(word);
  dropUnsaidA(parts, medial);
  let latin = '';
  parts.forEach((syllable, i) => {
    latin += syllable.consonants.join('') + syllable.vowel;
    if (syllable.coda === 'n') {
      const next = parts[i + 1]?.consonants[0] ?? '';
      latin += /^(p|b|m)/.test(next) ? 'm' : 'n';
    } else latin += syllable.coda;
  });
  return latin;
}

/**
 * The Latin spellings of a text's Devanagari words, most likely first: with only the final
 * unsaid 'a' dropped (इंदिरानगर, indiranagar), then also the medial ones (अमरनाथ, amarnath),
 * when that differs. Text in other scripts is kept as it is; Devanagari digits become 0–9.
 */
export function devanagariToLatin(text: string): string[] {
  if (!DEVANAGARI.test(text)) return [text];
  const spell = (medial: boolean) =>
    text
      .normalize('NFC')
      .replace(/[\u200c\u200d]/g, '')
      .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
      .replace(/[\u0964\u0965]/g, ' ')
      .replace(/ॐ/g, 'om')
      .replace(/[\u0900-\u097f]+/g, (word) => wordToLatin(word, medial));
  return [...new Set([spell(false), spell(true)])];
}

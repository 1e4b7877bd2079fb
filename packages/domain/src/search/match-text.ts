/**
 * How names and queries are cut into comparable tokens for search (SRC1-SRC4, SPEC.md).
 *
 * - Latin tokens are folded: accents and special letters go ("Kamiński" -> "kaminski", "Ødegaard" ->
 *   "odegaard", "Müller" -> "muller"), case goes.
 * - Tamil tokens keep their script (NFC, no zero-width joiners): a Tamil query finds a Tamil name
 *   letter for letter.
 * - Across scripts a token is compared by its `phoneticKey`: a Tamil token romanised first
 *   (tamil-romanise.ts), both sides then reduced to what Tamil script and Indian spellings agree on.
 */
import { hasTamil, romaniseTamil, tamilLetterNames, tamilReadings } from './tamil-romanise.ts';

/** Letters a fold cannot reach by removing combining marks. */
const SPECIAL: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  ħ: 'h',
};

// Unicode property classes are costly to build: made once here, not per character (an index of
// tens of thousands of names goes through these).
const MARK_RE = /\p{M}/u;
const LETTER_OR_DIGIT_RE = /[\p{L}\p{N}]/u;
const WORD_RE = /[\p{L}\p{M}\p{N}]+/gu;

/** Lower case, without accents: "Kamiński" -> "kaminski". Not for Tamil (it would drop vowel signs). */
export function foldLatin(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKD').toLowerCase()) {
    if (MARK_RE.test(ch)) continue;
    out += SPECIAL[ch] ?? ch;
  }
  return out;
}

export type TokenScript = 'latin' | 'tamil';

export interface Token {
  /** Folded Latin, or Tamil in NFC. */
  text: string;
  script: TokenScript;
  /** For cross-script comparison; '' when the token has no letters to key. */
  key: string;
  /**
   * Other sound keys the word may have (never `key` again). A Latin word: the readings Tamil spells
   * (`latinReadings`: a soft g, a long i, a short u). A Tamil word: the readings Tamil spelling hides
   * (the glide of கோவா "Goa", the h of மோகன் "Mohan", the vowel of பிரேசில் "Brazil").
   */
  altKeys: string[];
  /**
   * A Tamil word that is English letters spelt out (ஐபிஎல் "IPL", சிஎஸ்கே "CSK"): those letters,
   * folded, each reading of an ambiguous letter (பி is b or p). Empty otherwise.
   */
  letters: string[];
}

/**
 * Words of a name or a query. Apostrophes join ("O'Brien" is one word, as a fan types it:
 * "obrien"); any other character that is not a letter, a mark or a digit separates.
 */
export function tokenize(text: string): Token[] {
  const clean = text
    .normalize('NFC')
    .replace(/[\u200C\u200D]/g, '')
    // A dot between Tamil letters joins: ஐ.எஸ்.எல் is the initialism ஐஎஸ்எல் (ISL), not three words.
    .replace(/(?<=[\u0B80-\u0BFF])\.(?=[\u0B80-\u0BFF])/g, '')
    .replace(/['’`´]/g, '');
  const out: Token[] = [];
  for (const match of clean.matchAll(WORD_RE)) {
    const token = wordToken(match[0]);
    if (token) out.push(token);
  }
  return out;
}

/**
 * Tokens of words already seen: names repeat their words (30,000 squad players share a few hundred
 * given names and surnames), and a word's readings and keys cost a dozen regular expressions.
 * Shared objects: callers do not change them. Emptied when full.
 */
const WORD_CACHE = new Map<string, Token | null>();
const WORD_CACHE_MAX = 50_000;

function wordToken(word: string): Token | null {
  const known = WORD_CACHE.get(word);
  if (known !== undefined) return known;
  const token = readWord(word);
  if (WORD_CACHE.size >= WORD_CACHE_MAX) WORD_CACHE.clear();
  WORD_CACHE.set(word, token);
  return token;
}

function readWord(word: string): Token | null {
  if (hasTamil(word)) {
    const romanised = foldLatin(romaniseTamil(word));
    // A word that is only a silent letter keeps its inherent vowel: ஹ is "Ha", not nothing.
    const key = phoneticKey(romanised) || phoneticKey(`${romanised}a`);
    const altKeys = unique(tamilReadings(romanised).map((r) => phoneticKey(r))).filter(
      (k) => k !== key && k !== '',
    );
    return { text: word, script: 'tamil', key, altKeys, letters: tamilLetterNames(word) };
  }
  const folded = foldLatin(word);
  // A word of marks only folds to nothing.
  if (folded === '') return null;
  const key = phoneticKey(folded);
  const altKeys = unique(latinReadings(folded).map((r) => phoneticKey(r))).filter(
    (k) => k !== key && k !== '',
  );
  return { text: folded, script: 'latin', key, altKeys, letters: [] };
}

/** Readings of an English spelling that Tamil spells otherwise; each rule alone, then all together. */
const LATIN_RULES: readonly ((s: string) => string)[] = [
  // A soft g is Tamil's ஜ: "Challengers" சேலஞ்சர்ஸ், "Giants" ஜெயன்ட்ஸ்.
  (s) => s.replace(/g(?=[eiy])/g, 'j'),
  // A long English i is Tamil's ஐ: "Pirates" பைரேட்ஸ், "Titans" டைட்டன்ஸ், "Knight" நைட்.
  (s) => s.replace(/igh/g, 'ai').replace(/(^|[^aeiouy])i(?=[^aeiouy][aeiouy]|[aeou])/g, '$1ai'),
  // A silent letter: "Knight" நைட், "Wright" ரைட்.
  (s) => s.replace(/^kn/, 'n').replace(/^wr/, 'r'),
  // A short English u is Tamil's அ: "Punjab" பஞ்சாப், "Sunrisers" சன்ரைசர்ஸ், "Lucknow" லக்னோ; so is
  // the o of "North" நார்த்.
  (s) => s.replace(/u(?=[^aeiouy]{2})/g, 'a').replace(/o(?=r[^aeiouy])/g, 'a'),
  // A silent final e: "Pirates" பைரேட்ஸ், "Rose" ரோஸ்.
  (s) => (s.length > 3 ? s.replace(/([^aeiouy])e(s?)$/, '$1$2') : s),
];

/** Other spellings of a folded Latin word, as Tamil would write what it sounds like (never the word itself). */
export function latinReadings(folded: string): string[] {
  const out = new Set<string>();
  let all = folded;
  for (const rule of LATIN_RULES) {
    out.add(rule(folded));
    all = rule(all);
  }
  out.add(all);
  out.delete(folded);
  return [...out];
}

function unique(list: readonly string[]): string[] {
  return [...new Set(list)];
}

const VOWEL_RE = /[aeiouy]/;

/**
 * A vowel run's class. English "ee" and "ea" are i, "oo" is u; "ai", "ay", "ey" and "oy" are the
 * fourth class e, Tamil's ஐ and ஆய் (Chennai சென்னை, Kovai கோவை, Royal ராயல், Spain ஸ்பெயின்), which
 * keeps கோவா (Goa) from Kovai and Kuwait. Otherwise the first vowel: a and e meet (an unstressed
 * English e is Tamil's a: "Blasters", பிளாஸ்டர்ஸ்), o and u meet, i and y meet. A lone y before a
 * consonant is the English "ai" (Hyderabad, ஹைதராபாத்).
 */
function vowelClass(run: string, next: string): string {
  if (run.startsWith('ee') || run.startsWith('ea')) return 'i';
  if (run.startsWith('oo')) return 'u';
  // A long vowel written twice ("kaayaka") reads as one.
  const two = run.replace(/(.)\1+/g, '$1').slice(0, 2);
  if (two === 'ai' || two === 'ay' || two === 'ey' || two === 'oy') return 'e';
  if (run === 'y' && next !== '' && !VOWEL_RE.test(next)) return 'e';
  const first = run[0];
  return first === 'a' || first === 'e' ? 'a' : first === 'o' || first === 'u' ? 'u' : 'i';
}

/**
 * A coarse sound key of a folded Latin token (SRC3). Tamil script does not tell k from g, t from d,
 * p from b, or ch from s and j, and Indian spellings of the same name differ in doubled letters
 * ("Chennai", "Chenai") and vowel length. So: a vowel run is one of four classes (a, e, i, u: see
 * `vowelClass`), voiced and voiceless pairs meet (g->k, d->t, b->p, j/s/z->c, f/ph->p, v/w->v), `h`
 * after a consonant and between vowels goes, `zh` (ழ) is `l`, and a letter repeated is one.
 * "chennaiyin" -> "canen", and the Tamil "சென்னை" (chennai) -> "cane": a prefix of it.
 */
export function phoneticKey(folded: string): string {
  let out = '';
  const push = (c: string) => {
    if (out[out.length - 1] !== c) out += c;
  };
  for (let i = 0; i < folded.length; i += 1) {
    const ch = folded[i] as string;
    const next = folded[i + 1] ?? '';
    if (VOWEL_RE.test(ch)) {
      let run = ch;
      let split = false;
      // An "h" between vowels is silent: the run goes on after it ("mohun"), and its class is that
      // of the vowels before the h ("Shaheen" ஷாஹீன் is a, not the ai of "Saini").
      while (i + 1 < folded.length && /[aeiouyh]/.test(folded[i + 1] as string)) {
        i += 1;
        if (folded[i] === 'h') split = true;
        else if (!split) run += folded[i] as string;
      }
      push(vowelClass(run, split ? '' : (folded[i + 1] ?? '')));
      continue;
    }
    switch (ch) {
      case 'c':
        // "ch" and a soft c (before e, i, y) are the c-s-j sound; a hard c is k.
        if (next === 'h') {
          i += 1;
          push('c');
        } else push('eiy'.includes(next) && next !== '' ? 'c' : 'k');
        break;
      case 's':
      case 'z':
        if (next === 'h') {
          i += 1;
          push(ch === 'z' ? 'l' : 'c');
        } else push('c');
        break;
      case 'j':
        push('c');
        break;
      case 'b':
      case 'p':
      case 'f':
        if (next === 'h') i += 1;
        push('p');
        break;
      case 't':
      case 'd':
        if (next === 'h') i += 1;
        push('t');
        break;
      case 'g':
      case 'k':
      case 'q':
        if (next === 'h') i += 1;
        push('k');
        break;
      case 'x':
        push('k');
        push('c');
        break;
      case 'v':
      case 'w':
        push('v');
        break;
      case 'h':
        break;
      default:
        if (LETTER_OR_DIGIT_RE.test(ch)) push(ch);
    }
  }
  return out;
}

const KEY_VOWEL_RE = /[aiu]/;

/**
 * Keys one vowel shorter: Tamil writes a vowel where an English spelling drops it ("யுவராஜ்"
 * yuvaraj vs "Yuvraj", "பிளாஸ்டர்ஸ்" pilastars vs "Blasters"), so a query key "ivarac" also tries
 * "ivrac". Only inner vowels between two consonants, and only for keys long enough not to match
 * everything.
 */
export function shorterKeys(key: string): string[] {
  if (key.length < 5) return [];
  const out = new Set<string>();
  for (let i = 1; i < key.length - 1; i += 1) {
    const [before, at, after] = [key[i - 1] ?? '', key[i] ?? '', key[i + 1] ?? ''];
    if (KEY_VOWEL_RE.test(at) && !KEY_VOWEL_RE.test(before) && !KEY_VOWEL_RE.test(after)) {
      // The two consonants now side by side may be the same one ("canan" -> "cann" -> "can").
      out.add((key.slice(0, i) + key.slice(i + 1)).replace(/(.)\1+/g, '$1'));
    }
  }
  return [...out];
}

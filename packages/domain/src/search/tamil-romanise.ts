/**
 * Tamil script to Latin letters, for matching only (SRC2): "சென்னை" -> "chennai", "மோகன் பகான்" ->
 * "mokan pakan". Long vowels are written short (கேரளா -> "kerala"): English spellings of Tamil names
 * rarely mark length, and where they do ("ee", "oo") the sound key reads it. It lets a fan who types a team's name in Tamil find a team whose name the feeds
 * spell in Latin letters, so it aims at how Indian English spells Tamil sounds (ch, zh, aa), not at a
 * scholarly scheme (ISO 15919 writes "ceṉṉai", which no team name does).
 *
 * Why our own: the maintained npm packages we tried (docs/decisions.md, "Search") either drop the
 * inherent vowel ("intiyn" for இந்தியன்: any-ascii, transliteration) or map Tamil letters to the
 * aspirated Sanskrit ones ("jhèṉṉai": @indic-transliteration/sanscript), and both break matching.
 *
 * The result is then reduced by `phoneticKey` (match-text.ts), which forgets what Tamil script cannot
 * tell apart anyway (k/g, t/d, p/b, c/s/j, vowel length), so this table need not guess voicing.
 */

/** Consonants without their inherent vowel. */
const CONSONANTS: Readonly<Record<string, string>> = {
  க: 'k',
  ங: 'ng',
  ச: 'ch',
  ஞ: 'ny',
  ட: 't',
  ண: 'n',
  த: 'th',
  ந: 'n',
  ப: 'p',
  ம: 'm',
  ய: 'y',
  ர: 'r',
  ல: 'l',
  வ: 'v',
  ழ: 'zh',
  ள: 'l',
  ற: 'r',
  ன: 'n',
  ஜ: 'j',
  ஶ: 'sh',
  ஷ: 'sh',
  ஸ: 's',
  ஹ: 'h',
};

const VOWELS: Readonly<Record<string, string>> = {
  அ: 'a',
  ஆ: 'a',
  இ: 'i',
  ஈ: 'i',
  உ: 'u',
  ஊ: 'u',
  எ: 'e',
  ஏ: 'e',
  ஐ: 'ai',
  ஒ: 'o',
  ஓ: 'o',
  ஔ: 'au',
};

const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  '\u0BBE': 'a',
  '\u0BBF': 'i',
  '\u0BC0': 'i',
  '\u0BC1': 'u',
  '\u0BC2': 'u',
  '\u0BC6': 'e',
  '\u0BC7': 'e',
  '\u0BC8': 'ai',
  '\u0BCA': 'o',
  '\u0BCB': 'o',
  '\u0BCC': 'au',
  // The length mark alone (in decomposed ௌ).
  '\u0BD7': 'u',
};

const VIRAMA = '\u0BCD';
const AYTHAM = 'ஃ';
/** Tamil digits 0-9 (U+0BE6-U+0BEF) read as ASCII digits. */
const DIGIT_ZERO = 0x0be6;

/** True when the text holds a letter of the Tamil block. */
export function hasTamil(text: string): boolean {
  return /[\u0B80-\u0BFF]/.test(text);
}

/**
 * Latin letters for a Tamil text; any other character is kept as it is (so mixed text and spaces
 * survive). Decomposed vowel signs (ொ as ெ + ா) are composed first.
 */
export function romaniseTamil(text: string): string {
  const chars = [...text.normalize('NFC')];
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i] as string;
    const next = chars[i + 1];
    const consonant = CONSONANTS[ch];
    if (consonant !== undefined) {
      // க்ஷ is one letter in loanwords (லக்ஷ்மண்): "ksh".
      if (next === undefined || next === VIRAMA) {
        // ஞ் is the n of ஞ்ச and ஞ்ஜ ("Challengers", சேலஞ்சர்ஸ்), not "ny".
        out += ch === 'ஞ' ? 'n' : consonant;
        if (next === VIRAMA) i += 1;
      } else if (VOWEL_SIGNS[next] !== undefined) {
        out += consonant + VOWEL_SIGNS[next];
        i += 1;
      } else {
        out += `${consonant}a`;
      }
      continue;
    }
    const vowel = VOWELS[ch];
    if (vowel !== undefined) {
      out += vowel;
      continue;
    }
    if (ch === AYTHAM) {
      // ஃப is how Tamil writes an f (ஃபுட்பால்); ஃஜ a z; elsewhere the old "h".
      if (next === 'ப') {
        out += 'f';
        i += 1;
        const sign = chars[i + 1];
        if (sign === VIRAMA) i += 1;
        else if (sign !== undefined && VOWEL_SIGNS[sign] !== undefined) {
          out += VOWEL_SIGNS[sign];
          i += 1;
        } else out += 'a';
      } else out += 'h';
      continue;
    }
    const code = ch.codePointAt(0) ?? 0;
    if (code >= DIGIT_ZERO && code <= DIGIT_ZERO + 9) {
      out += String(code - DIGIT_ZERO);
      continue;
    }
    // Stray signs (a vowel sign without a consonant), Tamil number and calendar signs (௰, ௳), ZWJ
    // and ZWNJ: nothing a name is matched by.
    if (hasTamil(ch) || ch === '\u200C' || ch === '\u200D') continue;
    out += ch;
  }
  return out;
}

/**
 * Other readings of a romanised Tamil word (lower case, from `romaniseTamil`), for the sound
 * key: what Tamil spelling adds or hides that an English spelling does not.
 *
 * - A glide: Tamil puts a வ between o/u and a following vowel: கோவா is "Goa", not "Kova".
 * - A க between vowels is often an h: மோகன் "Mohan", ராகுல் "Rahul".
 * - A vowel that opens an English initial cluster: பிரேசில் "Brazil", புரோ "Pro", பிளாஸ்டர்ஸ் "Blasters".
 * - யு for an English initial u: யுனைடெட் "United".
 *
 * Each alone, then all together; never the word itself.
 */
export function tamilReadings(romanised: string): string[] {
  const rules: ((s: string) => string)[] = [
    // Not before ai: கோவை is Kovai, its வ a letter of the name.
    (s) => s.replace(/([ou])v(?=a(?!i)|[eiou])/g, '$1'),
    (s) => s.replace(/([aeiou])k(?=[aeiou])/g, '$1h'),
    (s) => s.replace(/^([bcdfgjklmnpstvz]h?)[iu]([rl][aeiou])/, '$1$2'),
    // யு opens English words that start with a u: யுனைடெட் "United".
    (s) => s.replace(/^yu/, 'u'),
  ];
  const out = new Set<string>();
  let all = romanised;
  for (const rule of rules) {
    out.add(rule(romanised));
    all = rule(all);
  }
  out.add(all);
  out.delete(romanised);
  return [...out];
}

/**
 * English letters as Tamil spells their names (ஐபிஎல் is I-P-L): what Tamil media write for
 * initialisms. Several spellings of a name are in use (எச் and ஹெச் for H); பி is B or P, டி is D
 * or T.
 */
const LETTER_NAMES: readonly (readonly [string, string])[] = (
  [
    ['ஏ', 'a'],
    ['பி', 'b'],
    ['பி', 'p'],
    ['சி', 'c'],
    ['டி', 'd'],
    ['டி', 't'],
    ['ஈ', 'e'],
    ['எஃப்', 'f'],
    ['எப்', 'f'],
    ['ஜி', 'g'],
    ['எச்', 'h'],
    ['ஹெச்', 'h'],
    ['ஐ', 'i'],
    ['ஜே', 'j'],
    ['கே', 'k'],
    ['எல்', 'l'],
    ['எம்', 'm'],
    ['என்', 'n'],
    ['ஓ', 'o'],
    ['க்யூ', 'q'],
    ['ஆர்', 'r'],
    ['எஸ்', 's'],
    ['யு', 'u'],
    ['யூ', 'u'],
    ['வி', 'v'],
    ['டபிள்யூ', 'w'],
    ['டபிள்யு', 'w'],
    ['டபுள்யூ', 'w'],
    ['எக்ஸ்', 'x'],
    ['ஒய்', 'y'],
    ['வை', 'y'],
    ['இசட்', 'z'],
    ['செட்', 'z'],
  ] as const
).map(([tamil, letter]) => [tamil.normalize('NFC'), letter] as const);

/** At most this many readings of one initialism (பி and டி double them). */
const MAX_LETTER_READINGS = 8;

/**
 * The English letters a Tamil word spells out, when the whole word is letter names (digits may
 * follow: சிஎஸ்2 is "cs2"); every reading of the ambiguous ones, at most 8. Empty when the word is
 * not an initialism. A single letter (யு, "U" of U Mumba) is one too: the caller decides. ஐஎஸ்எல் -> ["isl"], ஆர்சிபி -> ["rcb", "rcp"].
 */
export function tamilLetterNames(word: string): string[] {
  const text = word.normalize('NFC');
  const digits = /[0-9]*$/.exec(text)?.[0] ?? '';
  const body = text.slice(0, text.length - digits.length);
  // readings[i]: the readings of body[0, i), with how many letters; null where no letter ends.
  const readings: ({ text: string; count: number }[] | null)[] = [[{ text: '', count: 0 }]];
  for (let i = 1; i <= body.length; i += 1) readings.push(null);
  for (let i = 0; i < body.length; i += 1) {
    const here = readings[i];
    if (!here) continue;
    for (const [name, letter] of LETTER_NAMES) {
      if (!body.startsWith(name, i)) continue;
      const end = i + name.length;
      // A letter name must not stop before a sign of its own syllable (பி in பிரேசில் is not P).
      const after = body[end];
      if (after !== undefined && /[\u0BBE-\u0BCD\u0BD7]/.test(after)) continue;
      const list = (readings[end] ??= []);
      for (const r of here) {
        if (list.length >= MAX_LETTER_READINGS) break;
        list.push({ text: r.text + letter, count: r.count + 1 });
      }
    }
  }
  const done = readings[body.length] ?? [];
  return [...new Set(done.filter((r) => r.count >= 1).map((r) => r.text + digits))];
}

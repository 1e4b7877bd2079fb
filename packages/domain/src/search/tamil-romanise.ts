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
        out += consonant;
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

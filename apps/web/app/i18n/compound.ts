/**
 * Tamil joins a noun ending in -ம் to the noun after it (புணர்ச்சி): the ம் drops, and before a hard
 * consonant (க, ச, த, ப) that consonant doubles. A racing sport's board is "குதிரைப் பந்தயப் போட்டிகள்",
 * not "குதிரைப் பந்தயம் போட்டிகள்"; its news "கார் பந்தயச் செய்திகள்"; its live page "கார் பந்தய நேரலை".
 *
 * Only at the junction right after a sport's name put into a message: a rule for compounds of two
 * nouns, not for every word that ends in ம் (a verb after it keeps it).
 */
const HARD = 'கசதப';
const TAMIL_LETTER = /[\u0B85-\u0BB9]/;

export function joinCompound(text: string, noun: string): string {
  if (!noun.endsWith('ம்')) return text;
  const stem = noun.slice(0, -2);
  let from = 0;
  let out = '';
  for (;;) {
    const at = text.indexOf(`${noun} `, from);
    if (at < 0) return out + text.slice(from);
    const next = text[at + noun.length + 1] ?? '';
    const joined = HARD.includes(next)
      ? `${stem}${next}் `
      : TAMIL_LETTER.test(next)
        ? `${stem} `
        : `${noun} `;
    out += text.slice(from, at) + joined;
    from = at + noun.length + 1;
  }
}

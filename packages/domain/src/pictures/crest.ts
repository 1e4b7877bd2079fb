/**
 * Crests and avatars as SVG text (docs/decisions.md "Crests and avatars"). The server sends them as
 * images (apps/server/src/pictures/), so the board pays no JavaScript for them. Drawn with attributes
 * only (no <style>, no script, no external reference): an SVG answer carries `default-src 'none'`.
 */
import { avatarColour, hash32, type TeamColours, textOn } from './colours.ts';

/** Text safe inside an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === '"' ? '&quot;' : '&apos;',
  );
}

/** Code points XML 1.0 refuses (C0 controls but tab and line breaks, lone surrogates, U+FFFE/F). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching the control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function graphemes(text: string): string[] {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (!Segmenter) return Array.from(text);
  return Array.from(new Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
}

/**
 * What a crest writes: a short name of up to four letters as it is ("CFC", "KBFC"), else the
 * initials of up to three words ("Kerala Blasters" -> "KB"), else the first two letters. Whole
 * graphemes, so a Tamil letter keeps its vowel sign. Upper case where the script has cases.
 */
export function crestLetters(shortName: string, name: string): string {
  const clean = (s: string) => s.replace(NOT_XML, '').trim();
  const short = clean(shortName).replace(/\s+/g, '');
  if (short.length > 0 && graphemes(short).length <= 4) return short.toUpperCase();
  const words = clean(name || shortName)
    .split(/[\s\-./]+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  if (words.length >= 2) {
    return words
      .slice(0, 3)
      .map((w) => graphemes(w)[0] ?? '')
      .join('')
      .toUpperCase();
  }
  return graphemes(words[0] ?? short)
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/** A person's initials: first and last word's first letters ("Sunil Chhetri" -> "SC"). */
export function personInitials(name: string): string {
  const words = name
    .replace(NOT_XML, '')
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return ((graphemes(first)[0] ?? '') + (last ? (graphemes(last)[0] ?? '') : '')).toUpperCase();
}

export type CrestShape = 'shield' | 'roundel';

export interface CrestInput {
  /** Our participant id: picks the shape, so one team always has the same one. */
  id: string;
  name: string;
  shortName: string;
  colours: TeamColours;
}

function fontSize(letters: string): number {
  const n = graphemes(letters).length;
  return n <= 1 ? 30 : n === 2 ? 26 : n === 3 ? 20 : 16;
}

/** The width the letters may take inside the shield or roundel, in its 64-unit box. */
const TEXT_ROOM = 44;

/** A rough width of bold letters: Latin capitals about 0.7 em, other scripts (Tamil) about 1 em. */
function estimatedWidth(letters: string, size: number): number {
  return graphemes(letters).reduce(
    (w, g) => w + size * (/^[\p{Script=Latin}\p{N}]/u.test(g) ? 0.72 : 1.05),
    0,
  );
}

const FONT = 'font-family="system-ui,-apple-system,Segoe UI,Noto Sans Tamil,Roboto,sans-serif"';

/** The crest's shape: a function of the id. */
export function crestShape(id: string): CrestShape {
  return hash32(`shape:${id}`) % 2 === 0 ? 'shield' : 'roundel';
}

/**
 * A team's crest, 64×64: a shield or a roundel in its primary colour, edged and banded in its
 * secondary, its letters in black or white on top. The team's name is the SVG's <title>.
 */
export function crestSvg({ id, name, shortName, colours }: CrestInput): string {
  const letters = escapeXml(crestLetters(shortName, name));
  const title = escapeXml(name.replace(NOT_XML, ''));
  const { primary, secondary } = colours;
  const ink = textOn(primary);
  const plain = crestLetters(shortName, name);
  const size = fontSize(plain);
  // Wide letters (Tamil, W and M) could run past the field: squeezed to it, never stretched.
  const fit =
    estimatedWidth(plain, size) > TEXT_ROOM
      ? ` textLength="${TEXT_ROOM}" lengthAdjust="spacingAndGlyphs"`
      : '';
  const text =
    `<text x="32" y="${33 + size * 0.36}" text-anchor="middle" font-size="${size}" font-weight="700" ` +
    `${FONT} fill="${ink}"${fit}>${letters}</text>`;
  const body =
    crestShape(id) === 'shield'
      ? `<path d="M6 5h52v24c0 16-11 25-26 31C17 54 6 45 6 29z" fill="${primary}" stroke="${secondary}" stroke-width="4"/>` +
        `<path d="M8 12h48v6H8z" fill="${secondary}"/>`
      : `<circle cx="32" cy="32" r="28" fill="${primary}" stroke="${secondary}" stroke-width="4"/>` +
        `<circle cx="32" cy="32" r="21" fill="none" stroke="${secondary}" stroke-width="1.5"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<title>${title}</title>${body}${text}</svg>`
  );
}

/** A player's avatar, 64×64: initials in white on a circle of a colour taken from the id. */
export function avatarSvg({ id, name }: { id: string; name: string }): string {
  const initials = personInitials(name);
  const fill = avatarColour(id);
  const title = escapeXml(name.replace(NOT_XML, ''));
  const size = graphemes(initials).length > 1 ? 24 : 28;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<title>${title}</title><circle cx="32" cy="32" r="32" fill="${fill}"/>` +
    `<text x="32" y="${32 + size * 0.36}" text-anchor="middle" font-size="${size}" font-weight="600" ` +
    `${FONT} fill="#ffffff">${escapeXml(initials)}</text></svg>`
  );
}

/** Longest image address stored. */
export const IMAGE_URL_MAX = 500;

/**
 * A provider's image address when it is a plain https URL (no user info, no spaces), normalised;
 * null otherwise. Pages load it from our crest/avatar address, which redirects there.
 */
export function httpsImageUrl(value: string): string | null {
  if (value.length > IMAGE_URL_MAX || /[\s"'<>\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) return null;
  return url.href;
}

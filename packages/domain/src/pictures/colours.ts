/**
 * Team and player colours (issue 15 point 4, docs/decisions.md "Crests and avatars"). A provider may
 * send a team's own two colours; without them a pair is derived from the team's id, the same on every
 * page, every node and every day (a hash of the id: no randomness, no clock). Pure functions only.
 */

/** `#rrggbb`, lower case. */
export type HexColour = string;

/** A team's two colours: the shirt and its trim (crest field and band, pitch dots and their ring). */
export interface TeamColours {
  primary: HexColour;
  secondary: HexColour;
}

const HEX_RE = /^#[0-9a-f]{6}$/;

/** True for `#rrggbb` (either case); the only form colours are stored and drawn in. */
export function isHexColour(value: string): boolean {
  return HEX_RE.test(value.toLowerCase());
}

/** FNV-1a over the UTF-16 code units: a stable 32-bit hash of a text. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * Shirt colours as clubs wear them: saturated, distinct from each other, none too close to the
 * pitch's green or to white/black (those are trims). A derived primary is one of these.
 */
export const KIT_PRIMARIES: readonly HexColour[] = [
  '#c8102e', // red
  '#0b3d91', // royal blue
  '#6cace4', // sky blue
  '#fdb913', // gold
  '#f58220', // orange
  '#5b2c83', // purple
  '#7a1f3d', // claret
  '#00843d', // green
  '#1d1d1b', // black
  '#f4f4f4', // white
  '#e4007c', // magenta
  '#0f7c8c', // teal
  '#8b5a2b', // brown
  '#002b5c', // navy
  '#ffd700', // yellow
  '#9e1b32', // maroon
];

/** Trims: a derived secondary is one of these, always well apart from the primary. */
const KIT_TRIMS: readonly HexColour[] = ['#ffffff', '#1d1d1b', '#fdb913', '#0b3d91', '#c8102e', '#6cace4'];

function rgb(hex: HexColour): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: HexColour): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: HexColour, b: HexColour): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Black or white, whichever reads better on `background` (at least 4.5:1 for every colour but a few mid greys). */
export function textOn(background: HexColour): HexColour {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111') ? '#ffffff' : '#111111';
}

/**
 * How far apart two colours look: the "redmean" weighted RGB distance (0 to about 765), cheap and
 * close enough to perceived difference to tell two shirts apart.
 */
export function colourDistance(a: HexColour, b: HexColour): number {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const rm = (r1 + r2) / 2;
  const dr = r1 - r2;
  const dg = g1 - g2;
  const db = b1 - b2;
  return Math.sqrt((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db);
}

/** Two shirts closer than this are taken for one on a phone's pitch. */
export const CLASH_DISTANCE = 150;

/** A team's derived colours: a function of its id alone (names change with language; ids do not). */
export function derivedTeamColours(id: string): TeamColours {
  const h = hash32(id);
  const primary = KIT_PRIMARIES[h % KIT_PRIMARIES.length] ?? '#0b3d91';
  const trims = KIT_TRIMS.filter((t) => colourDistance(t, primary) >= CLASH_DISTANCE * 1.5);
  const secondary = trims[(h >>> 8) % trims.length] ?? textOn(primary);
  return { primary, secondary };
}

/** A provider's colours when both are well formed, else the derived ones. */
export function teamColours(id: string, own?: Partial<TeamColours> | null): TeamColours {
  const derived = derivedTeamColours(id);
  if (own?.primary && isHexColour(own.primary)) {
    const primary = own.primary.toLowerCase();
    const secondary =
      own.secondary && isHexColour(own.secondary) ? own.secondary.toLowerCase() : textOn(primary);
    return { primary, secondary };
  }
  return derived;
}

/** Colours for a light away shirt when both of a team's own colours clash with the home side. */
const AWAY_FALLBACKS: readonly HexColour[] = ['#ffffff', '#1d1d1b', '#fdb913', '#c8102e', '#0b3d91'];

/**
 * The two sides' shirts on one pitch, told apart: home keeps its primary; away wears its primary,
 * else its secondary (as clubs change to their away kit), else the fallback farthest from home's.
 */
export function matchKits(home: TeamColours, away: TeamColours): { home: TeamColours; away: TeamColours } {
  const apart = (c: HexColour) => colourDistance(c, home.primary) >= CLASH_DISTANCE;
  if (apart(away.primary)) return { home, away };
  if (apart(away.secondary)) return { home, away: { primary: away.secondary, secondary: away.primary } };
  let best = AWAY_FALLBACKS[0] ?? '#ffffff';
  for (const c of AWAY_FALLBACKS) {
    if (colourDistance(c, home.primary) > colourDistance(best, home.primary)) best = c;
  }
  return { home, away: { primary: best, secondary: textOn(best) } };
}

/** A person's avatar colour: mid-dark tones that carry white initials (at least 4.5:1). */
const AVATAR_TONES: readonly HexColour[] = [
  '#1f5f8b',
  '#8b1f4f',
  '#2e6b30',
  '#6a3d9a',
  '#9c4a00',
  '#00606b',
  '#5d4037',
  '#3949ab',
  '#ad1457',
  '#455a64',
];

/** The avatar colour of a person, from their id (or name, when a page has no id). */
export function avatarColour(key: string): HexColour {
  return AVATAR_TONES[hash32(key) % AVATAR_TONES.length] ?? '#455a64';
}

/** A provider's colours as one feed cell ('ffcc00-002b5c'); undefined without them. */
export function kitCell(colours: TeamColours | undefined): string | undefined {
  return colours ? `${colours.primary.slice(1)}-${colours.secondary.slice(1)}` : undefined;
}

/** The colours of a kit cell; undefined for an absent or malformed one (then they are derived). */
export function parseKitCell(cell: string | undefined): TeamColours | undefined {
  const m = /^([0-9a-f]{6})-([0-9a-f]{6})$/i.exec(cell ?? '');
  return m ? { primary: `#${m[1]?.toLowerCase()}`, secondary: `#${m[2]?.toLowerCase()}` } : undefined;
}

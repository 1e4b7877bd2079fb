/**
 * Decimal odds in the six formats of the spec (ENUM7: eu, uk, us, hk, ma, in), and back. Pure.
 * Rules ODD1-ODD6 in SPEC.md. Used by the server (the odds tab feed `d_od_…_{format}`) and the web
 * (every other odds feed is decimal and is converted on the page).
 *
 * - eu: decimal, two places ("2.50");
 * - uk: fractional profit (ODD2): the bookmakers' own fraction when one is within 0.005 of decimal - 1
 *   (decimal prices are rounded to cents, so 10/11 arrives as 1.91, 11/8 as 2.38, 5/6 as 1.83 and
 *   must come back as bookmakers write them); else the fraction with a denominator up to 20 nearest
 *   to it within 0.005 and not near a ladder fraction ("17/20" for 1.85); else hundredths reduced
 *   ("1/100" for 1.01, "4/25" for 1.16);
 * - us: moneyline, +profit on 100 from 2.00 up, -stake for 100 below ("+150", "-200");
 * - hk: decimal - 1 ("1.50");
 * - ma: Malay, decimal - 1 up to 2.00, -1/(decimal - 1) above ("0.50", "-0.67");
 * - in: Indonesian, decimal - 1 from 2.00 up, -1/(decimal - 1) below ("1.50", "-2.00").
 * A price of 1.00 or less (no profit) has no form but eu: the others write "-". ma and in keep two
 * places like the others, so beyond 200.00 their negative side rounds to 0.00.
 */
import type { OddsFormatCode } from '../detail/match-keys.ts';

/** [ODD1] The six formats, in the spec's order (ENUM7 numbers 1-6). */
export const ODDS_FORMATS: readonly OddsFormatCode[] = ['eu', 'uk', 'us', 'hk', 'ma', 'in'];

/** What a format shows for a price that has none in it (1.00 or less, not a number). */
export const NO_PRICE = '-';

/** [ODD6] One of the six formats, or null (a caller falls back to the default eu, S1 §5). */
export function parseOddsFormat(value: string | null | undefined): OddsFormatCode | null {
  return (ODDS_FORMATS as readonly string[]).includes(value ?? '') ? (value as OddsFormatCode) : null;
}

const FRACTION_TOLERANCE = 0.005;
const MAX_DENOMINATOR = 20;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The fractions British bookmakers quote (their price ladder), reduced: 2.38 is 11/8 on every
 * bookmaker's site, never 18/13, although 18/13 is a hair nearer to 1.38.
 */
const LADDER: readonly (readonly [number, number])[] = (
  '1/20 1/16 1/14 1/12 1/10 1/9 1/8 2/15 1/7 2/13 1/6 2/11 1/5 2/9 1/4 2/7 3/10 1/3 4/11 2/5 4/9 1/2 ' +
  '8/15 4/7 8/13 2/3 8/11 4/5 5/6 10/11 1/1 21/20 11/10 6/5 5/4 11/8 7/5 3/2 8/5 13/8 7/4 9/5 15/8 ' +
  '2/1 17/8 9/4 12/5 5/2 13/5 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 ' +
  '11/1 12/1 13/1 14/1 15/1 16/1 18/1 20/1 22/1 25/1 28/1 33/1 40/1 50/1 66/1 80/1 100/1 125/1 150/1 ' +
  '200/1 250/1 500/1 1000/1'
)
  .split(' ')
  .map((text) => text.split('/').map(Number) as [number, number]);
/** Floating-point slack: 1.38 - 1.375 is 0.004999…, 1.63 - 1.625 0.00499…; both are meant to be 0.005. */
const EPSILON = 1e-9;

type Fraction = { n: number; d: number; error: number };

/** The ladder's fraction nearest to a profit, if one is within the tolerance. */
function ladderFraction(x: number): Fraction | null {
  let best: Fraction | null = null;
  for (const [n, d] of LADDER) {
    const error = Math.abs(n / d - x);
    if (error <= FRACTION_TOLERANCE + EPSILON && (!best || error < best.error - 1e-12))
      best = { n, d, error };
  }
  return best;
}

/**
 * [ODD2] The bookmakers' fraction of a profit: the ladder's; else the nearest with a denominator up
 * to 20 that no ladder fraction is near (else reading it back would give the ladder's, and a price
 * would change when written twice, ODD4); else hundredths.
 */
function fraction(x: number): string {
  const ladder = ladderFraction(x);
  if (ladder) return `${ladder.n}/${ladder.d}`;
  let best: Fraction | null = null;
  for (let d = 1; d <= MAX_DENOMINATOR; d++) {
    const n = Math.round(x * d);
    const error = Math.abs(n / d - x);
    // Strictly better only: on a tie the smaller denominator (found first) stays.
    if (
      n > 0 &&
      error <= FRACTION_TOLERANCE &&
      (!best || error < best.error - 1e-12) &&
      !ladderFraction(n / d)
    ) {
      best = { n, d, error };
    }
  }
  if (best) return `${best.n}/${best.d}`;
  const n = Math.max(1, Math.round(x * 100));
  const g = gcd(n, 100);
  return `${n / g}/${100 / g}`;
}

function fixed(x: number): string {
  // -0.00 would read as a sign that means something in ma and in.
  const text = x.toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}

/** [ODD1] [ODD3] A decimal price written in a format. */
export function formatOdds(decimal: number, format: OddsFormatCode): string {
  if (!Number.isFinite(decimal)) return NO_PRICE;
  if (format === 'eu') return fixed(decimal);
  const profit = decimal - 1;
  if (profit <= 0) return NO_PRICE;
  switch (format) {
    case 'uk':
      return fraction(profit);
    case 'us':
      return profit >= 1 ? `+${Math.round(profit * 100)}` : `-${Math.round(100 / profit)}`;
    case 'hk':
      return fixed(profit);
    case 'ma':
      return profit <= 1 ? fixed(profit) : fixed(-1 / profit);
    case 'in':
      return profit >= 1 ? fixed(profit) : fixed(-1 / profit);
  }
}

const NUMBER_RE = /^[+-]?\d+(\.\d+)?$/;
const FRACTION_RE = /^(\d+)\/(\d+)$/;

/**
 * [ODD4] The decimal price a text of a format stands for, or null when the text is no price of that
 * format ("-", "0.00" in ma, a zero denominator, a moneyline between -100 and +100). The inverse of
 * `formatOdds` up to the rounding of the format: formatting the result gives the same text again.
 */
export function oddsToDecimal(text: string, format: OddsFormatCode): number | null {
  const trimmed = text.trim();
  if (format === 'uk') {
    const match = FRACTION_RE.exec(trimmed);
    if (!match) return null;
    const n = Number(match[1]);
    const d = Number(match[2]);
    return n > 0 && d > 0 ? 1 + n / d : null;
  }
  if (!NUMBER_RE.test(trimmed)) return null;
  const x = Number(trimmed);
  switch (format) {
    case 'eu':
      return x > 0 ? x : null;
    case 'us':
      if (x >= 100) return 1 + x / 100;
      return x <= -100 ? 1 + 100 / -x : null;
    case 'hk':
      return x > 0 ? 1 + x : null;
    case 'ma':
      // Positive: the profit (up to 1); negative: -1/profit (profit above 1).
      if (x > 0 && x <= 1) return 1 + x;
      return x < 0 && x > -1 ? 1 - 1 / x : null;
    case 'in':
      // Positive: the profit (from 1 up); negative: -1/profit (profit below 1).
      if (x >= 1) return 1 + x;
      return x <= -1 ? 1 - 1 / x : null;
  }
}

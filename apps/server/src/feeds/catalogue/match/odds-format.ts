/**
 * Decimal odds written in the six formats of the spec (ENUM7: eu, uk, us, hk, ma, in). Pure.
 *
 * - eu: decimal, two places ("2.50");
 * - uk: fractional profit: the fraction with a denominator up to 20 nearest to decimal - 1, if within
 *   0.005 (decimal prices are rounded to cents, so 10/11 arrives as 1.91 and 5/6 as 1.83 and must
 *   come back as bookmakers write them); else hundredths reduced ("1/100" for 1.01);
 * - us: moneyline, +profit on 100 from 2.00 up, -stake for 100 below ("+150", "-200");
 * - hk: decimal - 1 ("1.50");
 * - ma: Malay, decimal - 1 up to 2.00, -1/(decimal - 1) above ("0.50", "-0.67");
 * - in: Indonesian, decimal - 1 from 2.00 up, -1/(decimal - 1) below ("1.50", "-2.00").
 * A price of 1.00 or less (no profit) has no form but eu: the others write "-". ma and in keep two
 * places like the others, so beyond 200.00 their negative side rounds to 0.00.
 */
import type { OddsFormatCode } from '@nerali/domain';

export const ODDS_FORMATS: readonly OddsFormatCode[] = ['eu', 'uk', 'us', 'hk', 'ma', 'in'];

export function parseOddsFormat(value: string | undefined): OddsFormatCode | null {
  return (ODDS_FORMATS as readonly string[]).includes(value ?? '') ? (value as OddsFormatCode) : null;
}

const FRACTION_TOLERANCE = 0.005;
const MAX_DENOMINATOR = 20;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function fraction(x: number): string {
  let best: { n: number; d: number; error: number } | null = null;
  for (let d = 1; d <= MAX_DENOMINATOR; d++) {
    const n = Math.round(x * d);
    const error = Math.abs(n / d - x);
    // Strictly better only: on a tie the smaller denominator (found first) stays.
    if (n > 0 && error <= FRACTION_TOLERANCE && (!best || error < best.error - 1e-12)) best = { n, d, error };
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

export function formatOdds(decimal: number, format: OddsFormatCode): string {
  if (!Number.isFinite(decimal)) return '-';
  if (format === 'eu') return fixed(decimal);
  const profit = decimal - 1;
  if (profit <= 0) return '-';
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

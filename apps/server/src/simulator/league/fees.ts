/**
 * Transfer fees in the money of the club's own league: an ISL club's fee in rupees, a Premier League
 * club's in pounds, a Bundesliga club's in euros (issue 13: "money in the league's own currency").
 * A fee is drawn once in euros (people.ts) and given to each club of the move in its country's
 * currency, as each country's press reports the same deal.
 *
 * The fee travels as a number and its ISO 4217 code (`feeAmount`, `feeCurrency`), never as text: the
 * web writes it in the reader's language ("₹12.5 கோடி" on /ta, "₹12.5 crore" on /en), which text
 * written here in one language could not be.
 *
 * WARNING: the rates are fixed (approximate rates of 2026): the simulated world has no markets, and a
 * fee that changed from one day to the next would be a stranger thing for a fan than an old rate.
 */
import type { Transfer } from '@nerali/domain';
import type { SimLeague } from '../world/world.ts';

/** ISO 4217 code of each club country's legal tender (ISO 3166 codes as countries.ts writes them). */
const CURRENCY_OF_COUNTRY: Readonly<Record<string, string>> = {
  in: 'INR',
  'gb-eng': 'GBP',
  'gb-sct': 'GBP',
  'gb-wls': 'GBP',
  us: 'USD',
  au: 'AUD',
  jp: 'JPY',
  sa: 'SAR',
  br: 'BRL',
  ar: 'ARS',
  mx: 'MXN',
  tr: 'TRY',
  es: 'EUR',
  it: 'EUR',
  de: 'EUR',
  fr: 'EUR',
  pt: 'EUR',
  nl: 'EUR',
  fi: 'EUR',
};

/** Units of each currency one euro buys (approximate, 2026). */
const PER_EURO: Readonly<Record<string, number>> = {
  EUR: 1,
  INR: 97,
  GBP: 0.86,
  USD: 1.16,
  AUD: 1.78,
  JPY: 172,
  SAR: 4.35,
  BRL: 6.3,
  ARS: 1_450,
  MXN: 21.5,
  TRY: 48,
};

/** The currency of a club's country; null for a country the world has no currency for. */
export function currencyOfCountry(code: string): string | null {
  return CURRENCY_OF_COUNTRY[code] ?? null;
}

/** A sum drawn in euros, in whole units of `currency` at the world's fixed rate. */
export function fromEuros(eur: number, currency: string): number {
  const rate = PER_EURO[currency];
  if (rate === undefined) throw new RangeError(`transfer fees: no rate for ${currency}`);
  return Math.round(eur * rate);
}

/**
 * A move as listed under one club, with its fee (drawn in euros, or none) in the club's currency.
 * A club of a country the world has no currency for keeps the euro figure as drawn: it is the only
 * sum there is, and a euro sum says what it is (money.currency judges only leagues with a currency).
 */
export function transferForClub(move: Transfer, feeEur: number | undefined, countryCode: string): Transfer {
  if (feeEur === undefined) return move;
  const currency = currencyOfCountry(countryCode) ?? 'EUR';
  return { ...move, feeAmount: fromEuros(feeEur, currency), feeCurrency: currency };
}

/** International competitions sit under these pseudo-countries (countries.ts): no money of their own. */
const PSEUDO_COUNTRIES = new Set(['world', 'eu', 'asia']);

/**
 * Each club's domestic league's country (club id -> country code): the first league of a country
 * that the club plays in, in the world's league order (domestic leagues come before cups).
 */
export function domesticLeagueCountries(leagues: Iterable<SimLeague>): Map<string, string> {
  const out = new Map<string, string>();
  for (const { def, teams } of leagues) {
    if (PSEUDO_COUNTRIES.has(def.country)) continue;
    for (const team of teams) if (!out.has(team.id)) out.set(team.id, def.country);
  }
  return out;
}

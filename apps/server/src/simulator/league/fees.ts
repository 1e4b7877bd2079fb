/**
 * Transfer fees in the money of the club's own league: an ISL club's fee in rupees, a Premier League
 * club's in pounds, a Bundesliga club's in euros (issue 13: "money in the league's own currency").
 * A fee is drawn once in euros (people.ts) and written for each club of the move in its country's
 * currency, as each country's press reports the same deal.
 *
 * Euro clubs keep the sum as a number (`feeEur`), which the web writes in the reader's language; every
 * other club gets the sum as text in its currency, written the way its own press writes it (Indian
 * papers in crore and lakh).
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

const CRORE = 10_000_000;
const LAKH = 100_000;

const formats = new Map<string, Intl.NumberFormat>();
function compact(amount: number, currency: string): string {
  let f = formats.get(currency);
  if (!f) {
    // 'en-GB' writes pounds as British papers do (£12.5m); every other currency in plain English style.
    f = new Intl.NumberFormat(currency === 'GBP' ? 'en-GB' : 'en', {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    formats.set(currency, f);
  }
  return f.format(amount);
}

const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/** A sum written as its currency's press writes it: "₹12.5 crore", "₹85 lakh", "£10.8m", "$14.5M". */
export function formatFee(amount: number, currency: string): string {
  if (currency === 'INR') {
    return amount >= CRORE ? `₹${oneDecimal(amount / CRORE)} crore` : `₹${oneDecimal(amount / LAKH)} lakh`;
  }
  return compact(amount, currency);
}

/** The currency of a club's country; null for a country the world has no currency for. */
export function currencyOfCountry(code: string): string | null {
  return CURRENCY_OF_COUNTRY[code] ?? null;
}

/**
 * A transfer as listed under one club: a fee drawn in euros is written in the club's currency (text),
 * and kept as euros only for euro clubs. Moves without a fee are returned as they are.
 */
export function transferForClub(transfer: Transfer, countryCode: string): Transfer {
  const { feeEur, ...rest } = transfer;
  if (feeEur === undefined) return transfer;
  const currency = currencyOfCountry(countryCode);
  if (currency === null || currency === 'EUR') return transfer;
  const rate = PER_EURO[currency];
  if (rate === undefined) throw new RangeError(`transfer fees: no rate for ${currency}`);
  return { ...rest, fee: formatFee(feeEur * rate, currency) };
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

/**
 * Facts of competitions the laws of a game leave to the competition (draws, formats, rosters,
 * currencies), written from the competitions' own regulations and keyed by sport key and the league's
 * public name as the feeds spell it. A competition not listed gets its sport's default.
 *
 * Sources, by fact:
 * - Draws: a drawn result stands unless the laws or the competition require a winner (IFAB Law 10.1;
 *   IHF Rule 2:2; World Rugby Law 5 and competition rules; MCC Law 16.4 for timed cricket). Sports
 *   whose laws always produce a winner are in `DRAWLESS_SPORTS` (rules/draws.ts).
 * - Sevens: World Rugby Laws, "Sevens variations" (7 players, 5 replacements, 7-minute halves). India's
 *   Rugby Premier League is played in sevens (its 2025 regulations).
 * - Baseball ties: Official Baseball Rules 7.01(b) (extra innings until a winner); NPB's agreement ends
 *   a regular-season game tied after the 12th inning; the KBO after the 11th (2025, 12th before).
 * - Currencies: the league's country's legal tender (ISO 4217); India's leagues quote rupees.
 */

/** The sports whose competitions may keep a drawn result outside knock-out ties (sport keys). */
const LEAGUE_DRAWS = new Set([
  'soccer',
  'handball',
  'rugby-union',
  'rugby-league',
  'bandy',
  'futsal',
  'aussie-rules',
  'water-polo',
  'field-hockey',
  'netball',
  'kabaddi',
  'american-football',
  'boxing',
  'mma',
]);

export interface Competition {
  /** A drawn result stands in this competition's non-knock-out matches. */
  leagueDraws: boolean;
  /** Every match is a knock-out tie (a cup): it must produce a winner. */
  allKnockout: boolean;
  /** Rugby union played under the sevens variations. */
  sevens: boolean;
  /** Baseball: a game may end tied once this many innings are complete (null: never). */
  tieAfterInnings: number | null;
  /** Basketball: players a team may dress (FIBA Art. 4.2.1: 12; the NBA's active list: 13, 15 rostered). */
  basketballRoster: number;
}

interface Override {
  sport: string;
  name: RegExp;
  facts: Partial<Competition>;
}

const OVERRIDES: readonly Override[] = [
  // The FA Cup: every round a knock-out tie, replays gone from the first round proper (2024-25 rules).
  { sport: 'soccer', name: /^FA Cup$/, facts: { allKnockout: true } },
  { sport: 'rugby-union', name: /^Rugby Premier League$|Sevens/, facts: { sevens: true } },
  { sport: 'baseball', name: /^NPB$|Nippon Professional/, facts: { tieAfterInnings: 12 } },
  { sport: 'baseball', name: /^KBO/, facts: { tieAfterInnings: 11 } },
  { sport: 'basketball', name: /^NBA$/, facts: { basketballRoster: 15 } },
  // Floorball: the IFF World Championship's group games may end drawn; the national leagues play
  // overtime and penalty shots (3-2-1-0 points), so none of their games ends level.
  { sport: 'floorball', name: /World Floorball Championship/, facts: { leagueDraws: true } },
];

export function competitionOf(sportKey: string, leagueName: string): Competition {
  const facts: Competition = {
    leagueDraws: LEAGUE_DRAWS.has(sportKey),
    allKnockout: false,
    sevens: false,
    tieAfterInnings: null,
    basketballRoster: 12,
  };
  for (const o of OVERRIDES)
    if (o.sport === sportKey && o.name.test(leagueName)) Object.assign(facts, o.facts);
  return facts;
}

/** The currency a league's money is quoted in, by the league country's code in the feeds. */
export interface Currency {
  code: string;
  /** How a fee written in it looks: its symbol or the words used with it. */
  pattern: RegExp;
}

const EUR: Currency = { code: 'EUR', pattern: /€|\bEUR\b/ };
const CURRENCIES: Record<string, Currency> = {
  in: { code: 'INR', pattern: /₹|\bRs\.?|\bINR\b|\blakh|\bcrore|\bCr\b/i },
  'gb-eng': { code: 'GBP', pattern: /£|\bGBP\b/ },
  'gb-sct': { code: 'GBP', pattern: /£|\bGBP\b/ },
  'gb-wls': { code: 'GBP', pattern: /£|\bGBP\b/ },
  us: { code: 'USD', pattern: /\$|\bUSD\b/ },
  jp: { code: 'JPY', pattern: /¥|円|\bJPY\b/ },
  au: { code: 'AUD', pattern: /A\$|\bAUD\b/ },
  br: { code: 'BRL', pattern: /R\$|\bBRL\b/ },
  ar: { code: 'ARS', pattern: /\$|\bARS\b/ },
  sa: { code: 'SAR', pattern: /\bSAR\b|﷼|ر\.س/ },
  es: EUR,
  de: EUR,
  fr: EUR,
  it: EUR,
  pt: EUR,
  nl: EUR,
  fi: EUR,
};

/** The currency of a league's country, or null for international competitions and unmapped countries. */
export function currencyOf(countryCode: string): Currency | null {
  return CURRENCIES[countryCode] ?? null;
}

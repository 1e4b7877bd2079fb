/**
 * A sport's card: every fact of one sport in one place (rules CAT1-CAT19 in SPEC.md). Each sport of the
 * catalogue has its own file beside this one (`soccer.ts`, `kabaddi.ts` ...) exporting its card, and
 * `registry.ts` lists them all. Everything else (the catalogue rows, the game clock, the simulator's
 * rooms, later the web's) reads the cards instead of keeping tables of its own keyed by sport id.
 *
 * Three kinds of card, told apart by `kind`:
 * - `duel`: two sides play a match (football, tennis, cricket ...). These carry the match facts: parts,
 *   periods and clock, line-ups, standings points, draws, odds markets, incident kinds, terms.
 * - `race`: one row per participant of a race or round (golf, motorsport, cycling, horse racing, the
 *   winter sports). No match facts; the season's championship points instead.
 * - `umbrella`: motorsport (31) and winter sports (37), which hold no events of their own (CAT3).
 *
 * Each file exports two objects: the sport's row (`soccerRow`: the catalogue row, its parts and its
 * clock) and its card (`soccer`: the row and every other fact). The row is what every page needs,
 * so it has a registry of its own (`rows.ts`, read by the catalogue and the game clock); the cards'
 * registry (`registry.ts`) is typed against it.
 *
 * WARNING: no fact has a default. A fact that only some sports have is typed so that leaving it out is
 * written down (`null`, an empty list, a `never` variant): a new card that forgets one does not compile.
 */
import type { IncidentKind, Market, Text } from '../detail/model.ts';
import type { EventStage, ParticipantStatus, StatsResultType } from '../enums.ts';
import type { MatchEvent } from '../model.ts';
import type { CountedPeriod } from '../rules/counted-time.ts';
import type { ReversedTimeConfig } from '../rules/reversed-time.ts';
import type { ClockFamily } from './clock-family.ts';
import type { PointsRule } from './standings-rules.ts';
import type { PartNoun } from './terms.ts';

export type OddsType = '1x2' | '12';

/** The umbrella sports (CAT3). */
export type UmbrellaKey = 'motorsport' | 'winter-sports';

/** What every card says, whatever its kind: the catalogue row of spec 1 §3 and spec 2 §2-§3. */
interface RowCommon<K extends string, I extends number> {
  /** Catalogue id (CAT1). */
  id: I;
  /** Sport name of spec 1 §3 (kebab-case): 'soccer', 'hockey', 'alpine'; the registry's key (CAT2). */
  key: K;
  /** Section path under the site prefix (spec 2 §2): 'football', 'ice-hockey', 'alpine-skiing' (CAT2). */
  slug: string;
  /** Display names; Tamil as Indian Tamil media write it (CAT11). */
  name: Text;
  /** The umbrella it belongs to (CAT3), or null. */
  parent: UmbrellaKey | null;
  /** The sport's pages are organised by category: circuits, tours, weight classes (CAT5). */
  category: boolean;
  /** A side serves: the service marker is shown (CAT6). */
  serving: boolean;
  /** Events are meetings (CAT7). */
  meeting: boolean;
  /** Events are stages of a race (CAT7). */
  stage: boolean;
  /** The match detail page may be indexed by search engines (CAT8). */
  detailIndexed: boolean;
  /** Main odds market: home-draw-away or home-away (CAT10). */
  oddsType: OddsType;
}

/**
 * The regular periods of a timed sport: their stages and length on the rules' clock, defined once
 * here. The game clock's tables (CLK) and the simulator's scripts are both made from it.
 */
export interface TimedPeriods {
  /** Regular periods, in order. */
  stages: readonly EventStage[];
  /** Minutes of one regular period. */
  minutes: number;
  /** Minutes of one overtime period, or null where the sport's overtime has no fixed length (or none). */
  overtimeMinutes: number | null;
  /** Formats that change the lengths (rugby sevens, NBA quarters), by name. */
  variants: Readonly<Record<string, { minutes: number; overtimeMinutes: number | null }>>;
}

type CountedFamily =
  | typeof ClockFamily.halves
  | typeof ClockFamily.rugby
  | typeof ClockFamily.aussieRules
  | typeof ClockFamily.kabaddi;

/** The live clock a sport shows (CAT12, CLK), with its tables. */
export type ClockSpec =
  | {
      family: CountedFamily;
      periods: readonly CountedPeriod[];
      /** Formats with their own table (rugby sevens), by the name of the `TimedPeriods` variant. */
      variants: Readonly<Record<string, readonly CountedPeriod[]>>;
    }
  | { family: typeof ClockFamily.reversed; reversed: ReversedTimeConfig }
  | { family: typeof ClockFamily.frame }
  | { family: typeof ClockFamily.leg }
  | { family: typeof ClockFamily.none };

/** The parts a score is kept in (CAT9) and what they are called (the "set" stages too). */
export interface ScoreParts {
  /** How many period parts a score has: sets, quarters, innings; 0 for an individual sport. */
  count: number;
  /** The parts' noun: 'half', 'quarter', 'set', 'round' (boxing's rounds are "set" stages). */
  noun: PartNoun;
}

/** Who plays (CAT14). */
export interface LineupFacts {
  /** Players who start, by format: `usual` always, other formats by name (rugby `sevens`). */
  starters: { usual: number } & Readonly<Record<string, number>>;
  /**
   * The position codes a line-up carries, each with its name where we can say it in Tamil; null: no
   * Tamil name, so the page leaves the code out rather than show English.
   */
  positions: Readonly<Record<string, Text | null>>;
}

/** How a competition ranks its sides (CAT15). */
export interface DuelStandings {
  /** A points table, a knock-out draw, or neither (fight cards). Leagues may differ (a cup). */
  usual: 'table' | 'draw' | 'none';
  /** Points of one result in a table; null where the sport keeps no table at all. */
  points: PointsRule | null;
  /** Competitions with their own points, by name (first-class cricket). */
  variants: Readonly<Record<string, PointsRule>>;
  /**
   * What a shoot-out after a level match is in the table: `result` (the shoot-out's winner won the
   * match: football cups, ice hockey, floorball), or `bonus` (the match stays drawn, and the shoot-out
   * only earns its winner a bonus point: FIH Pro League Regulations, "Points"; Hockey India League).
   */
  shootout: 'result' | 'bonus';
}

/** When a match may end level (CAT16). */
export type Draws =
  /** The rules always find a winner (overtime, shoot-outs, tie-breaks). */
  | 'never'
  /** A league match may end level; a knock-out tie is settled. */
  | 'league'
  /** Any match may end level: cricket's draws and ties, the judges' draw of a bout. */
  | 'any';

/** How the sport's words read (CAT18). */
export interface SportTerms {
  /** What the main score counts, for "2-1 என்ற கோல் கணக்கில்"; null where no single word fits. */
  scoreUnit: Text | null;
  /** How an incident's time is said: a minute (counted clocks), an over (cricket), or plainly. */
  incidentTime: 'minute' | 'over' | 'at';
}

/**
 * A duel sport's row: what the first screen of every page needs (the catalogue row, the parts and the
 * live clock). The rest of its card is in `DuelCard`. The web bundles every row; keep rows lean
 * (the first screen's budget, docs/ARCHITECTURE.md "What the browser loads").
 */
export interface DuelRow<K extends string = string, I extends number = number> extends RowCommon<K, I> {
  kind: 'duel';
  parts: ScoreParts;
  /** The live clock, its tables made from the card's `periods` (CAT19). */
  clock: ClockSpec;
}

export interface DuelCard<K extends string = string, I extends number = number> extends DuelRow<K, I> {
  /** Regular periods of a timed sport; null for sets, innings, legs, frames, rounds and maps (CAT19). */
  periods: TimedPeriods | null;
  /** The markets books carry for its matches (CAT13). */
  markets: readonly Market[];
  lineup: LineupFacts | null;
  standings: DuelStandings;
  draws: Draws;
  /** Incident kinds its matches may carry (CAT17, DET1), in the order the sport meets them. */
  incidents: readonly IncidentKind[];
  terms: SportTerms;
}

/** A season championship of a race sport: points by finishing place, from the winner down. */
export interface Championship {
  title: Text;
  points: readonly number[];
}

export interface RaceRow<K extends string = string, I extends number = number> extends RowCommon<K, I> {
  kind: 'race';
}

/** The fields of an entrant's row (CDC9) that a sport may fill, beside its results and status. */
export type EntryField = keyof Pick<
  MatchEvent,
  | 'rank'
  | 'tiedRank'
  | 'holesPlayed'
  | 'parToday'
  | 'lapTime'
  | 'gap'
  | 'laps'
  | 'grid'
  | 'pitstops'
  | 'team'
  | 'weight'
  | 'age'
  | 'startingPrice'
>;

type RoundNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20;
/**
 * A stats-result type by name (ENUM13): the named ones, and `round1` ... `round20` for the rounds
 * (golf rounds, alpine runs, speedway heats), which the enumeration numbers 21 to 40.
 */
export type ResultName = Exclude<keyof typeof StatsResultType, 'round1' | 'round20'> | `round${RoundNumber}`;
export type ParticipantStatusName = keyof typeof ParticipantStatus;

/** What an entrant's row of a race sport carries: the ingest API refuses anything else. */
export interface EntryFacts {
  fields: readonly EntryField[];
  /** Its stats results (times, jump distances, missed shots, rounds ...). */
  results: readonly ResultName[];
  /** The states an entrant may end in instead of a place (did not finish, cut, non-runner ...). */
  statuses: readonly ParticipantStatusName[];
}

export interface RaceCard<K extends string = string, I extends number = number> extends RaceRow<K, I> {
  /** Races carry no odds markets here (CAT13). */
  markets: readonly [];
  /** The fields, results and statuses of one entrant's row. */
  entry: EntryFacts;
  /** The sport's championship; null where it keeps no season table (horse racing). */
  championship: Championship | null;
  /** Series with a points scale of their own (speedway within moto racing), by name. */
  championshipVariants: Readonly<Record<string, Championship>>;
}

export interface UmbrellaRow<K extends string = string, I extends number = number> extends RowCommon<K, I> {
  kind: 'umbrella';
}

export interface UmbrellaCard<K extends string = string, I extends number = number> extends UmbrellaRow<
  K,
  I
> {
  /** An umbrella has no events, so no odds (CAT13). */
  markets: readonly [];
}

export type SportRow<K extends string = string, I extends number = number> =
  DuelRow<K, I> | RaceRow<K, I> | UmbrellaRow<K, I>;

export type SportCard<K extends string = string, I extends number = number> =
  DuelCard<K, I> | RaceCard<K, I> | UmbrellaCard<K, I>;

/**
 * Identity functions that check a row's shape and keep its exact type (`SPORT_ROWS.soccer.clock` is
 * soccer's counted clock, not any `ClockSpec`): the registries then know which keys are duels, races
 * and umbrellas, and code reading a fact a sport does not have fails to compile.
 *
 * A card is a plain object (`{ ...soccerRow, ... } as const satisfies DuelCard`), not a call: the web
 * bundles every row (its first screen shows the catalogue and the clocks) and a bundler can leave out
 * the cards' other facts only where nothing but an object literal builds them.
 */
export const duelRow = <const R extends DuelRow>(row: R): R => row;
export const raceRow = <const R extends RaceRow>(row: R): R => row;
export const umbrellaRow = <const R extends UmbrellaRow>(row: R): R => row;

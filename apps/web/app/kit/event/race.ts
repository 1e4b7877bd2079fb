/**
 * No-duel boards (golf, motorsport, cycling, horse racing, winter sports): what a race table shows, as
 * pure functions of the rows. A row is one participant's entry in the race its league names (CDC9):
 * `homeName` is the participant, the figures are the no-duel fields and the stats results.
 *
 * Rules quoted from the spec:
 * - spec 2 §9: golf tied ranks are prefixed T, other ranks suffixed with a dot; winter sports show the
 *   current distance in km for the live leader.
 * - spec 2 §5 (gap display): a zero lap distance uses the gap text; the leader (rank 1) shows no gap;
 *   positive gaps get a plus sign.
 */
import {
  compareText,
  type MatchEvent,
  ParticipantStatus,
  type SportInfo,
  StatsResultType,
  stageTypeTab,
} from '@nerali/domain';
import type { T } from '../../i18n/index.ts';
import { type RaceFamily, raceFacts } from '../sport-facts.ts';

export type { RaceFamily };

/** Which table a race sport gets (its line in kit/sport-facts.ts). */
export function raceFamily(sport: SportInfo): RaceFamily {
  return raceFacts(sport).family;
}

/** Figure columns after position and name, by family, most important first. */
export type RaceColumn =
  | 'toPar'
  | 'today'
  | 'thru'
  | 'round1'
  | 'round2'
  | 'round3'
  | 'round4'
  | 'time'
  | 'laps'
  | 'pits'
  | 'lapTime'
  | 'grid'
  | 'age'
  | 'weight'
  | 'sp'
  | 'jump1'
  | 'jump2'
  | 'points'
  | 'run1'
  | 'run2'
  | 'misses'
  | 'penaltyLaps';

export const FAMILY_COLUMNS: Readonly<Record<RaceFamily, readonly RaceColumn[]>> = {
  golf: ['toPar', 'today', 'thru', 'round1', 'round2', 'round3', 'round4'],
  motor: ['time', 'laps', 'pits', 'lapTime', 'grid'],
  horse: ['age', 'weight', 'sp'],
  cycling: ['time'],
  skiJumping: ['jump1', 'jump2', 'points'],
  alpine: ['run1', 'run2', 'time'],
  crossCountry: ['time'],
  biathlon: ['misses', 'penaltyLaps', 'time'],
};

/**
 * The class of a figure cell (and its header): its column, whether a phone leaves it out, and whether it
 * closes the row on a phone (`ra-endn`) or on a wide screen (`ra-end`), where the row's end padding goes.
 */
export function cellClass(column: RaceColumn, columns: readonly RaceColumn[]): string {
  let cls = `ra-f ra-${column}`;
  if (WIDE_ONLY_COLUMNS.has(column)) cls += ' ra-wide';
  if (column === columns[columns.length - 1]) cls += ' ra-end';
  if (column === columns.filter((c) => !WIDE_ONLY_COLUMNS.has(c)).at(-1)) cls += ' ra-endn';
  return cls;
}

/** Columns a phone leaves out (the table must fit 390 px); they show from 640 px. */
export const WIDE_ONLY_COLUMNS: ReadonlySet<RaceColumn> = new Set([
  'round1',
  'round2',
  'round3',
  'round4',
  'pits',
  'lapTime',
  'grid',
]);

const R = StatsResultType;

function result(event: MatchEvent, type: number): string | undefined {
  const value = event.results?.[type]?.trim();
  return value ? value : undefined;
}

/** The entry's rank: the rank field, else the rank stats result; undefined when unranked. */
export function rankOf(event: MatchEvent): number | undefined {
  if (event.rank !== undefined && event.rank > 0) return event.rank;
  const fromResult = Number(result(event, R.rank));
  return Number.isInteger(fromResult) && fromResult > 0 ? fromResult : undefined;
}

/** [spec 2 §9] "T3" for a golfer sharing third place, "3." for anyone else. */
export function rankText(event: MatchEvent, sport: SportInfo, t: T): string | null {
  const rank = rankOf(event);
  if (rank === undefined) return null;
  return raceFacts(sport).tiedRanks && event.tiedRank
    ? t('race.rankTied', { n: rank })
    : t('race.rank', { n: rank });
}

const STATUS_KEYS = {
  [ParticipantStatus.cutOff]: 'cutOff',
  [ParticipantStatus.disqualified]: 'disqualified',
  [ParticipantStatus.didNotStart]: 'didNotStart',
  [ParticipantStatus.didNotFinish]: 'didNotFinish',
  [ParticipantStatus.withdrawn]: 'withdrawn',
  [ParticipantStatus.retired]: 'retired',
  [ParticipantStatus.notClassified]: 'notClassified',
  [ParticipantStatus.nonRunner]: 'nonRunner',
  [ParticipantStatus.pulledUp]: 'pulledUp',
  [ParticipantStatus.unseatedRider]: 'unseatedRider',
  [ParticipantStatus.fall]: 'fall',
  [ParticipantStatus.broughtDown]: 'broughtDown',
  [ParticipantStatus.refusedToRace]: 'refusedToRace',
  [ParticipantStatus.slippedUp]: 'slippedUp',
} as const;

/** Why an entry has no rank, in words ("ஓடவில்லை"); null for an entry in the race. */
export function statusText(event: MatchEvent, sport: SportInfo, t: T): string | null {
  const status = event.participantStatus;
  if (status === undefined) return null;
  const key = STATUS_KEYS[status];
  if (!key) return null;
  // A horse falls (neuter verb); a skier or a cyclist falls (a person).
  if (key === 'fall' && raceFacts(sport).entrant === 'horse') return t('pstatus.fallHorse');
  return t(`pstatus.${key}`);
}

/** What the time column says for one entry. */
export type RaceTime =
  | { kind: 'none' }
  /** The entry's own time (the leader's, or a time trial's). */
  | { kind: 'time'; text: string }
  /** Behind the leader by a time ("+0.812"). */
  | { kind: 'gap'; text: string }
  /** Lapped: N laps behind the leader. */
  | { kind: 'laps'; laps: number };

/** [spec 2 §5] A positive gap gets a plus sign: "0.812" -> "+0.812"; "+0.812", "-1.2", "0.000" stay. */
export function signedGap(gap: string): string {
  const text = gap.trim();
  if (/^[+-]/.test(text)) return text;
  const positive = /^[\d:.,]+$/.test(text) && /[1-9]/.test(text);
  return positive ? `+${text}` : text;
}

/**
 * [spec 2 §5] The time column: the leader shows no gap (its own time, when it has one); a lapped entry
 * (lap distance above zero) shows the laps; a zero or missing lap distance uses the gap text; an entry
 * with neither shows its time. An entry out of the race (a status) shows nothing.
 */
export function raceTime(event: MatchEvent): RaceTime {
  if (event.participantStatus !== undefined) return { kind: 'none' };
  const time = result(event, R.time);
  if (rankOf(event) === 1) return time ? { kind: 'time', text: time } : { kind: 'none' };
  const lapDistance = Number(result(event, R.lapDistance) ?? '0');
  if (Number.isFinite(lapDistance) && lapDistance > 0) return { kind: 'laps', laps: Math.round(lapDistance) };
  const gap = event.gap?.trim() || result(event, R.gap);
  if (gap) return { kind: 'gap', text: signedGap(gap) };
  return time ? { kind: 'time', text: time } : { kind: 'none' };
}

/**
 * [spec 2 §9] Winter sports: the distance the live leader has covered, in km, or null. The feed writes
 * it as text; a value of 100 or more is taken as metres (no winter race is 100 km long).
 */
export function leaderDistanceKm(event: MatchEvent, sport: SportInfo): string | null {
  if (!raceFacts(sport).leaderDistance || rankOf(event) !== 1 || stageTypeTab(event) !== 'live') return null;
  const raw = result(event, R.currentDistance);
  if (!raw) return null;
  const value = Number(raw.replace(',', '.').replace(/\s*km$/i, ''));
  if (!Number.isFinite(value) || value <= 0) return null;
  const km = value >= 100 ? value / 1000 : value;
  return String(Math.round(km * 10) / 10);
}

/** Golf: a round's strokes (results rounds 1-4). */
export function golfRound(event: MatchEvent, n: number): string | undefined {
  return result(event, R.round1 + n - 1);
}

/**
 * Golf total to par ("-5", "E", "+2"): the entry's main score, which is what a golf row scores. The
 * points result is the fallback for a provider that sends the total there.
 */
export function golfToPar(event: MatchEvent): string | undefined {
  return event.homeScore?.trim() || result(event, R.points);
}

/** Golf writes level par as "E" (even); Tamil says சமம். */
function parText(value: string | undefined, t: T): string | undefined {
  if (!value) return undefined;
  return value.toUpperCase() === 'E' ? t('race.even') : value;
}

/** The text of one figure cell, or undefined when the entry has no value for it. */
export function columnValue(event: MatchEvent, column: RaceColumn, t: T): string | undefined {
  switch (column) {
    case 'toPar':
      return parText(golfToPar(event), t);
    case 'today':
      return parText(event.parToday?.trim(), t);
    case 'thru':
      // 18 says "round done" in every language, with no word to fit in a narrow column.
      return event.holesPlayed === undefined ? undefined : String(event.holesPlayed);
    case 'round1':
    case 'round2':
    case 'round3':
    case 'round4':
      return golfRound(event, Number(column.slice(5)));
    case 'time': {
      const time = raceTime(event);
      if (time.kind === 'none') return undefined;
      if (time.kind === 'laps') return t('race.lapsBehind', { count: time.laps });
      return time.text;
    }
    case 'laps':
      return event.laps === undefined ? undefined : String(event.laps);
    case 'pits':
      return event.pitstops === undefined ? undefined : String(event.pitstops);
    case 'lapTime':
      return event.lapTime?.trim() || undefined;
    case 'grid':
      return event.grid === undefined || event.grid <= 0 ? undefined : String(event.grid);
    case 'age':
      return event.age === undefined ? undefined : String(event.age);
    case 'weight': {
      const weight = event.weight?.trim();
      if (!weight) return undefined;
      // A bare number is kilograms (Indian racing weighs in kg); "9-7" (stones-pounds) stays as written.
      return /^\d+(\.\d+)?$/.test(weight) ? t('race.kg', { n: weight }) : weight;
    }
    case 'sp': {
      const price = event.startingPrice?.trim();
      // Even money is printed "evs" (or "evens") on racecards: said in words, not the abbreviation.
      return price && /^evs$|^evens$/i.test(price) ? t('race.evens') : price || undefined;
    }
    case 'jump1':
      return result(event, R.jumpRound1);
    case 'jump2':
      return result(event, R.jumpRound2);
    case 'points':
      return result(event, R.points);
    case 'run1':
      return result(event, R.round1);
    case 'run2':
      return result(event, R.round1 + 1);
    case 'misses':
      return result(event, R.missedShots);
    case 'penaltyLaps':
      return result(event, R.penaltyLaps);
  }
}

/**
 * Table order: ranked entries by rank, then entries not yet ranked (a race that has not started) by
 * name, then entries out of the race (a status) by name. Ties by name, then id: a total order, the same
 * on the server and in the browser.
 */
export function compareRaceRows(a: MatchEvent, b: MatchEvent): number {
  const band = (e: MatchEvent) => (e.participantStatus !== undefined ? 2 : rankOf(e) === undefined ? 1 : 0);
  return (
    band(a) - band(b) ||
    (rankOf(a) ?? 0) - (rankOf(b) ?? 0) ||
    compareText(a.homeName, b.homeName) ||
    compareText(a.id, b.id)
  );
}

/**
 * The columns a race shows: its family's, without those no entry has a value for (the time column stays
 * while a live leader's covered distance is all it shows). A horse's starting price is the
 * bookmakers' price: shown only where the visitor's region shows odds (`oddsShown`, the geo group's
 * `show_odds_comparison_tab`; never in India: docs/decisions.md, "Bookmaker and odds rules by region").
 */
export function raceColumns(
  events: readonly MatchEvent[],
  sport: SportInfo,
  t: T,
  oddsShown: boolean,
): RaceColumn[] {
  return FAMILY_COLUMNS[raceFamily(sport)].filter(
    (column) =>
      (column !== 'sp' || oddsShown) &&
      events.some(
        (event) =>
          columnValue(event, column, t) !== undefined ||
          (column === 'time' && leaderDistanceKm(event, sport) !== null),
      ),
  );
}

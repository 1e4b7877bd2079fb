/**
 * Small readings of an event every rule needs: its sport's key, numeric scores, whether it was
 * played to a result, the time it took, and a one-line description for the report.
 */
import { CricketGameType, EventStage, type MatchEvent, sportById, StageType } from '@nerali/domain';
import { competitionOf } from '../competitions.ts';
import type { Violation, WorldEvent } from '../model.ts';

export function sportKey(e: { sportId: number }): string {
  return sportById(e.sportId)?.key ?? String(e.sportId);
}

/** Stages that end a match with a result (or none): finished, after extra time or penalties, and the rest. */
const RESULT_STAGES: ReadonlySet<number> = new Set([
  EventStage.finished,
  EventStage.afterExtraTime,
  EventStage.afterPenalties,
  EventStage.retired,
  EventStage.walkover,
  EventStage.awarded,
]);
/** Final stages without a played result. */
const UNPLAYED_STAGES: ReadonlySet<number> = new Set([
  EventStage.canceled,
  EventStage.postponed,
  EventStage.abandoned,
]);

/** Finished with a played result on the field (not a walkover, retirement or award). */
export function isPlayedResult(e: MatchEvent): boolean {
  return (
    e.stageType === StageType.finished &&
    (e.stage === EventStage.finished ||
      e.stage === EventStage.afterExtraTime ||
      e.stage === EventStage.afterPenalties)
  );
}

export function isResultStage(stage: number): boolean {
  return RESULT_STAGES.has(stage);
}
export function isUnplayedStage(stage: number): boolean {
  return UNPLAYED_STAGES.has(stage);
}

/** A score as a whole number, or null ("186/4" in cricket, absent). */
export function scoreNumber(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  return Number(text);
}

export function scores(e: MatchEvent): [number, number] | null {
  const h = scoreNumber(e.homeScore);
  const a = scoreNumber(e.awayScore);
  return h === null || a === null ? null : [h, a];
}

/** Parts as numbers, a missing part (a home half not batted, a period not played) as null. */
export function parts(e: MatchEvent): [(number | null)[], (number | null)[]] {
  return [e.homeParts ?? [], e.awayParts ?? []];
}

export function sum(list: readonly (number | null)[]): number {
  return list.reduce<number>((total, v) => total + (v ?? 0), 0);
}

/**
 * The shortest time a match of the sport can take, in minutes: playing time plus the intervals the
 * laws require, with no stoppage at all (IFAB Law 7: 2x45 + 15; FIBA Art. 8: 4x10 with 2, 15, 2 min
 * breaks; IIHF: 3x20 with two 15-minute intermissions; IHF Rule 2:1: 2x30 + 10; World Rugby Law 5:
 * 2x40 + up to 15, sevens 2x7 + 2; IRL: 2x40 + 10; IFF: 3x20 + 2x10; Futsal Law 7: 2x20 + 15; Beach
 * Soccer Law 7: 3x12 + 2x3; AFL: 4x20 + 6 + 20 + 6; FIH: 4x15 + 2 + 10 + 2; World Netball: 4x15 + 3 +
 * 5 + 3; PKL: 2x20 + 5; NFL: 4x15 + 13; World Aquatics: 4x8 + 2 + 3 + 2). Sports with no clock
 * (tennis, volleyball, darts, baseball ...) get the least a short real match takes: two matches of one
 * side starting closer than that cannot both have been played.
 */
const MIN_DURATION_MIN: Record<string, number> = {
  soccer: 105,
  futsal: 55,
  'beach-soccer': 42,
  basketball: 59,
  hockey: 90,
  'american-football': 73,
  handball: 70,
  'rugby-union': 95,
  'rugby-league': 90,
  floorball: 80,
  bandy: 105,
  'aussie-rules': 112,
  'field-hockey': 72,
  netball: 71,
  kabaddi: 45,
  'water-polo': 39,
  // T20: two innings of 85 minutes and a 10-minute interval (ICC T20I Playing Conditions, clause 12);
  // one-day and timed matches below (CRICKET_MIN_DURATION_MIN).
  cricket: 180,
  baseball: 90,
  pesapallo: 60,
  volleyball: 45,
  'beach-volleyball': 25,
  tennis: 30,
  badminton: 20,
  'table-tennis': 15,
  darts: 20,
  snooker: 45,
  esports: 25,
  boxing: 4,
  mma: 5,
  golf: 120,
  'auto-racing': 20,
  'moto-racing': 20,
  cycling: 60,
  'horse-racing': 1,
  'ski-jumping': 45,
  alpine: 30,
  'cross-country': 15,
  biathlon: 20,
};

/** ODI: two innings of 210 minutes and a 45-minute interval (ICC ODI Playing Conditions, clause 12); a
 * timed match lasts days (a Test five, first-class four): at least one day's play. */
const CRICKET_MIN_DURATION_MIN: Partial<Record<number, number>> = {
  [CricketGameType.odi]: 465,
  [CricketGameType.test]: 24 * 60,
};
/** Rugby sevens: two halves of 7 minutes and a 2-minute interval (World Rugby Law 5, sevens variations). */
const SEVENS_MIN = 16;

export function minDurationS(e: {
  sportId: number;
  cricket?: MatchEvent['cricket'];
  league?: { name: string };
}): number {
  const key = sportKey(e);
  if (key === 'cricket' && e.cricket)
    return (CRICKET_MIN_DURATION_MIN[e.cricket.gameType] ?? MIN_DURATION_MIN.cricket ?? 0) * 60;
  if (key === 'rugby-union' && e.league && competitionOf(key, e.league.name).sevens) return SEVENS_MIN * 60;
  return (MIN_DURATION_MIN[key] ?? 0) * 60;
}

/**
 * [start, end) of the time the event occupies its participants, unix seconds: a finished match
 * until it finished (its stage start), a live one until now or its least length, a scheduled one for
 * its least length. Null for matches not played (cancelled, postponed).
 */
export function interval(
  e: MatchEvent & { league?: { name: string } },
  nowS: number,
): [number, number] | null {
  if (isUnplayedStage(e.stage)) return null;
  const least = e.startTime + minDurationS(e);
  if (e.stageType === StageType.finished) {
    const ended = e.stageStartTime ?? 0;
    return [e.startTime, ended > e.startTime ? ended : least];
  }
  if (e.stageType === StageType.live) return [e.startTime, Math.max(nowS, least)];
  return [e.startTime, least];
}

const TIME = (s: number) => new Date(s * 1000).toISOString().slice(5, 16).replace('T', ' ');

/** "ISL 2026-11-22: Mohun Bagan 2-1 Chennaiyin FC (g_1_x, 11-22 14:30 UTC)". */
export function describe(e: WorldEvent): string {
  const score = e.homeScore !== undefined ? ` ${e.homeScore}-${e.awayScore ?? ''}` : '';
  const who = e.awayName ? `${e.homeName}${score} ${e.awayName}` : `${e.homeName}${score}`;
  return `${e.league.name}: ${who} (${e.id}, ${TIME(e.startTime)} UTC)`;
}

export function at(s: number): string {
  return `${TIME(s)} UTC`;
}

export function violation(e: WorldEvent, check: string, detail: string): Violation {
  return { sportId: e.sportId, check, subject: e.id, detail: `${describe(e)}: ${detail}` };
}

/** Events of the world grouped by a key, each group sorted by start. */
export function groupBy<T extends { startTime: number }>(
  items: Iterable<T>,
  key: (t: T) => string[],
): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    for (const k of key(item)) {
      if (!k) continue;
      const list = out.get(k);
      if (list) list.push(item);
      else out.set(k, [item]);
    }
  }
  for (const list of out.values()) list.sort((a, b) => a.startTime - b.startTime);
  return out;
}

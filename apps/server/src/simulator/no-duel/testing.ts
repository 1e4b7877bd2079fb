/**
 * Helpers for the no-duel tests (and tools that want to watch a race): the races of a sport around a
 * day, a race's rows at a race second, and the checks every race must pass at every instant.
 */
import { type MatchEvent, ParticipantStatus, SPORT_CARDS, StageType, StatsResultType } from '@nerali/domain';
import { expect } from 'vitest';
import { DAY_S } from './calendar.ts';
import { parseTime } from './format.ts';
import { raceRoomById } from '../sports/index.ts';
import { raceRulesOf } from './rules-of.ts';
import { raceEventsAt } from './track.ts';
import type { Race, RaceRules } from './types.ts';

/** 2026-03-10, a Tuesday. */
export const TEST_DAY = 20_522;

export function racesOf(sportId: number, seed: number, fromDay = TEST_DAY, days = 7): Race[] {
  const room = raceRoomById(sportId);
  const races: Race[] = [];
  for (let day = fromDay; day < fromDay + days; day++) races.push(...room.calendar(seed, day));
  return races;
}

export const rulesOf = (race: Race): RaceRules => raceRulesOf(raceRoomById(race.sportId), race);

/** How long a race lasts, in race seconds. */
export function durationOf(race: Race): number {
  const rules = rulesOf(race);
  return rules.duration(rules.script(race));
}

/** The rows of a race at race second t (negative: before the start), at speed 1. */
export function rowsAt(race: Race, t: number, script?: unknown): MatchEvent[] {
  return raceEventsAt(race, rulesOf(race), (race.startTime + t) * 1000, 1, script).events;
}

const GOLF = SPORT_CARDS.golf.id;

/**
 * What must hold for the rows of one race at one instant:
 * - [CDC9] one row per entrant, `away*` empty, ids g_{sport}_{8-16 letters or digits};
 * - an entry with a status (non-runner, did not finish, cut ...) has no rank;
 * - ranks are 1..k without gaps or repeats, except golf, where a rank is 1 + the number of players
 *   with a strictly better total and equal totals share it (tiedRank);
 * - a scheduled race has no ranks and no results.
 */
export function checkRows(race: Race, rows: readonly MatchEvent[]): void {
  expect(rows).toHaveLength(race.entrants.length);
  const ranked = rows.filter((r) => r.rank !== undefined);
  for (const row of rows) {
    expect(row.id).toMatch(new RegExp(`^g_${race.sportId}_[A-Za-z0-9]{8,16}$`));
    expect(row.awayId).toBe('');
    expect(row.awayName).toBe('');
    expect(row.leagueId).toBe(race.league.id);
    if (row.participantStatus !== undefined) expect(row.rank).toBeUndefined();
    if (row.stageType === StageType.scheduled) {
      expect(row.rank).toBeUndefined();
      expect(row.results).toBeUndefined();
    }
  }
  if (race.sportId === GOLF) {
    const total = (r: MatchEvent) => toParValue(r.results?.[StatsResultType.points] ?? 'E');
    const lastRound = race.format.kind === 'golf' && race.format.round === 4;
    const finishedWithPlayoff = lastRound && rows[0]?.stageType === StageType.finished;
    for (const row of ranked) {
      const better = ranked.filter((o) => total(o) < total(row)).length;
      const same = ranked.filter((o) => total(o) === total(row)).length;
      // A play-off splits the players tied for first: the winner 1, the others 2.
      if (finishedWithPlayoff && better === 0 && same > 1) expect([1, 2]).toContain(row.rank);
      else expect(row.rank).toBe(better + 1);
      if (!(finishedWithPlayoff && better === 0)) expect(row.tiedRank ?? false).toBe(same > 1);
    }
  } else {
    expect(ranked.map((r) => r.rank).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      ranked.map((_, i) => i + 1),
    );
    for (const row of rows) expect(row.tiedRank).toBeUndefined();
  }
}

/** "-9" -> -9, "E" -> 0, "+2" -> 2. */
export const toParValue = (text: string) => (text === 'E' ? 0 : Number(text));

/**
 * A finished race has one winner (rank 1, not tied; a golf round before the last may end with several
 * players sharing the lead), and every finisher's gap is its time minus the winner's (spec 2 §5: the
 * leader shows no gap), unless it finished laps down.
 */
export function checkFinished(race: Race, rows: readonly MatchEvent[]): void {
  expect(
    rows.filter((r) => r.stageType !== StageType.finished),
    race.key,
  ).toEqual([]);
  const winners = rows.filter((r) => r.rank === 1);
  if (race.format.kind === 'golf' && race.format.round < 4) {
    expect(winners.length).toBeGreaterThan(0);
    return;
  }
  expect(winners).toHaveLength(1);
  const winner = winners[0] as MatchEvent;
  expect(winner.tiedRank).toBeUndefined();
  expect(winner.gap).toBeUndefined();
  const winnerTime = winner.results?.[StatsResultType.time];
  for (const row of rows) {
    const time = row.results?.[StatsResultType.time];
    const lapsDown = Number(row.results?.[StatsResultType.lapDistance] ?? '0');
    if (row.rank === undefined || row.rank === 1 || !time || !winnerTime || !row.gap || lapsDown > 0)
      continue;
    const decimals = (time.split('.')[1] ?? '').length;
    const diff = Math.round((parseTime(time) - parseTime(winnerTime)) * 10 ** decimals);
    expect(Math.round(parseTime(row.gap) * 10 ** decimals), `${row.homeName} ${time} ${row.gap}`).toBe(diff);
  }
  for (const row of rows) {
    if (row.participantStatus === ParticipantStatus.nonRunner) expect(row.results).toBeUndefined();
  }
}

export const dayOf = (unixS: number) => Math.floor(unixS / DAY_S);

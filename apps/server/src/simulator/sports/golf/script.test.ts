import { EventStage, type MatchEvent, ParticipantStatus, StageType, StatsResultType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { DAY_S } from '../../no-duel/calendar.ts';
import { durationOf, racesOf, rowsAt, toParValue } from '../../no-duel/testing.ts';
import type { Race } from '../../no-duel/types.ts';
import { COURSE_PAR, golfScript } from './script.ts';

const GOLF = 23;
const points = (row: MatchEvent) => row.results?.[StatsResultType.points];
const round = (row: MatchEvent, n: number) => row.results?.[StatsResultType.round1 + n - 1];
const roundOf = (race: Race) => (race.format.kind === 'golf' ? race.format.round : 0);
const end = (race: Race) => rowsAt(race, durationOf(race) + 1);

/** Complete tournaments (all four rounds) of four weeks, each as its rounds in order. */
function tournaments(seed: number): Race[][] {
  const byKey = new Map<string, Race[]>();
  for (const race of racesOf(GOLF, seed, 20_517, 28)) {
    const key = race.key.split(':').slice(0, 3).join(':');
    byKey.set(key, [...(byKey.get(key) ?? []), race]);
  }
  return [...byKey.values()].filter((rounds) => rounds.map(roundOf).join() === '1,2,3,4');
}

describe('golf', () => {
  it('plays four rounds on four days, each round its own league, live on its day, then finished', () => {
    const rounds = tournaments(1)[0] as Race[];
    rounds.forEach((race, k) => {
      expect(race.startTime - (rounds[0] as Race).startTime).toBe(k * DAY_S);
      expect(race.league.name.en).toMatch(new RegExp(` — Round ${k + 1}$`));
      expect(race.league.name.ta).toMatch(new RegExp(` — சுற்று ${k + 1}$`));
      expect(new Set(rounds.map((r) => r.league.templateKey)).size).toBe(1);
      expect(rowsAt(race, -1)[0]?.stage).toBe(EventStage.scheduled);
      const during = rowsAt(race, 3600)[0];
      expect(during?.stage).toBe(EventStage.golfRound1 + k);
      expect(during?.stageType).toBe(StageType.live);
      expect(durationOf(race)).toBeLessThan(12 * 3600);
      expect(end(race).every((r) => r.stage === EventStage.finished)).toBe(true);
    });
    // The next day's round carries on from the totals the day before ended with.
    const after1 = new Map(end(rounds[0] as Race).map((r) => [r.homeId, points(r)]));
    for (const row of rowsAt(rounds[1] as Race, 1)) {
      if (row.holesPlayed === 0) expect(points(row)).toBe(after1.get(row.homeId));
    }
  });

  it('counts holes 0-18 in the round and shows par today for the holes played', () => {
    const race = (tournaments(2)[0] as Race[])[0] as Race;
    const script = golfScript(race);
    for (let t = 0; t < durationOf(race); t += 600) {
      for (const row of rowsAt(race, t, script)) {
        expect(row.holesPlayed).toBeGreaterThanOrEqual(0);
        expect(row.holesPlayed).toBeLessThanOrEqual(18);
        if (row.holesPlayed === 0) expect(row.parToday).toBeUndefined();
        // In round 1, today is the whole tournament so far.
        if ((row.holesPlayed ?? 0) > 0 && row.participantStatus === undefined)
          expect(row.parToday).toBe(points(row));
      }
    }
    const done = end(race).filter((r) => r.participantStatus === undefined);
    expect(done.every((r) => r.holesPlayed === 18 && Number(round(r, 1)) > 55)).toBe(true);
  });

  it('cuts after round 2: outside the top N and ties, cut off, without a rank, playing no more', () => {
    for (const [, second, third] of tournaments(3)) {
      if (!second || !third || second.format.kind !== 'golf') continue;
      const rows = end(second);
      const cut = rows.filter((r) => r.participantStatus === ParticipantStatus.cutOff);
      const made = rows.filter((r) => r.participantStatus === undefined);
      expect(cut.length).toBeGreaterThan(0);
      expect(made.length).toBeGreaterThanOrEqual(Math.min(second.format.cutTop, made.length + cut.length));
      const worstMade = Math.max(...made.map((r) => toParValue(points(r) ?? 'E')));
      for (const r of cut) {
        expect(r.rank).toBeUndefined();
        expect(toParValue(points(r) ?? 'E')).toBeGreaterThan(worstMade);
      }
      // Nobody is cut before the last group finishes round 2.
      expect(
        rowsAt(second, durationOf(second) - 1).some((r) => r.participantStatus === ParticipantStatus.cutOff),
      ).toBe(false);
      const cutIds = new Set(cut.map((r) => r.homeId));
      for (const r of end(third)) {
        if (!cutIds.has(r.homeId)) continue;
        expect(r.participantStatus).toBe(ParticipantStatus.cutOff);
        expect(r.holesPlayed).toBeUndefined();
        expect(round(r, 3)).toBeUndefined();
      }
    }
  });

  it('[spec 2 §9] shares ranks on equal totals (T) and settles a tie for first by a play-off', () => {
    let ties = 0;
    let playoffs = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const rounds of tournaments(seed)) {
        const last = rounds[3] as Race;
        const script = golfScript(last);
        const rows = end(last);
        ties += rows.filter((r) => r.tiedRank).length;
        const winners = rows.filter((r) => r.rank === 1);
        expect(winners).toHaveLength(1);
        expect(winners[0]?.tiedRank).toBeUndefined();
        if (script.playoffWinner === undefined) continue;
        playoffs++;
        const best = toParValue(points(winners[0] as MatchEvent) ?? 'E');
        expect(
          rows.filter((r) => r.rank === 2 && toParValue(points(r) ?? 'E') === best).length,
        ).toBeGreaterThan(0);
      }
    }
    expect(ties).toBeGreaterThan(20);
    expect(playoffs).toBeGreaterThan(0);
  });

  it('adds up: the total to par is the strokes of the four rounds minus four pars', () => {
    const last = (tournaments(4)[1] as Race[])[3] as Race;
    for (const row of end(last)) {
      if (row.participantStatus !== undefined) continue;
      const strokes = [1, 2, 3, 4].reduce((sum, n) => sum + Number(round(row, n)), 0);
      expect(toParValue(points(row) ?? '')).toBe(strokes - 4 * COURSE_PAR);
    }
  });
});

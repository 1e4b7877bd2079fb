import { EventStage, type MatchEvent, sportById, StageType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { applyState, checkAgainstSport, deriveTimes, modelStateOf } from './event-mapping.ts';

const NOW_S = 1_795_000_000;
const base: MatchEvent = {
  id: 'g_1_abcdefgh1234',
  sportId: 1,
  leagueId: '1_x',
  startTime: NOW_S - 600,
  stageType: StageType.live,
  stage: EventStage.firstHalf,
  stageStartTime: NOW_S - 600,
  homeId: 'a',
  awayId: 'b',
  homeName: 'A',
  awayName: 'B',
  homeScore: '0',
  awayScore: '0',
};

describe('event mapping', () => {
  it('maps names to the model: status, stage, service, winner, cricket', () => {
    const state = modelStateOf({
      seq: 1,
      status: 'finished',
      stage: 'afterPenalties',
      service: 'away',
      winner: 'draw',
      cricket: { gameType: 't20', batting: 'home', home: [{ runs: 186, wickets: 4, overs: '20' }], away: [] },
    });
    expect(state).toMatchObject({
      stageType: StageType.finished,
      stage: EventStage.afterPenalties,
      service: 2,
      winner: 0,
      cricket: { gameType: 5149868, batting: 1, home: [{ runs: 186, wickets: 4, overs: '20' }], away: [] },
    });
  });

  it('a PATCH keeps what is not sent and removes what is sent as null', () => {
    const next = applyState(
      { ...base, gameTime: '12' },
      modelStateOf({ seq: 2, homeScore: '1', gameTime: null }),
    );
    expect(next.homeScore).toBe('1');
    expect(next.awayScore).toBe('0');
    expect('gameTime' in next).toBe(false);
  });

  it('keeps the stage start while the stage stays, and starts a new live stage now', () => {
    const same = deriveTimes({ ...base, homeScore: '1', stageStartTime: undefined }, base, undefined, NOW_S);
    expect(same.stageStartTime).toBe(base.stageStartTime);
    const second = deriveTimes({ ...base, stage: EventStage.secondHalf }, base, undefined, NOW_S);
    expect(second.stageStartTime).toBe(NOW_S);
    const sent = deriveTimes(
      { ...base, stage: EventStage.secondHalf, stageStartTime: NOW_S - 5 },
      base,
      NOW_S - 5,
      NOW_S,
    );
    expect(sent.stageStartTime).toBe(NOW_S - 5);
    const over = deriveTimes(
      { ...base, stageType: StageType.finished, stage: EventStage.finished },
      base,
      undefined,
      NOW_S,
    );
    expect(over.stageStartTime).toBeUndefined();
  });

  it('marks a live score change for the highlight, and only a live one', () => {
    expect(deriveTimes({ ...base, homeScore: '1' }, base, undefined, NOW_S).scoreChangedAt).toBe(NOW_S);
    const kept = deriveTimes(
      { ...base, gameTime: '30' },
      { ...base, scoreChangedAt: NOW_S - 100 },
      undefined,
      NOW_S,
    );
    expect(kept.scoreChangedAt).toBe(NOW_S - 100);
    const fixed = { ...base, stageType: StageType.finished, stage: EventStage.finished, homeScore: '3' };
    expect(deriveTimes(fixed, base, undefined, NOW_S).scoreChangedAt).toBeUndefined();
  });

  it('a correction is no goal: a score taken back clears the last goal time instead of renewing it', () => {
    const goal = deriveTimes({ ...base, homeScore: '1' }, base, undefined, NOW_S);
    expect(goal.scoreChangedAt).toBe(NOW_S);
    const takenBack = deriveTimes({ ...goal, homeScore: '0' }, goal, undefined, NOW_S + 40);
    expect(takenBack.scoreChangedAt).toBeUndefined();
    // The next real goal is greeted again.
    expect(
      deriveTimes({ ...takenBack, awayScore: '1' }, takenBack, undefined, NOW_S + 90).scoreChangedAt,
    ).toBe(NOW_S + 90);
  });

  it('refuses what the sport cannot take', () => {
    const football = sportById(1);
    const tennis = sportById(2);
    if (!football || !tennis) throw new Error('catalogue');
    expect(() => checkAgainstSport({ ...base, homeParts: [1, 0] }, football)).toThrow(/1 score parts, got 2/);
    expect(() => checkAgainstSport({ ...base, service: 1 }, football)).toThrow(/no service/);
    expect(() =>
      checkAgainstSport({ ...base, sportId: 2, service: 1, homeParts: [6, 4, 7, 6, 7] }, tennis),
    ).not.toThrow();
    expect(() =>
      checkAgainstSport(
        { ...base, cricket: { gameType: 5149868, batting: 0, home: [], away: [] } },
        football,
      ),
    ).toThrow(/cricket/);
  });

  it('takes a count as the score, and runs/wickets in cricket', () => {
    const football = sportById(1);
    const cricket = sportById(13);
    if (!football || cricket?.key !== 'cricket') throw new Error('catalogue');
    for (const score of ['0', '12', '']) {
      expect(() => checkAgainstSport({ ...base, homeScore: score }, football), score).not.toThrow();
    }
    for (const score of ['x', '1-0', '-1', '1.5', ' 1', '12345']) {
      expect(() => checkAgainstSport({ ...base, awayScore: score }, football), score).toThrow(
        /awayScore.*whole number/s,
      );
    }
    const cricketBase = { ...base, sportId: 13 };
    for (const score of ['186', '186/4', '250/7d', '186/4 & 20/1']) {
      expect(() => checkAgainstSport({ ...cricketBase, homeScore: score }, cricket), score).not.toThrow();
    }
    for (const score of ['186-4', '186/4/1', 'all out']) {
      expect(() => checkAgainstSport({ ...cricketBase, homeScore: score }, cricket), score).toThrow(/runs/);
    }
  });
});

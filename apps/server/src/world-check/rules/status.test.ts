import { EventStage, StageType, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { checksOf, ev, HOUR, league, NOW_S, scheduled, worldOf } from '../testing/worlds.ts';
import { clockRule, stageRule, winnerRule } from './status.ts';

describe('status', () => {
  it('a first-class match at stumps is "after day N", finished for the day but not totally (spec 1 §4)', () => {
    const ranji = league('Ranji Trophy', 'cricket');
    expect(stageRule(worldOf([ev({ league: ranji, stage: EventStage.afterDay1 })]))).toEqual([]);
    expect(
      stageRule(worldOf([ev({ league: ranji, stageType: StageType.live, stage: EventStage.afterDay1 })])),
    ).toEqual([]);
    // Only multi-day matches have days: a football match "after day 2" is no stage at all.
    expect(checksOf(stageRule(worldOf([ev({ stage: EventStage.afterDay2 })])))).toEqual(['status.stage']);
    // A first-class match finished is at a final stage, not at a break.
    expect(checksOf(stageRule(worldOf([ev({ league: ranji, stage: EventStage.tea })])))).toEqual([
      'status.stage',
    ]);
  });
  it('a football match cannot finish an hour after kick-off (IFAB Law 7: 2x45 and half-time)', () => {
    expect(checksOf(clockRule(worldOf([ev({ stageStartTime: NOW_S - 2 * HOUR + 60 * 60 })])))).toEqual([
      'status.clock',
    ]);
    expect(clockRule(worldOf([ev()]))).toEqual([]);
  });
  it('a match still to come an hour and more after its start fails; one in the future passes', () => {
    expect(checksOf(clockRule(worldOf([scheduled({ startTime: NOW_S - 2 * HOUR })])))).toEqual([
      'status.clock',
    ]);
    expect(clockRule(worldOf([scheduled()]))).toEqual([]);
  });
  it('the winner is the side with more; level scores have one only after a shoot-out', () => {
    expect(checksOf(winnerRule(worldOf([ev({ winner: Winner.away })])))).toEqual(['status.winner']);
    expect(
      checksOf(winnerRule(worldOf([ev({ homeScore: '1', awayScore: '1', winner: Winner.home })]))),
    ).toEqual(['status.winner']);
    expect(
      winnerRule(
        worldOf([
          ev({ homeScore: '1', awayScore: '1', winner: Winner.home, stage: EventStage.afterPenalties }),
        ]),
      ),
    ).toEqual([]);
  });
});

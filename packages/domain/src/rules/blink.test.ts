import { describe, expect, it } from 'vitest';
import { EventStage, StageType } from '../enums.ts';
import { COUNTED_TIME_SPORT_IDS, isGameTimeBlinking } from './blink.ts';
import { T0, testEvent } from './test-support.ts';

describe('game-time blink', () => {
  it('[RES4] counts time in soccer, bandy, rugby union, rugby league and aussie rules', () => {
    expect([...COUNTED_TIME_SPORT_IDS].sort((a, b) => a - b)).toEqual([1, 8, 10, 18, 19]);
  });

  it('[RES3] blinks in a running stage of a counted-time sport', () => {
    for (const stage of [
      EventStage.firstHalf,
      EventStage.secondHalf,
      EventStage.extraTime,
      EventStage.live,
    ]) {
      expect(isGameTimeBlinking(testEvent({ stage }), T0)).toBe(true);
    }
    expect(isGameTimeBlinking(testEvent({ sportId: 18, stage: EventStage.thirdQuarter }), T0)).toBe(true);
  });

  it('[RES3] does not blink at half time, in penalties, or when the event is not live', () => {
    expect(isGameTimeBlinking(testEvent({ stage: EventStage.halfTime }), T0)).toBe(false);
    expect(isGameTimeBlinking(testEvent({ stage: EventStage.penalties }), T0)).toBe(false);
    expect(
      isGameTimeBlinking(testEvent({ stageType: StageType.finished, stage: EventStage.finished }), T0),
    ).toBe(false);
  });

  it('[RES3] blinks in other sports only while the game time is positive', () => {
    const quarter = { sportId: 3, stage: EventStage.firstQuarter, stageStartTime: T0 };
    expect(isGameTimeBlinking(testEvent(quarter), T0 + 60)).toBe(true);
    expect(isGameTimeBlinking(testEvent(quarter), T0 + 601)).toBe(false);
    expect(isGameTimeBlinking(testEvent({ sportId: 3, stage: EventStage.firstQuarter }), T0)).toBe(false);
    expect(
      isGameTimeBlinking(testEvent({ sportId: 7, stage: EventStage.firstHalf, gameTime: '12' }), T0),
    ).toBe(true);
    expect(
      isGameTimeBlinking(testEvent({ sportId: 7, stage: EventStage.firstHalf, gameTime: '0' }), T0),
    ).toBe(false);
    expect(isGameTimeBlinking(testEvent({ sportId: 7, stage: EventStage.firstHalf }), T0)).toBe(false);
  });

  it('[RES3] does not blink beside a frame or leg number', () => {
    const darts = testEvent({ sportId: 14, stage: EventStage.live, homeScore: '1', awayScore: '1' });
    expect(isGameTimeBlinking(darts, T0)).toBe(false);
  });
});

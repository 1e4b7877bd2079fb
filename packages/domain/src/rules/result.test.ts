import { describe, expect, it } from 'vitest';
import { EventStage, StageType, Winner } from '../enums.ts';
import { isResultShown, isTotallyFinished, stageTypeTab } from './result.ts';
import { testEvent } from './test-support.ts';

const finished = (overrides = {}) =>
  testEvent({ stageType: StageType.finished, stage: EventStage.finished, ...overrides });

describe('result shown', () => {
  it('[RES1] shows the score of a live event', () => {
    expect(isResultShown(testEvent({ homeScore: '1', awayScore: '0' }))).toBe(true);
  });

  it('[RES1] shows a live 0-0 (a goalless first half is a score)', () => {
    expect(isResultShown(testEvent({ homeScore: '0', awayScore: '0' }))).toBe(true);
  });

  it('[RES1] shows the score of a finished event', () => {
    expect(isResultShown(finished({ homeScore: '2', awayScore: '2', winner: Winner.draw }))).toBe(true);
    expect(isResultShown(finished({ homeScore: '3', awayScore: '1', winner: Winner.home }))).toBe(true);
  });

  it('[RES1] shows a 0-0 decided on penalties (the winner is not a draw, the score is real)', () => {
    const e = finished({
      stage: EventStage.afterPenalties,
      homeScore: '0',
      awayScore: '0',
      winner: Winner.away,
    });
    expect(isResultShown(e)).toBe(true);
    expect(isResultShown({ ...e, stage: EventStage.finished })).toBe(false);
  });

  it('[RES1] hides the score of a postponed or canceled event', () => {
    const score = { homeScore: '1', awayScore: '0' };
    expect(isResultShown(finished({ ...score, stage: EventStage.postponed }))).toBe(false);
    expect(isResultShown(finished({ ...score, stage: EventStage.canceled }))).toBe(false);
  });

  it('[RES1] shows the score of an event to finish, whatever its stage type', () => {
    const score = { homeScore: '1', awayScore: '1', stage: EventStage.toFinish };
    expect(isResultShown(testEvent({ ...score, stageType: StageType.scheduled }))).toBe(true);
    expect(isResultShown(testEvent({ ...score, stageType: StageType.finished }))).toBe(true);
  });

  it('[RES1] hides the score of a scheduled event', () => {
    const e = testEvent({
      stageType: StageType.scheduled,
      stage: EventStage.scheduled,
      homeScore: '0',
      awayScore: '0',
    });
    expect(isResultShown(e)).toBe(false);
  });

  it('[RES1] hides an empty score', () => {
    expect(isResultShown(testEvent({}))).toBe(false);
    expect(isResultShown(testEvent({ homeScore: '', awayScore: '' }))).toBe(false);
    expect(isResultShown(testEvent({ homeScore: '1' }))).toBe(false);
    expect(isResultShown(finished({ homeScore: ' ', awayScore: '2' }))).toBe(false);
  });

  it('[RES1] hides a finished 0-0 without a draw (walkover, award) unless the event ended in retirement', () => {
    const nil = { homeScore: '0', awayScore: '0' };
    expect(isResultShown(finished({ ...nil, winner: Winner.draw }))).toBe(true);
    expect(isResultShown(finished({ ...nil, winner: Winner.home }))).toBe(false);
    expect(isResultShown(finished({ ...nil }))).toBe(false);
    expect(isResultShown(finished({ ...nil, stage: EventStage.walkover, winner: Winner.away }))).toBe(false);
    expect(isResultShown(finished({ ...nil, stage: EventStage.retired, winner: Winner.home }))).toBe(true);
  });
});

describe('totally finished', () => {
  it('[RES2] a finished stage type is totally finished', () => {
    expect(isTotallyFinished(finished())).toBe(true);
    expect(isTotallyFinished(finished({ stage: EventStage.afterPenalties }))).toBe(true);
  });

  it('[RES2] an interrupted or after-day event is not totally finished', () => {
    expect(isTotallyFinished(finished({ stage: EventStage.interrupted }))).toBe(false);
    for (const stage of [
      EventStage.afterDay1,
      EventStage.afterDay2,
      EventStage.afterDay3,
      EventStage.afterDay4,
      EventStage.afterDay5,
    ]) {
      expect(isTotallyFinished(finished({ sportId: 13, stage }))).toBe(false);
    }
  });

  it('[RES2] a live or scheduled event is not totally finished', () => {
    expect(isTotallyFinished(testEvent())).toBe(false);
    expect(
      isTotallyFinished(testEvent({ stageType: StageType.scheduled, stage: EventStage.scheduled })),
    ).toBe(false);
  });
});

describe('stage tab', () => {
  it('[RES6] puts each event on the tab of its stage type', () => {
    expect(stageTypeTab(testEvent())).toBe('live');
    expect(stageTypeTab(finished())).toBe('finished');
    expect(stageTypeTab(testEvent({ stageType: StageType.scheduled, stage: EventStage.delayed }))).toBe(
      'scheduled',
    );
  });

  it('[RES6] keeps a Test match between days, or an interrupted one, with the live events', () => {
    expect(stageTypeTab(finished({ sportId: 13, stage: EventStage.afterDay2 }))).toBe('live');
    expect(stageTypeTab(finished({ stage: EventStage.interrupted }))).toBe('live');
  });
});

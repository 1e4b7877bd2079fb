import { describe, expect, it } from 'vitest';
import { EventStage, Winner } from '../enums.ts';
import { refineForm } from './form.ts';

describe('[FRM1] [S2 4.12] form results refined', () => {
  it('[S2 4.12] a shoot-out after a draw: draw-then-win for its winner, draw-then-loss for the other', () => {
    const event = { stage: EventStage.afterPenalties, winner: Winner.home };
    expect(refineForm('W', event, 1)).toBe('drawThenWin');
    expect(refineForm('L', event, 2)).toBe('drawThenLoss');
  });

  it('[S2 4.12] a shoot-out worth only a bonus point (the match counts as drawn): the refinement says who took it', () => {
    const event = { stage: EventStage.afterPenalties, winner: Winner.away };
    expect(refineForm('D', event, 2)).toBe('drawThenWin');
    expect(refineForm('D', event, 1)).toBe('drawThenLoss');
    expect(refineForm('D', { stage: EventStage.afterPenalties }, 1)).toBeNull();
  });

  it('[S2 4.12] decided in extra time: win or loss after extra time', () => {
    const event = { stage: EventStage.afterExtraTime, winner: Winner.away };
    expect(refineForm('W', event, 2)).toBe('winAfterExtraTime');
    expect(refineForm('L', event, 1)).toBe('lossAfterExtraTime');
    expect(refineForm('D', { stage: EventStage.afterExtraTime, winner: Winner.draw }, 1)).toBeNull();
  });

  it('[S2 4.12] decided in regulation time: no refinement', () => {
    expect(refineForm('W', { stage: EventStage.finished, winner: Winner.home }, 1)).toBeNull();
    expect(refineForm('D', { stage: EventStage.finished, winner: Winner.draw }, 1)).toBeNull();
  });
});

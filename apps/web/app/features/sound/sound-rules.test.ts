import { type MatchEvent, StageType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { gameEvents } from '../../kit/event/game-events.ts';
import { SoundHistory, SoundId, soundOf } from './sound-rules.ts';

const GAME = 'g_1_ISL00001';
const MATCH = 'g_2_ATP00001';

function event(sportId: number, extra: Partial<MatchEvent> = {}): MatchEvent {
  return {
    id: sportId === 2 ? MATCH : GAME,
    sportId: sportId as MatchEvent['sportId'],
    leagueId: 'l',
    startTime: 0,
    stageType: StageType.live,
    stage: 12 as MatchEvent['stage'],
    homeId: 'h',
    awayId: 'a',
    homeName: 'Chennaiyin FC',
    awayName: 'Kerala Blasters',
    homeScore: '0',
    awayScore: '0',
    ...extra,
  } as MatchEvent;
}

/** The sound that one change of a game makes, with the game's history so far. */
function sound(history: SoundHistory, before: MatchEvent, after: MatchEvent) {
  return history.pick(after.id, after.sportId, gameEvents(before, after));
}

describe('sounds by sport', () => {
  it('football: cheers for a goal, red card, correction, end of game', () => {
    const h = new SoundHistory();
    const start = event(1);
    const goal = event(1, { homeScore: '1' });
    expect(sound(h, start, goal)).toBe(SoundId.cheers);
    expect(sound(h, goal, { ...goal, awayRedCards: 1 })).toBe(SoundId.redCard);
    expect(sound(h, goal, start)).toBe(SoundId.correction);
    expect(sound(h, goal, { ...goal, stageType: StageType.finished })).toBe(SoundId.endOfGame);
  });

  it('tennis: a game, a set (game-set), the match (game-set-match)', () => {
    const h = new SoundHistory();
    const s0 = event(2, { homeParts: [3], awayParts: [2] });
    const game = { ...s0, homeParts: [4] };
    expect(sound(h, s0, game)).toBe(SoundId.tennisGame);
    const set = { ...game, homeScore: '1', homeParts: [6, 0] };
    expect(sound(h, game, set)).toBe(SoundId.gameSet);
    const match = { ...set, homeScore: '2', homeParts: [6, 6], stageType: StageType.finished };
    expect(sound(h, set, match)).toBe(SoundId.gameSetMatch);
  });

  it('a kick-off (a first 0-0) and a basketball basket make no sound; its final whistle does', () => {
    const h = new SoundHistory();
    const scheduled = event(1, {
      stageType: StageType.scheduled,
      homeScore: undefined,
      awayScore: undefined,
    });
    expect(sound(h, scheduled, event(1))).toBeNull();
    const basket = event(3, { id: 'g_3_NBA00001', homeScore: '2' });
    expect(sound(h, event(3, { id: 'g_3_NBA00001' }), basket)).toBeNull();
    expect(sound(h, basket, { ...basket, stageType: StageType.finished })).toBe(SoundId.endOfGame);
  });

  it('one sound per change: the last goal with the final whistle plays the whistle', () => {
    const h = new SoundHistory();
    expect(sound(h, event(1), event(1, { homeScore: '1', stageType: StageType.finished }))).toBe(
      SoundId.endOfGame,
    );
  });

  it('soundOf maps every sound event of every sport to a file', () => {
    expect(soundOf(1, 'scoreIncremented')).toBe('cheers');
    expect(soundOf(2, 'finished')).toBe('game-set-match');
    expect(soundOf(13, 'correction')).toBe('correction');
  });
});

describe('per-game sound history (spec 1 §4)', () => {
  it('no score sound after the game finished (a late correction upward stays quiet)', () => {
    const h = new SoundHistory();
    const live = event(1, { homeScore: '1' });
    const finished = { ...live, stageType: StageType.finished };
    expect(sound(h, live, finished)).toBe(SoundId.endOfGame);
    expect(sound(h, finished, { ...finished, homeScore: '2' })).toBeNull();
    // Another game is not affected.
    const other = event(1, { id: 'g_1_ISL00002' });
    expect(sound(h, other, { ...other, homeScore: '1' })).toBe(SoundId.cheers);
  });

  it('no tennis-game sound once both finished and score-increment have played', () => {
    const h = new SoundHistory();
    const s0 = event(2, { homeParts: [5], awayParts: [4] });
    const set = { ...s0, homeScore: '1', homeParts: [6, 0] };
    expect(sound(h, s0, set)).toBe(SoundId.gameSet);
    // Finished alone has not silenced the games yet ... (a retirement, then data catching up)
    const over = { ...set, stageType: StageType.finished };
    expect(sound(h, set, over)).toBe(SoundId.gameSetMatch);
    expect(sound(h, over, { ...over, awayParts: [4, 1] })).toBeNull();
  });

  it('the tennis-game sound still plays after finished when no score-increment played', () => {
    const h = new SoundHistory();
    const s0 = event(2, { homeParts: [2], awayParts: [2] });
    const over = { ...s0, stageType: StageType.finished };
    expect(sound(h, s0, over)).toBe(SoundId.gameSetMatch);
    expect(sound(h, over, { ...over, homeParts: [3] })).toBe(SoundId.tennisGame);
  });

  it('forget() starts a game afresh', () => {
    const h = new SoundHistory();
    const live = event(1, { homeScore: '1' });
    const finished = { ...live, stageType: StageType.finished };
    sound(h, live, finished);
    h.forget(GAME);
    expect(sound(h, finished, { ...finished, homeScore: '2' })).toBe(SoundId.cheers);
  });
});

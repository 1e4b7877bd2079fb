/**
 * Which sound a change of a followed game makes (spec 1 §4 "Sound"). Pure.
 *
 * - Sound events: finished, correction, score-incremented, tennis-game, and a red card.
 * - Sound ids: common cheers, correction, end of game, red card, tennis game, game-set, game-set-match
 *   (files in public/sounds/, README.md there says how they were made).
 * - Per game history: no score-increment sound once the game finished; no tennis-game sound once both
 *   finished and score-increment have played.
 * - One sound per change: a delta that brings the last goal and the final whistle together plays the
 *   whistle (two sounds at once would be noise); every sound event of the change counts as played.
 */
import { alertFacts, type GameEvent } from '../../kit/event/game-events.ts';

export const SoundId = {
  cheers: 'cheers',
  correction: 'correction',
  endOfGame: 'end-of-game',
  redCard: 'red-card',
  tennisGame: 'tennis-game',
  gameSet: 'game-set',
  gameSetMatch: 'game-set-match',
} as const;
export type SoundId = (typeof SoundId)[keyof typeof SoundId];

export const SOUND_IDS: readonly SoundId[] = Object.values(SoundId);

export type SoundEvent = 'finished' | 'scoreIncremented' | 'redCard' | 'correction' | 'tennisGame';

/** Most important first: the one that plays when a change brings several. */
const PRIORITY: readonly SoundEvent[] = [
  'finished',
  'scoreIncremented',
  'redCard',
  'correction',
  'tennisGame',
];

function soundEventOf(event: GameEvent): SoundEvent | null {
  switch (event.kind) {
    case 'finished':
      return 'finished';
    case 'score':
    case 'wicket':
      return 'scoreIncremented';
    case 'redCard':
      return 'redCard';
    case 'correction':
      return 'correction';
    case 'tennisGame':
      return 'tennisGame';
    case 'started':
      return null;
  }
}

/** The sound of a sound event in a sport: tennis has its own, every other sport the common ones. */
export function soundOf(sportId: number, event: SoundEvent): SoundId {
  const tennis = alertFacts(sportId)?.sounds === 'tennis';
  switch (event) {
    case 'finished':
      return tennis ? SoundId.gameSetMatch : SoundId.endOfGame;
    case 'scoreIncremented':
      return tennis ? SoundId.gameSet : SoundId.cheers;
    case 'tennisGame':
      return SoundId.tennisGame;
    case 'redCard':
      return SoundId.redCard;
    case 'correction':
      return SoundId.correction;
  }
}

/** The sound events each followed game has played, for the per-game rules. */
export class SoundHistory {
  private readonly played = new Map<string, Set<SoundEvent>>();

  private allowed(history: ReadonlySet<SoundEvent>, event: SoundEvent): boolean {
    if (event === 'scoreIncremented') return !history.has('finished');
    if (event === 'tennisGame') return !(history.has('finished') && history.has('scoreIncremented'));
    return true;
  }

  /** The sound for this change of the game, or null; records its sound events as played. */
  pick(gameId: string, sportId: number, events: readonly GameEvent[]): SoundId | null {
    let history = this.played.get(gameId);
    if (!history) {
      history = new Set();
      this.played.set(gameId, history);
    }
    const happened = new Set<SoundEvent>();
    for (const event of events) {
      const sound = soundEventOf(event);
      if (sound && this.allowed(history, sound)) happened.add(sound);
    }
    const first = PRIORITY.find((event) => happened.has(event));
    for (const event of happened) history.add(event);
    return first ? soundOf(sportId, first) : null;
  }

  /** A game no longer followed starts afresh if followed again. */
  forget(gameId: string): void {
    this.played.delete(gameId);
  }
}

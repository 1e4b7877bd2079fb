/**
 * From a change of a followed game to what the fan sees and hears: the floating notification and the
 * game sound, both behind the spoiler delay (they reach the screen N seconds after the change came,
 * in order, like the board's scores).
 *
 * Settings (docs/decisions.md "Settings, sounds, notifications, spoiler delay"):
 * - game notifications 'no': nothing, neither box nor sound;
 * - 'yessilent' (the default): the box, no sound;
 * - 'yessound': the box and the game's sound, if the sound switch is on;
 * - no box in the responsive layout (below 800 px); the sound still plays there.
 */
import { type MyGames, StageType } from '@nerali/domain';
import {
  type DelayTimers,
  DelayQueue,
  followDelay,
  type SpoilerDelaySource,
} from '../../live/delay-queue.ts';
import type { GameNotifications } from '../settings/settings.ts';
import { SoundHistory, type SoundId } from '../sound/sound-rules.ts';
import type { GameChange } from './followed-games.ts';
import { type GameEvent, gameEvents } from '../../kit/event/game-events.ts';
import { isStale, notificationOf } from './notification-model.ts';
import type { NotificationStack } from './notification-stack.ts';

/** Followed games are watched from an hour before kick-off (a delayed start, the line-ups). */
export const WATCH_BEFORE_START_S = 3600;
/** ... and for a day after (a test match spans days; a finished game drops out at once). */
export const WATCH_AFTER_START_S = 86_400;

/** The followed games worth a push subject now: duels, not finished, started or about to. */
export function watchedGames(myGames: MyGames, nowS: number): string[] {
  return Object.values(myGames.games)
    .filter(
      (game) =>
        !game.noDuel &&
        game.stageType !== StageType.finished &&
        game.startTime <= nowS + WATCH_BEFORE_START_S &&
        game.startTime >= nowS - WATCH_AFTER_START_S,
    )
    .map((game) => game.id);
}

export interface GameAlertsDeps {
  stack: NotificationStack;
  play: (sound: SoundId) => void;
  notifications: () => GameNotifications;
  soundOn: () => boolean;
  /** Wide layout (800 px and more): boxes are shown. */
  wide: () => boolean;
  delay: SpoilerDelaySource;
  timers: DelayTimers;
  log?: Pick<Console, 'error'>;
}

export class GameAlerts {
  private readonly queue: DelayQueue;
  private readonly history = new SoundHistory();
  private readonly detach: () => void;

  constructor(private readonly deps: GameAlertsDeps) {
    this.queue = new DelayQueue(deps.delay.get(), deps.timers, (error) =>
      (deps.log ?? console).error('alerts: delivery failed', error),
    );
    this.detach = followDelay(this.queue, deps.delay);
  }

  /** A change of a followed game (followed-games.ts). */
  onChange = (change: GameChange): void => {
    const timestampS = change.timestampS ?? Math.floor(this.deps.timers.now() / 1000);
    if (isStale(change.subscribedAtMs, timestampS)) return;
    const events = gameEvents(change.before, change.after);
    if (events.length === 0) return;
    this.queue.push(() => this.deliver(change, events, timestampS));
  };

  /** A game no longer followed: its sound history goes too. */
  forget(gameId: string): void {
    this.history.forget(gameId);
  }

  dispose(): void {
    this.detach();
    this.queue.clear();
  }

  private deliver(change: GameChange, events: readonly GameEvent[], timestampS: number): void {
    const mode = this.deps.notifications();
    if (mode === 'no') return;
    const { after } = change;
    if (this.deps.wide()) {
      const notification = notificationOf(after, events, timestampS, this.deps.timers.now());
      if (notification) this.deps.stack.add(notification);
    }
    const sound = this.history.pick(after.id, after.sportId, events);
    if (sound && mode === 'yessound' && this.deps.soundOn()) this.deps.play(sound);
  }
}

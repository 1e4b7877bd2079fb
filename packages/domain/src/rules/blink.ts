/**
 * [RES3] Game-time blink (spec 1 §4, spec 2 §4 "Form result and game-time indicator"): the ticking
 * marker beside the clock.
 */
import { StageType } from '../enums.ts';
import type { MatchEvent } from '../model.ts';
import { gameClock, RUNNING_STAGES } from './game-clock.ts';

/** [RES4] Sports whose time is counted: soccer, bandy, rugby league, rugby union, aussie rules. */
export const COUNTED_TIME_SPORT_IDS: ReadonlySet<number> = new Set([1, 10, 19, 8, 18]);

type BlinkFields = Pick<
  MatchEvent,
  'sportId' | 'stageType' | 'stage' | 'startTime' | 'stageStartTime' | 'gameTime' | 'homeScore' | 'awayScore'
>;

/**
 * [RES3] The marker blinks while a live event is in a stage with running time (halves, periods,
 * quarters, extra time, live) and either its sport counts time or its game time is positive.
 *
 * Spec reading: the spec joins "running stage and positive game time" with "or counted-time sports".
 * We keep the running-stage condition for both halves of the "or": a soccer match at half time has no
 * running clock, so nothing blinks.
 */
export function isGameTimeBlinking(event: BlinkFields, nowS: number): boolean {
  if (event.stageType !== StageType.live || !RUNNING_STAGES.has(event.stage)) return false;
  if (COUNTED_TIME_SPORT_IDS.has(event.sportId)) return true;
  const clock = gameClock(event, nowS);
  if (clock?.kind === 'remaining') return clock.seconds > 0;
  if (clock?.kind === 'minute') return clock.minute + clock.extra > 0;
  return false;
}

/**
 * A goal a fan cannot miss (issue 15 point 4): in a sport whose every point is a goal (football,
 * hockey, futsal ...: kit/sport-facts.ts `alerts.unit`), a live score change of the last minute is
 * drawn as a goal (the row and score flash, a "கோல்!" badge). Other sports keep the quiet highlight:
 * a run or a point is not a goal.
 */
import { isResultShown, type MatchEvent, type SportInfo, stageTypeTab } from '@nerali/domain';
import { GOAL_HIGHLIGHT_MS } from '../../live/constants.ts';
import { sportFacts } from '../sport-facts.ts';

/** Whether the sport's score is counted in goals. */
export function scoresGoals(sport: SportInfo): boolean {
  const facts = sportFacts(sport);
  return facts.kind === 'duel' && facts.alerts.unit === 'goal';
}

/** The match header's rule: a live goal sport whose score changed less than a minute before `nowS`. */
export function goalJustScored(event: MatchEvent, sport: SportInfo, nowS: number): boolean {
  const at = event.scoreChangedAt;
  if (at === undefined || !scoresGoals(sport) || !isResultShown(event)) return false;
  if (stageTypeTab(event) !== 'live') return false;
  const ageMs = (nowS - at) * 1000;
  return ageMs >= 0 && ageMs < GOAL_HIGHLIGHT_MS;
}

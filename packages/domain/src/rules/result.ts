/**
 * Result and finish rules of spec 1 §4 "Event stages and results" (rules RES1-RES3, RES6 in SPEC.md).
 * The functions take only the fields they read, so a decoded feed event or a full `MatchEvent` both fit.
 */
import { EventStage, StageType, Winner } from '../enums.ts';
import type { MatchEvent } from '../model.ts';

type StageFields = Pick<MatchEvent, 'stageType' | 'stage'>;
type ResultFields = StageFields & Pick<MatchEvent, 'homeScore' | 'awayScore' | 'winner'>;

const AFTER_DAY_STAGES: ReadonlySet<number> = new Set([
  EventStage.afterDay1,
  EventStage.afterDay2,
  EventStage.afterDay3,
  EventStage.afterDay4,
  EventStage.afterDay5,
]);

/** [RES2] Finished for good: finished stage type, and not interrupted or after a day of a multi-day match. */
export function isTotallyFinished(event: StageFields): boolean {
  return (
    event.stageType === StageType.finished &&
    event.stage !== EventStage.interrupted &&
    !AFTER_DAY_STAGES.has(event.stage)
  );
}

function isEmptyScore(score: string | undefined): boolean {
  return score === undefined || score.trim() === '';
}

/**
 * [RES1] Whether the score is shown: the event is live, or finished and not postponed or canceled, or
 * to-finish; and the score is not empty; and it is not a 0-0 without a draw that did not end in
 * retirement.
 *
 * Spec silent: "0-0 with no draw" is read as "the winner is not a draw", and it applies to events that
 * are not live only. A live 0-0 is a real score (a goalless first half) and is always shown; a finished
 * 0-0 without a drawn result (a walkover, an award) carries no real score. A 0-0 decided on penalties
 * is a real score, like one that ended in retirement.
 */
export function isResultShown(event: ResultFields): boolean {
  const live = event.stageType === StageType.live;
  const finished =
    event.stageType === StageType.finished &&
    event.stage !== EventStage.postponed &&
    event.stage !== EventStage.canceled;
  const toFinish = event.stage === EventStage.toFinish;
  if (!live && !finished && !toFinish) return false;
  if (isEmptyScore(event.homeScore) || isEmptyScore(event.awayScore)) return false;
  const nilNil = event.homeScore?.trim() === '0' && event.awayScore?.trim() === '0';
  const realNilNil = event.stage === EventStage.retired || event.stage === EventStage.afterPenalties;
  if (nilNil && !live && event.winner !== Winner.draw && !realNilNil) return false;
  return true;
}

export type StageTab = 'live' | 'finished' | 'scheduled';

/**
 * [RES6] The list tab an event belongs to. A finished stage type that is not totally finished
 * (interrupted, after day N) is still going on, so it stays with the live events.
 */
export function stageTypeTab(event: StageFields): StageTab {
  switch (event.stageType) {
    case StageType.live:
      return 'live';
    case StageType.finished:
      return isTotallyFinished(event) ? 'finished' : 'live';
    default:
      return 'scheduled';
  }
}

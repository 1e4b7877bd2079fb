/**
 * Status rules: what an event's status, clock and winner say must agree with each other and with the
 * time of the feeds (spec 2 §3 "Event and league enumerations": stage types and stages).
 *
 * - status.stage: a scheduled event is at a pre-match stage, a live one at a playing stage or break,
 *   a finished one at a final stage, or "interrupted" or "after day N" of a multi-day match: spec 1 §4
 *   gives those the stage type finished without being "totally finished" (domain RES2; the list
 *   shows them under live, RES6), so stumps is finished for the day, not a result (MCC Law 16).
 * - status.clock: nothing finishes in the future or starts live before its kick-off; a scheduled
 *   match more than an hour past its start is not shown as still to come; a timed sport's match does
 *   not finish in less than its playing time and required intervals (support.ts `minDurationS`).
 * - status.winner: the winner cell agrees with the score: the side with more wins; level scores have a
 *   winner only through a shoot-out, super over or tie-break (stage "after penalties", or cricket).
 */
import { EventStage, sportById, StageType, Winner } from '@nerali/domain';
import type { Violation, World, WorldEvent } from '../model.ts';
import {
  at,
  isPlayedResult,
  isResultStage,
  isUnplayedStage,
  minDurationS,
  scores,
  sportKey,
  violation,
} from './support.ts';

const PRE_MATCH: ReadonlySet<number> = new Set([
  EventStage.scheduled,
  EventStage.postponed,
  EventStage.canceled,
  EventStage.delayed,
  EventStage.pending,
]);
const NOT_LIVE: ReadonlySet<number> = new Set([
  EventStage.scheduled,
  EventStage.finished,
  EventStage.afterExtraTime,
  EventStage.afterPenalties,
  EventStage.walkover,
  EventStage.awarded,
  EventStage.canceled,
  EventStage.postponed,
]);
/** Sports whose laws time the match: a result sooner than the playing time is impossible. */
const TIMED = new Set([
  'soccer',
  'futsal',
  'beach-soccer',
  'basketball',
  'hockey',
  'american-football',
  'handball',
  'rugby-union',
  'rugby-league',
  'floorball',
  'bandy',
  'aussie-rules',
  'field-hockey',
  'netball',
  'kabaddi',
  'water-polo',
]);
const LATE_S = 3600;
const LONGEST_LIVE_S = 12 * 3600;

/** Stages a finished stage type may have without a result (spec 1 §4: not totally finished). */
const PAUSED_FINISHED: ReadonlySet<number> = new Set([
  EventStage.interrupted,
  EventStage.afterDay1,
  EventStage.afterDay2,
  EventStage.afterDay3,
  EventStage.afterDay4,
  EventStage.afterDay5,
]);
/** After day N only where matches last days: first-class and Test cricket. */
const AFTER_DAY: ReadonlySet<number> = new Set(
  [...PAUSED_FINISHED].filter((s) => s !== EventStage.interrupted),
);

export function stageRule(world: World): Violation[] {
  const out: Violation[] = [];
  for (const e of world.events.values()) {
    const paused = PAUSED_FINISHED.has(e.stage) && (!AFTER_DAY.has(e.stage) || sportKey(e) === 'cricket');
    const ok =
      e.stageType === StageType.scheduled
        ? PRE_MATCH.has(e.stage)
        : e.stageType === StageType.live
          ? !NOT_LIVE.has(e.stage)
          : isResultStage(e.stage) || isUnplayedStage(e.stage) || paused;
    if (!ok) out.push(violation(e, 'status.stage', `stage ${e.stage} with status ${e.stageType}`));
  }
  return out;
}

export function clockRule(world: World): Violation[] {
  const out: Violation[] = [];
  const now = world.nowS;
  for (const e of world.events.values()) {
    const noDuel = sportById(e.sportId)?.noDuel ?? false;
    if (
      e.stageType === StageType.scheduled &&
      e.stage === EventStage.scheduled &&
      e.startTime < now - LATE_S
    ) {
      out.push(
        violation(
          e,
          'status.clock',
          `still to come ${((now - e.startTime) / 3600).toFixed(1)} h after its start`,
        ),
      );
    }
    if (e.stageType === StageType.scheduled && e.homeScore !== undefined && !noDuel) {
      out.push(violation(e, 'status.clock', 'a score before the start'));
    }
    if (e.stageType !== StageType.scheduled && e.startTime > now) {
      out.push(
        violation(
          e,
          'status.clock',
          `${e.stageType === StageType.live ? 'live' : 'finished'} before its start`,
        ),
      );
    }
    if (e.stageType === StageType.finished && (e.stageStartTime ?? 0) > now) {
      out.push(violation(e, 'status.clock', `finished in the future, at ${at(e.stageStartTime ?? 0)}`));
    }
    const key = sportKey(e);
    if (
      e.stageType === StageType.live &&
      !noDuel &&
      key !== 'cricket' &&
      now - e.startTime > LONGEST_LIVE_S
    ) {
      out.push(
        violation(e, 'status.clock', `live ${((now - e.startTime) / 3600).toFixed(1)} h after its start`),
      );
    }
    const ended = e.stageStartTime ?? 0;
    if (TIMED.has(key) && isPlayedResult(e) && ended > e.startTime && ended - e.startTime < minDurationS(e)) {
      out.push(
        violation(
          e,
          'status.clock',
          `finished ${Math.round((ended - e.startTime) / 60)} min after kick-off (playing time and intervals take ${minDurationS(e) / 60})`,
        ),
      );
    }
  }
  return out;
}

/** Level scores may still have a winner: a shoot-out (stage after penalties) or cricket's super over. */
function levelWinnerAllowed(e: WorldEvent): boolean {
  return e.stage === EventStage.afterPenalties || sportKey(e) === 'cricket';
}

export function winnerRule(world: World): Violation[] {
  const out: Violation[] = [];
  for (const e of world.events.values()) {
    if (!isPlayedResult(e) || !e.awayId) continue;
    const s = scores(e);
    if (!s || e.winner === undefined || e.winner === Winner.unknown) continue;
    const [h, a] = s;
    if (h > a && e.winner !== Winner.home)
      out.push(violation(e, 'status.winner', `home leads ${h}-${a} but the winner cell is ${e.winner}`));
    else if (a > h && e.winner !== Winner.away)
      out.push(violation(e, 'status.winner', `away leads ${h}-${a} but the winner cell is ${e.winner}`));
    else if (h === a && e.winner !== Winner.draw && !levelWinnerAllowed(e)) {
      out.push(
        violation(
          e,
          'status.winner',
          `level ${h}-${a} with a winner, without a shoot-out (stage ${e.stage})`,
        ),
      );
    }
  }
  return out;
}

/**
 * The live game clock per sport family (spec 1 §4 "Game clock", spec 2 §9; rules CLK1-CLK11 in SPEC.md).
 * Pure: the caller passes the current time in unix seconds and re-asks every tick (the spec's live
 * counter runs every 5 s).
 */
import { EventStage, StageType } from '../enums.ts';
import type { MatchEvent } from '../model.ts';
import type { ClockSpec } from '../sports/card.ts';
import { ClockFamily } from '../sports/clock-family.ts';
import { rowById } from '../sports/rows.ts';
import { type CountedPeriod, parseMinuteText, secondsIntoPeriod } from './counted-time.ts';
import { parseStageTimeOverride, type ReversedTimeConfig, remainingSeconds } from './reversed-time.ts';

export type GameClock =
  /**
   * A counted minute: `{ minute: 45, extra: 2 }` is 45+2'. `capped` marks an aussie-rules time past the
   * quarter's 20 minutes that nobody counted, shown as 20+' (CLK5).
   */
  | { kind: 'minute'; minute: number; extra: number; capped?: boolean }
  /** Time left in the period, seconds (reversed-time sports). */
  | { kind: 'remaining'; seconds: number }
  /** Snooker: the frame being played. */
  | { kind: 'frame'; frame: number }
  /** Darts: the leg being played. */
  | { kind: 'leg'; leg: number };

export interface GameClockOptions {
  /**
   * Rugby sevens (7-minute halves): the card's `sevens` table. The event does not say so; its league
   * does. A sport without a sevens format keeps its own table.
   */
  sevens?: boolean;
}

/** Races and umbrellas show no clock of their own: the feed's minute at most (CLK9). */
const NO_CLOCK: ClockSpec = { family: ClockFamily.none };

type ClockFields = Pick<
  MatchEvent,
  'sportId' | 'stageType' | 'stage' | 'startTime' | 'stageStartTime' | 'gameTime' | 'homeScore' | 'awayScore'
>;

/**
 * Stages in which a clock runs (spec 1 §4 "Game-time blink": halves, periods, quarters, extra time,
 * live). Half time, penalties, breaks and interruptions have no clock: the stage label is shown.
 */
export const RUNNING_STAGES: ReadonlySet<number> = new Set([
  EventStage.live,
  EventStage.firstHalf,
  EventStage.secondHalf,
  EventStage.firstPeriod,
  EventStage.secondPeriod,
  EventStage.thirdPeriod,
  EventStage.firstQuarter,
  EventStage.secondQuarter,
  EventStage.thirdQuarter,
  EventStage.fourthQuarter,
  EventStage.extraTime,
]);

/**
 * [CLK1] The clock of a live event at `nowS`, or null when the event is not live or no clock applies
 * (a break, a sport without a clock, a stage start that is missing where one is needed).
 */
export function gameClock(
  event: ClockFields,
  nowS: number,
  options: GameClockOptions = {},
): GameClock | null {
  if (event.stageType !== StageType.live) return null;
  const row = rowById(event.sportId);
  if (!row) return null;
  const spec = row.kind === 'duel' ? row.clock : NO_CLOCK;
  switch (spec.family) {
    case ClockFamily.halves:
    case ClockFamily.rugby:
    case ClockFamily.kabaddi:
    case ClockFamily.aussieRules: {
      const sevens = options.sevens ? spec.variants.sevens : undefined;
      const periods = sevens !== undefined ? sevens : spec.periods;
      return countedClock(event, nowS, periods, spec.family === ClockFamily.aussieRules);
    }
    case ClockFamily.reversed:
      return reversedClock(event, nowS, spec.reversed);
    case ClockFamily.frame: {
      const n = scoreSum(event);
      return n === null ? null : { kind: 'frame', frame: n + 1 };
    }
    case ClockFamily.leg: {
      const n = scoreSum(event);
      return n === null ? null : { kind: 'leg', leg: n + 1 };
    }
    case ClockFamily.none:
      return feedMinute(event);
  }
}

/** [CLK7]/[CLK8] home + away of whole-number scores, or null when a score is not a count. */
function scoreSum(event: ClockFields): number | null {
  const home = event.homeScore?.trim() ?? '';
  const away = event.awayScore?.trim() ?? '';
  if (!/^\d{1,4}$/.test(home) || !/^\d{1,4}$/.test(away)) return null;
  return Number(home) + Number(away);
}

/**
 * [CLK9] A sport without a spec clock shows the feed's counted minute when it sends one in a running
 * stage (handball, futsal, field hockey). Spec silent; we show what the feed counts and never guess.
 */
function feedMinute(event: ClockFields): GameClock | null {
  if (!RUNNING_STAGES.has(event.stage)) return null;
  const fed = parseMinuteText(event.gameTime);
  return fed ? { kind: 'minute', minute: fed.minute, extra: fed.extra } : null;
}

function countedClock(
  event: ClockFields,
  nowS: number,
  periods: readonly CountedPeriod[],
  capWhenNotCounted: boolean,
): GameClock | null {
  const index = periods.findIndex((p) => p.stage === event.stage);
  const period = periods[index];
  if (!period) return null;
  // [CLK4] A minute the feed counted wins: the simulator plays faster than the wall clock.
  const fed = parseMinuteText(event.gameTime);
  if (fed) return { kind: 'minute', minute: fed.minute, extra: fed.extra };
  const played = secondsIntoPeriod(period, index, nowS, event.stageStartTime, event.startTime);
  const minute = period.from + Math.floor(played / 60) + 1;
  if (minute <= period.until) return { kind: 'minute', minute, extra: 0 };
  // [CLK5] Aussie rules: stoppage time is not counted by our clock, so past the quarter we say only "20+".
  if (capWhenNotCounted) return { kind: 'minute', minute: period.until, extra: 0, capped: true };
  // [CLK2]/[CLK3] '+' beyond the period's end: 45+2', 90+4', 120+1'.
  return { kind: 'minute', minute: period.until, extra: minute - period.until };
}

function reversedClock(event: ClockFields, nowS: number, config: ReversedTimeConfig): GameClock | null {
  if (event.stageStartTime === undefined) return null;
  const extra = config.extraTimeStages.includes(event.stage);
  if (!extra && !config.stages.includes(event.stage)) return null;
  const override = parseStageTimeOverride(event.gameTime);
  const stageTime = override?.stageTime ?? config.stageTime;
  const extraTime = override?.extraTime ?? config.extraTime;
  const elapsed = Math.floor(nowS - event.stageStartTime);
  return { kind: 'remaining', seconds: remainingSeconds(extra ? extraTime : stageTime, elapsed) };
}

/**
 * [CLK10] Language-neutral clock text: "67'", "45+2'", "20+'", "08:41", and the frame or leg number as
 * plain digits (the UI puts the translated word "frame" or "leg" beside it).
 */
export function formatGameClock(clock: GameClock): string {
  switch (clock.kind) {
    case 'minute':
      if (clock.capped) return `${clock.minute}+'`;
      return clock.extra > 0 ? `${clock.minute}+${clock.extra}'` : `${clock.minute}'`;
    case 'remaining': {
      const s = Math.max(0, Math.floor(clock.seconds));
      return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
    }
    case 'frame':
      return String(clock.frame);
    case 'leg':
      return String(clock.leg);
  }
}

/**
 * Reversed-time sports: the clock shows the time left in the period (spec 1 §4 "Game clock",
 * spec 2 §3 "Reversed-time sport config", spec 2 §9; rule CLK6 in SPEC.md). Each sport's config is on
 * its card (`sports/<key>.ts`), made with `reversedConfig` from its regular periods.
 */
import { EventStage } from '../enums.ts';

export interface ReversedTimeConfig {
  /** Regular periods. */
  stages: readonly EventStage[];
  /** Minutes of a regular period. */
  stageTime: number;
  /** Overtime periods. */
  extraTimeStages: readonly EventStage[];
  /** Minutes of an overtime period. */
  extraTime: number;
}

/**
 * [CLK6] A reversed-time sport's config from its card's periods: basketball's 10-minute quarters and
 * 5-minute overtime, ice hockey's 20 and 5, american football's 15 and 15.
 */
export function reversedConfig(periods: {
  stages: readonly EventStage[];
  minutes: number;
  overtimeMinutes: number | null;
}): ReversedTimeConfig {
  if (periods.overtimeMinutes === null) throw new RangeError('reversedConfig: overtime without a length');
  return {
    stages: periods.stages,
    stageTime: periods.minutes,
    extraTimeStages: [EventStage.extraTime],
    extraTime: periods.overtimeMinutes,
  };
}

/**
 * The event's 'minutes:extra' override of the period lengths ("12:5" for the NBA), or null.
 * "08:41" would also match; the feed never sends a remaining time here (the clock computes it).
 */
export function parseStageTimeOverride(
  text: string | undefined,
): { stageTime: number; extraTime: number } | null {
  if (text === undefined) return null;
  const m = /^(\d{1,2}):(\d{1,2})$/.exec(text.trim());
  if (!m) return null;
  return { stageTime: Number(m[1]), extraTime: Number(m[2]) };
}

/**
 * [CLK6] Seconds left: stage length minus elapsed, where elapsed is reduced by 1 unless zero, floored at 0.
 * The one-second reduction makes a period that started this very second read the full length
 * ("10:00", not "09:59") for the first two ticks rather than one.
 */
export function remainingSeconds(stageLengthMin: number, elapsedS: number): number {
  const elapsed = Math.max(0, elapsedS);
  const counted = elapsed > 0 ? elapsed - 1 : 0;
  return Math.max(0, stageLengthMin * 60 - counted);
}

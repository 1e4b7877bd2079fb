/**
 * Counted (running-up) minutes for soccer, bandy, rugby and aussie rules (spec 1 §4 "Game clock";
 * rules CLK2-CLK5 and CLK11 in SPEC.md).
 *
 * The minute is "the minute being played": kick-off to 59 s is 1', so the second half opens at 46'.
 * It is counted from the stage start time when the feed has one. Without it, it is counted from the
 * kick-off, taking off the play and the breaks before the current period; this is what the spec's
 * breaks are for (soccer: 15 before the second half, 30 in all before extra time; CLK11).
 *
 * The tables themselves are each sport's: its card (`sports/<key>.ts`) makes its table with
 * `countedTable` from its regular periods, so a period's length is written once.
 */
import { EventStage } from '../enums.ts';

export interface CountedPeriod {
  stage: EventStage;
  /** Minute on the clock when the period starts (second half of soccer: 45). */
  from: number;
  /** Minute beyond which the clock shows '+' (45, 90, 120); for aussie rules the quarter length. */
  until: number;
  /** Minutes of breaks between kick-off and the start of this period (fallback without stage start). */
  breaksBefore: number;
}

/** What a counted table is made from: a card's regular periods (`TimedPeriods`). */
export interface CountedSource {
  stages: readonly EventStage[];
  minutes: number;
  overtimeMinutes: number | null;
}

export interface CountedOptions {
  /**
   * `match`: the clock runs on across the periods (second half from 45'); `period`: it restarts at 0
   * in each (aussie rules' quarters, CLK5).
   */
  counting: 'match' | 'period';
  /** The spec's breaks, minutes: after each regular period but the last, then before extra time (CLK11). */
  breaksMin: readonly number[];
  /** Whether the clock counts extra time (one period of `overtimeMinutes` after the regular ones). */
  overtime: boolean;
}

/**
 * A counted clock's table from a card's periods (CLK2-CLK5, CLK11, CLK12): soccer's 45-minute halves
 * become 0-45 and 45-90, and extra time 90-120 after 30 minutes of breaks in all.
 */
export function countedTable(source: CountedSource, options: CountedOptions): CountedPeriod[] {
  const periods: CountedPeriod[] = [];
  let breaks = 0;
  source.stages.forEach((stage, i) => {
    const from = options.counting === 'match' ? i * source.minutes : 0;
    periods.push({ stage, from, until: from + source.minutes, breaksBefore: breaks });
    breaks += options.breaksMin[i] ?? 0;
  });
  if (options.overtime) {
    if (source.overtimeMinutes === null) throw new RangeError('countedTable: overtime without a length');
    const from = source.stages.length * source.minutes;
    periods.push({
      stage: EventStage.extraTime,
      from,
      until: from + source.overtimeMinutes,
      breaksBefore: breaks,
    });
  }
  return periods;
}

/**
 * Seconds played in the period, never negative (a stage start a little ahead of our clock is 0).
 * `periodIndex` is needed for the kick-off fallback of aussie rules, whose quarters restart at 0.
 */
export function secondsIntoPeriod(
  period: CountedPeriod,
  periodIndex: number,
  nowS: number,
  stageStartTime: number | undefined,
  startTime: number,
): number {
  if (stageStartTime !== undefined) return Math.max(0, nowS - stageStartTime);
  // [CLK11] From kick-off, less the play before this period (its opening minute, or whole quarters for
  // aussie rules) and the breaks.
  const playBeforeMin = period.from > 0 ? period.from : periodIndex * period.until;
  return Math.max(0, nowS - startTime - (playBeforeMin + period.breaksBefore) * 60);
}

/** A counted minute as the feed writes it: "67", "45+2". Null for anything else ('12:5', '', 'HT'). */
export function parseMinuteText(text: string | undefined): { minute: number; extra: number } | null {
  if (text === undefined) return null;
  const m = /^(\d{1,3})(?:\+(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return { minute: Number(m[1]), extra: m[2] === undefined ? 0 : Number(m[2]) };
}

/**
 * Counted (running-up) minutes for soccer, bandy, rugby and aussie rules (spec 1 §4 "Game clock";
 * rules CLK2-CLK5 and CLK11 in SPEC.md).
 *
 * The minute is "the minute being played": kick-off to 59 s is 1', so the second half opens at 46'.
 * It is counted from the stage start time when the feed has one. Without it, it is counted from the
 * kick-off, taking off the play and the breaks before the current period; this is what the spec's
 * breaks are for (soccer: 15 before the second half, 30 in all before extra time; CLK11).
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

export const SOCCER_PERIODS: readonly CountedPeriod[] = [
  { stage: EventStage.firstHalf, from: 0, until: 45, breaksBefore: 0 },
  { stage: EventStage.secondHalf, from: 45, until: 90, breaksBefore: 15 },
  { stage: EventStage.extraTime, from: 90, until: 120, breaksBefore: 30 },
];

export const RUGBY_PERIODS: readonly CountedPeriod[] = [
  { stage: EventStage.firstHalf, from: 0, until: 40, breaksBefore: 0 },
  { stage: EventStage.secondHalf, from: 40, until: 80, breaksBefore: 10 },
];

export const RUGBY_SEVENS_PERIODS: readonly CountedPeriod[] = [
  { stage: EventStage.firstHalf, from: 0, until: 7, breaksBefore: 0 },
  { stage: EventStage.secondHalf, from: 7, until: 14, breaksBefore: 2 },
];

/**
 * [CLK12] Kabaddi (ours; the spec gives no kabaddi clock): two 20-minute halves with a 5-minute break,
 * and knock-out extra time of two 3-minute halves shown as one 6-minute period after 40.
 */
export const KABADDI_PERIODS: readonly CountedPeriod[] = [
  { stage: EventStage.firstHalf, from: 0, until: 20, breaksBefore: 0 },
  { stage: EventStage.secondHalf, from: 20, until: 40, breaksBefore: 5 },
  { stage: EventStage.extraTime, from: 40, until: 46, breaksBefore: 10 },
];

/** Aussie rules quarters are 20 minutes each on our clock, counted within the quarter, 15 between. */
export const AUSSIE_QUARTER_MIN = 20;
const AUSSIE_BREAK_MIN = 15;
export const AUSSIE_PERIODS: readonly CountedPeriod[] = [
  EventStage.firstQuarter,
  EventStage.secondQuarter,
  EventStage.thirdQuarter,
  EventStage.fourthQuarter,
].map((stage, q) => ({ stage, from: 0, until: AUSSIE_QUARTER_MIN, breaksBefore: q * AUSSIE_BREAK_MIN }));

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

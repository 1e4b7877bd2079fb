/**
 * Which game clock a sport shows while live (rules CLK1-CLK9 in SPEC.md). Lives beside the catalogue
 * because every sport names one; the clock arithmetic itself is in `rules/game-clock.ts`.
 *
 * - `halves`: counted minutes in two 45-minute halves and extra time (soccer, bandy).
 * - `rugby`: counted minutes in two 40-minute halves (7 for sevens).
 * - `aussie-rules`: counted minutes in four quarters, shown as "20+" beyond 20 when the feed does not count.
 * - `reversed`: remaining time counts down (basketball, ice hockey, american football).
 * - `frame`: the frame number instead of a time (snooker).
 * - `leg`: the leg number instead of a time (darts).
 * - `kabaddi`: counted minutes in two 20-minute halves (ours: the spec gives no kabaddi clock, CLK12).
 * - `none`: the spec gives no clock; the stage label is shown alone.
 */
export const ClockFamily = {
  halves: 'halves',
  rugby: 'rugby',
  aussieRules: 'aussie-rules',
  reversed: 'reversed',
  frame: 'frame',
  leg: 'leg',
  kabaddi: 'kabaddi',
  none: 'none',
} as const;
export type ClockFamily = (typeof ClockFamily)[keyof typeof ClockFamily];

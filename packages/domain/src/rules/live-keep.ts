/**
 * [RES5] Live-flag keep time (spec 1 §4 "Live flag clearing", spec 2 §4 "Live flag", spec 1 §9
 * "Time to keep match live 180"): an event that stops being live keeps its live marker for a while,
 * so a match that just ended does not vanish from the live tab under the reader's eyes.
 */

/** Default of the configured time to keep a match live, seconds. */
export const TIME_KEEP_MATCH_LIVE_S = 180;

/** The moment (unix s) the live flag of an event that stopped being live at `stoppedAtS` is cleared. */
export function liveFlagClearAt(stoppedAtS: number, keepS: number = TIME_KEEP_MATCH_LIVE_S): number {
  return stoppedAtS + keepS;
}

/** Whether the live flag is still kept at `nowS`. */
export function isLiveFlagKept(
  stoppedAtS: number,
  nowS: number,
  keepS: number = TIME_KEEP_MATCH_LIVE_S,
): boolean {
  return nowS < liveFlagClearAt(stoppedAtS, keepS);
}

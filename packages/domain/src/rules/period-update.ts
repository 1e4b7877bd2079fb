/**
 * [PUT1] Period update time (spec 1 §4 "Game clock": "A period update time counts as active for a set
 * duration after the update, then resets to 0"). The set duration is the counter time of spec 1 §9
 * ("counter 60"): for 60 s after a period changes (kick-off of the second half, a new quarter) the row
 * marks its clock; afterwards the time reads as 0, "no recent period update".
 */
import type { MatchEvent } from '../model.ts';

/** Spec 1 §9 "counter 60", seconds. */
export const PERIOD_UPDATE_ACTIVE_S = 60;

/** The event's period update time while it is active at `nowS` (unix seconds), else 0. */
export function activePeriodUpdate(event: Pick<MatchEvent, 'periodUpdatedAt'>, nowS: number): number {
  const at = event.periodUpdatedAt;
  if (at === undefined || at <= 0) return 0;
  return nowS >= at && nowS - at < PERIOD_UPDATE_ACTIVE_S ? at : 0;
}

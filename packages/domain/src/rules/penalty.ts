/**
 * [PEN1] Penalty updates (spec 1 §4 "Event parsing": "Penalty updates are accepted only when the
 * incident time is within 5 minutes of the counter time and in the same stage"). The counter time is
 * the live counter's clock (the server's time as the client knows it); the stage is the event's stage
 * after the update. A penalty incident that fails either test is an old or misplaced one (a replayed
 * update, a penalty of the first half arriving in the second): the client keeps what it had.
 */
import type { EventStage } from '../enums.ts';
import type { PenaltyIncident } from '../model.ts';

/** Spec 1 §4: 5 minutes, in seconds. */
export const PENALTY_WINDOW_S = 300;

export function isPenaltyUpdateAccepted(
  incident: PenaltyIncident,
  counter: { nowS: number; stage: EventStage },
): boolean {
  return Math.abs(counter.nowS - incident.updatedAt) <= PENALTY_WINDOW_S && incident.stage === counter.stage;
}

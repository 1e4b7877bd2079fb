/**
 * A player's part in a match as the profile says it: each incident kind (detail/model.ts IncidentKind)
 * as a teamIncident.* message. The second player of an incident is the assist of a goal or the one
 * going off in a substitution; other kinds have no second player worth a line.
 */
import { IncidentKind, type PlayerIncidentItem } from '@nerali/domain';
import type { teamTa } from '../team/messages.ts';

export type IncidentKey = keyof (typeof teamTa)['teamIncident'];

const K = IncidentKind;
const LABELS: Readonly<Record<number, IncidentKey>> = {
  [K.goal]: 'goal',
  [K.ownGoal]: 'ownGoal',
  [K.penaltyGoal]: 'penaltyGoal',
  [K.penaltyMissed]: 'penaltyMissed',
  [K.yellowCard]: 'yellowCard',
  [K.secondYellow]: 'secondYellow',
  [K.redCard]: 'redCard',
  [K.substitution]: 'subOn',
  [K.shootoutScored]: 'shootoutScored',
  [K.shootoutMissed]: 'shootoutMissed',
  [K.try]: 'try',
  [K.conversion]: 'conversion',
  [K.penaltyKick]: 'penaltyKick',
  [K.dropGoal]: 'dropGoal',
  [K.touchdown]: 'touchdown',
  [K.fieldGoal]: 'fieldGoal',
  [K.wicket]: 'wicket',
  [K.four]: 'four',
  [K.six]: 'six',
  [K.fifty]: 'fifty',
  [K.hundred]: 'hundred',
  [K.raidPoint]: 'raidPoint',
  [K.tacklePoint]: 'tacklePoint',
  [K.superRaid]: 'superRaid',
  [K.run]: 'run',
  [K.homeRun]: 'homeRun',
  [K.suspension]: 'suspension',
  [K.penaltyMinutes]: 'penaltyMinutes',
};

const GOALS: ReadonlySet<number> = new Set([K.goal, K.penaltyGoal]);

/** The message of the player's incident, or null when his part in it is not worth a line. */
export function incidentKey(incident: PlayerIncidentItem): IncidentKey | null {
  if (incident.second) {
    if (incident.kind === K.substitution) return 'subOff';
    return GOALS.has(incident.kind) ? 'assist' : null;
  }
  return LABELS[incident.kind] ?? 'other';
}

/** What basketball adds to its detail documents: the baskets its statistics count. */
import { IncidentKind } from '@nerali/domain';
import type { SimIncident } from '../../types.ts';
import type { BasketballScript } from './script.ts';

/** Basketball's counted baskets: a made field goal (goal), a three (fieldGoal marker), a free throw. */
export function basketStats(script: BasketballScript): SimIncident[] {
  const out: SimIncident[] = [];
  for (const s of script.scores) {
    if (s.points === 1) out.push({ t: s.t, side: s.side, kind: IncidentKind.penaltyKick });
    else out.push({ t: s.t, side: s.side, kind: IncidentKind.goal });
    if (s.points === 3) out.push({ t: s.t, side: s.side, kind: IncidentKind.fieldGoal });
  }
  return out;
}

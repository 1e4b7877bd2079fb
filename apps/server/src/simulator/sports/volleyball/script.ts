/**
 * Volleyball and beach volleyball, on the shared rally rules (rally-sets.ts).
 *
 * Volleyball (FIVB): best of five sets, sets to 25 by two, the fifth to 15, no cap; three minutes
 * between sets. Beach volleyball: best of three, sets to 21 by two, the third to 15; a minute between
 * sets. Both are rally-point games in which the receiving side wins most rallies (the side-out), more
 * so on sand; neither shows service (catalogue), so it is kept in the state only.
 */
import { volleyRules as rules } from '../shared/volley-rules.ts';
import { rallySport } from '../shared/rally-sets.ts';

export const volleyball = rallySport({
  name: 'volleyball',
  rules: rules(25, 15),
  defaultFormat: { kind: 'rally', bestOf: 5 },
  serveWin: 0.38,
  rallyS: [18, 48],
  setBreakS: 180,
  homeEdge: 0.03,
});

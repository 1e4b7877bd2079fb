/**
 * The rules of volleyball and beach volleyball sets, shared by both rooms.
 */
import type { RallyFormat } from './duel-format.ts';
import type { RallyRules } from './rally-sets.ts';

/** Volleyball and beach volleyball: rally-point sets to `setTo` by two, the deciding set to `decidingTo`. */
export const volleyRules =
  (setTo: number, decidingTo: number) =>
  (format: RallyFormat): RallyRules => ({
    setTo,
    decidingTo,
    cap: null,
    setsToWin: Math.ceil(format.bestOf / 2),
    maxSets: format.bestOf,
    service: 'rally',
    nextSetServer: 'alternate',
  });

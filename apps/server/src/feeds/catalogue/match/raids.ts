/**
 * Kabaddi raid by raid from the raids document (packages/domain/src/kabaddi/):
 * - df_kb_{type}_{event}: both teams' figures, every player's, then the raid log newest first (raids,
 *   time-outs, cards, technical points, substitutions). Empty (`0`) for a match without the document.
 *   Last, while the match is live or finished, the win probability row `WP` (winprob/kabaddi.ts).
 */
import {
  encodeKabaddiFeed,
  encodeWinProbability,
  kabaddiWinProbability,
  MatchFeed,
  StageType,
} from '@nerali/domain';
import { standardMatchFeed } from './common.ts';
import { matchResult, playing } from './win-probability.ts';

export const kabaddiRaidsFeed = standardMatchFeed({
  prefix: MatchFeed.kabaddiRaids,
  // The stage and the winner: the chances become certain when the match ends.
  uses: { documents: ['raids'], extra: (_ctx, event) => `${event.stageType}.${event.winner ?? ''}` },
  build({ engine }, event) {
    const doc = engine.document('raids', event.id);
    if (!doc) return [];
    const rows = encodeKabaddiFeed(doc);
    if (!playing(event)) return rows;
    const finished = event.stageType === StageType.finished;
    const result = matchResult(event);
    const chances = kabaddiWinProbability(doc, { finished, ...(result ? { result } : {}) });
    return [...rows, encodeWinProbability(chances)];
  },
});

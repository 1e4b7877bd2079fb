/**
 * Kabaddi raid by raid from the raids document (packages/domain/src/kabaddi/):
 * - df_kb_{type}_{event}: both teams' figures, every player's, then the raid log newest first (raids,
 *   time-outs, cards, technical points, substitutions). Empty (`0`) for a match without the document.
 */
import { encodeKabaddiFeed, MatchFeed } from '@nerali/domain';
import { standardMatchFeed } from './common.ts';

export const kabaddiRaidsFeed = standardMatchFeed({
  prefix: MatchFeed.kabaddiRaids,
  uses: { documents: ['raids'] },
  build({ engine }, event) {
    const doc = engine.document('raids', event.id);
    return doc ? encodeKabaddiFeed(doc) : [];
  },
});

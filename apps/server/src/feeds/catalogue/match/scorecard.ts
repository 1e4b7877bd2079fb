/**
 * df_sc_{type}_{event}: cricket's scorecard, computed from the balls document by `scorecard()` (the
 * Laws of Cricket, packages/domain/src/cricket/scorecard.ts) and written as rows by `encodeScorecard`.
 * The event adds what the deliveries cannot tell: the target of a chase (a rain rule may have changed
 * it) and whether the match is over (an innings left unfinished is then closed, with no live view).
 */
import {
  encodeScorecard,
  MatchFeed,
  type MatchEvent,
  scorecard,
  type ScorecardContext,
  StageType,
} from '@nerali/domain';
import { standardMatchFeed } from './common.ts';

function contextOf(event: MatchEvent): ScorecardContext {
  const target = event.cricket?.target;
  return {
    ...(target !== undefined ? { target } : {}),
    ...(event.stageType === StageType.finished ? { finished: true } : {}),
  };
}

export const scorecardFeed = standardMatchFeed({
  prefix: MatchFeed.scorecard,
  // The event's target and finished state only, not every change of the sport's events: the card
  // is rebuilt when the deliveries or those two change.
  uses: {
    documents: ['balls'],
    extra: (_ctx, event) => `${event.stageType}.${event.cricket?.target ?? ''}`,
  },
  build({ engine }, event) {
    const doc = engine.document('balls', event.id);
    return doc ? encodeScorecard(scorecard(doc, contextOf(event))) : [];
  },
});

/**
 * df_sc_{type}_{event}: cricket's scorecard, computed from the balls document by `scorecard()` (the
 * Laws of Cricket, packages/domain/src/cricket/scorecard.ts) and written as rows by `encodeScorecard`.
 * The event adds what the deliveries cannot tell: the target of a chase (a rain rule may have changed
 * it) and whether the match is over (an innings left unfinished is then closed, with no live view).
 * Last, while the match is live or finished, the win probability row `WP` (winprob/cricket.ts): none
 * before the start, and none while the model has no estimate (a multi-day match in play).
 */
import {
  cricketWinProbability,
  encodeScorecard,
  encodeWinProbability,
  MatchFeed,
  type MatchEvent,
  scorecard,
  type ScorecardContext,
  StageType,
} from '@nerali/domain';
import { standardMatchFeed } from './common.ts';
import { matchResult, playing } from './win-probability.ts';

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
    extra: (_ctx, event) => `${event.stageType}.${event.cricket?.target ?? ''}.${event.winner ?? ''}`,
  },
  build({ engine }, event) {
    const doc = engine.document('balls', event.id);
    if (!doc) return [];
    const context = contextOf(event);
    const card = scorecard(doc, context);
    const rows = encodeScorecard(card);
    if (!playing(event)) return rows;
    const result = matchResult(event);
    const chances = cricketWinProbability(doc, card, { ...context, ...(result ? { result } : {}) });
    return chances ? [...rows, encodeWinProbability(chances)] : rows;
  },
});

/**
 * What the win probability row (`WP`, packages/domain/src/winprob/) of df_sc and df_kb reads from the
 * event: whether the match is under way or over (no row before the start) and its result once over.
 */
import { type MatchEvent, StageType, Winner } from '@nerali/domain';

/** Live or finished: the only stages with a win probability row. */
export function playing(event: MatchEvent): boolean {
  return event.stageType === StageType.live || event.stageType === StageType.finished;
}

/** The result of a finished match as the model takes it; undefined while live or unknown. */
export function matchResult(event: MatchEvent): 'home' | 'draw' | 'away' | undefined {
  if (event.stageType !== StageType.finished) return undefined;
  switch (event.winner) {
    case Winner.home:
      return 'home';
    case Winner.away:
      return 'away';
    case Winner.draw:
      return 'draw';
    default:
      return undefined;
  }
}

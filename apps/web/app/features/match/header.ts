/** The match's scoreboard row as the board's event type, from the decoded common header (`dc_`). */
import { applyEventPatch, type MatchEvent, type MatchHeader } from '@nerali/domain';

export function eventOfHeader(header: MatchHeader): MatchEvent | null {
  if (!header.event) return null;
  return applyEventPatch(undefined, header.event, { sportId: header.sportId, leagueId: header.leagueId });
}

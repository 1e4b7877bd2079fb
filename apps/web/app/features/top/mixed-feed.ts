/**
 * The mixed page's data (spec 1 §2 page kind "mixed", §7 "fm_{date}_... when page is mixed and sport
 * 0"): today's matches of the top leagues of every sport, one feed `fm_0_{day}_{tz}_{lang}` in
 * full-feed layout (a sport row, then its league and event rows). Decoded the same way on the server
 * and in the browser.
 */
import {
  applyEventPatch,
  decodeFeedDocument,
  type FeedLeague,
  type Lang,
  type MatchEvent,
} from '@nerali/domain';

/** Sport 0: every sport (spec 1 §7). */
export const MIXED_SPORT_ID = 0;

export function mixedFeedName(day: number, tzMinutes: number, lang: Lang): string {
  return `fm_${MIXED_SPORT_ID}_${day}_${tzMinutes}_${lang}`;
}

export interface MixedMatches {
  leagues: Map<string, FeedLeague>;
  events: MatchEvent[];
}

/** The feed's leagues and events, in its order; an empty or unreadable body is no matches. */
export function readMixedFeed(body: string): MixedMatches {
  const out: MixedMatches = { leagues: new Map(), events: [] };
  let doc;
  try {
    doc = decodeFeedDocument(body);
  } catch {
    return out;
  }
  for (const league of doc.leagues) out.leagues.set(league.id, league);
  for (const { sportId, leagueId, patch } of doc.events) {
    if (leagueId === null) continue;
    out.events.push(applyEventPatch(undefined, patch, { sportId, leagueId }));
  }
  return out;
}

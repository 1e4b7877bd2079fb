/**
 * Feeds about followed teams and players: the day's matches of listed participants (`fp_`) and the
 * newest news that mentions any of them (`mynf_`, spec 2 §7 "my-news"). A name lists at most 20 ids
 * and stays within the 128 characters the feed route accepts, so long lists go in several requests,
 * one at a time.
 */
import {
  decodeFeedDocument,
  decodeListFeed,
  FEED_PATH_PREFIX,
  type FeedLeague,
  type FollowList,
  type Lang,
  type MatchEvent,
  MAX_LISTED_PARTICIPANTS,
  applyEventPatch,
  type NewsItem,
} from '@nerali/domain';
import { fetchFeed } from '../../live/http-feed.ts';

const NAME_MAX = 128;
/** Spec 1 §9 "News feed: count 15". */
export const MY_NEWS_COUNT = 15;
/** Matches of followed teams: today and the next two days. */
export const PEOPLE_DAYS = [0, 1, 2] as const;

/** Ids grouped so that `prefix + ids.join('-') + suffix` fits a feed name. */
export function chunkIds(ids: readonly string[], room: number): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const id of ids) {
    const extra = (current.length > 0 ? 1 : 0) + id.length;
    if (current.length >= MAX_LISTED_PARTICIPANTS || (current.length > 0 && length + extra > room)) {
      chunks.push(current);
      current = [];
      length = 0;
    }
    current.push(id);
    length += current.length > 1 ? extra : id.length;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** Participant ids of a list by sport: teams by their id, players by their team (or themselves). */
export function participantsBySport(lists: readonly FollowList[]): Map<number, string[]> {
  const out = new Map<number, Set<string>>();
  for (const list of lists) {
    for (const item of Object.values(list.items)) {
      const set = out.get(item.sportId) ?? new Set<string>();
      set.add(item.teamId ?? item.id);
      out.set(item.sportId, set);
    }
  }
  return new Map([...out].map(([sport, ids]) => [sport, [...ids].sort()]));
}

async function body(fetchFn: typeof fetch, name: string, signal: AbortSignal): Promise<string | null> {
  const r = await fetchFeed(fetchFn, { url: `${FEED_PATH_PREFIX}${name}`, signal, cache: 'no-cache' });
  return r.kind === 'body' ? r.body : null;
}

export interface PeopleMatches {
  leagues: Map<string, FeedLeague>;
  events: Map<string, MatchEvent>;
  failed: boolean;
}

export async function loadPeopleMatches(
  bySport: ReadonlyMap<number, readonly string[]>,
  opts: { tzMinutes: number; lang: Lang; fetch: typeof fetch; signal: AbortSignal },
): Promise<PeopleMatches> {
  const out: PeopleMatches = { leagues: new Map(), events: new Map(), failed: false };
  for (const [sportId, ids] of bySport) {
    for (const day of PEOPLE_DAYS) {
      const prefix = `fp_${sportId}_${day}_${opts.tzMinutes}_${opts.lang}_`;
      for (const chunk of chunkIds(ids, NAME_MAX - prefix.length)) {
        try {
          const text = await body(opts.fetch, prefix + chunk.join('-'), opts.signal);
          if (!text) continue;
          const doc = decodeFeedDocument(text);
          for (const league of doc.leagues) out.leagues.set(league.id, league);
          for (const { sportId: sid, leagueId, patch } of doc.events) {
            if (leagueId === null) continue;
            out.events.set(patch.id, applyEventPatch(undefined, patch, { sportId: sid, leagueId }));
          }
        } catch (error) {
          if (opts.signal.aborted) throw error;
          out.failed = true;
        }
      }
    }
  }
  return out;
}

export async function loadMyNews(
  ids: readonly string[],
  opts: { fetch: typeof fetch; signal: AbortSignal },
): Promise<{ news: NewsItem[]; failed: boolean }> {
  const found = new Map<string, NewsItem>();
  let failed = false;
  const room = NAME_MAX - 'mynf__'.length - String(MY_NEWS_COUNT).length;
  for (const chunk of chunkIds(ids, room)) {
    try {
      const text = await body(opts.fetch, `mynf_${chunk.join('-')}_${MY_NEWS_COUNT}`, opts.signal);
      if (!text) continue;
      for (const item of decodeListFeed(text).news) found.set(item.id, item);
    } catch (error) {
      if (opts.signal.aborted) throw error;
      failed = true;
    }
  }
  const news = [...found.values()]
    .sort((a, b) => b.publishedAt - a.publishedAt || (a.id < b.id ? -1 : 1))
    .slice(0, MY_NEWS_COUNT);
  return { news, failed };
}

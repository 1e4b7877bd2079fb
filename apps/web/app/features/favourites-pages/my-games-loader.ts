/**
 * Loads the followed games for the My games tab (spec 1 §4 "My games tab (category 5)"): the full
 * feeds of the sports and days the favourites need, plus the repair feed, fetched in a queue (one
 * request at a time: a visitor with games in six sports over three days must not open eighteen
 * connections on a phone). It runs twice: the first pass finds games whose times changed (FAV10),
 * the second loads the days they moved to.
 */
import {
  applyEventPatch,
  decodeFeedDocument,
  FEED_PATH_PREFIX,
  type FeedLeague,
  formatFeedName,
  type GameFacts,
  type Lang,
  type MatchEvent,
  type MyGames,
  neededFeeds,
  PROJECT_TYPE,
} from '@nerali/domain';
import { fetchFeed } from '../../live/http-feed.ts';

export interface MyGamesData {
  leagues: ReadonlyMap<string, FeedLeague>;
  events: ReadonlyMap<string, MatchEvent>;
  /** A feed failed after its retries: what loaded is shown, with a note. */
  failed: boolean;
}

export interface LoaderDeps {
  fetch: typeof fetch;
  signal: AbortSignal;
  nowS: () => number;
  tzMinutes: number;
  lang: Lang;
  /** Hands what was found to the store (FAV10, FAV11); returns the ids of games that moved. */
  reconcile: (found: readonly GameFacts[], loadedLeagues: ReadonlySet<string>) => string[];
  /** The favourites as they are now (after the first pass's reconcile). */
  current: () => MyGames;
}

const facts = (e: MatchEvent): GameFacts => ({
  id: e.id,
  sportId: e.sportId,
  leagueId: e.leagueId,
  startTime: e.startTime,
  stageType: e.stageType,
});

function wanted(state: MyGames, event: MatchEvent): boolean {
  return state.games[event.id] !== undefined || state.tournaments[event.leagueId] !== undefined;
}

async function getBody(deps: LoaderDeps, name: string): Promise<string | null> {
  const result = await fetchFeed(deps.fetch, {
    url: `${FEED_PATH_PREFIX}${name}`,
    signal: deps.signal,
    cache: 'no-cache',
  });
  return result.kind === 'body' ? result.body : null;
}

/** Adds a full feed's followed events (and their leagues) to the maps. */
function takeFull(
  body: string,
  state: MyGames,
  leagues: Map<string, FeedLeague>,
  events: Map<string, MatchEvent>,
) {
  const doc = decodeFeedDocument(body);
  const byId = new Map(doc.leagues.map((l) => [l.id, l]));
  for (const { sportId, leagueId, patch } of doc.events) {
    if (leagueId === null) continue;
    const event = applyEventPatch(undefined, patch, { sportId, leagueId });
    if (!wanted(state, event)) continue;
    events.set(event.id, event);
    const league = byId.get(leagueId);
    if (league) leagues.set(leagueId, league);
  }
}

/** The repair feed's rows replace followed events already found (they are newer). */
export function applyRepair(body: string, events: Map<string, MatchEvent>): boolean {
  let changed = false;
  for (const { patch } of decodeFeedDocument(body).events) {
    const current = events.get(patch.id);
    if (!current) continue;
    events.set(
      patch.id,
      applyEventPatch(undefined, patch, { sportId: current.sportId, leagueId: current.leagueId }),
    );
    changed = true;
  }
  return changed;
}

export async function loadMyGames(deps: LoaderDeps): Promise<MyGamesData> {
  const leagues = new Map<string, FeedLeague>();
  const events = new Map<string, MatchEvent>();
  const fetched = new Set<string>();
  // Sports whose every needed feed answered: their whole tournaments can be judged (FAV11).
  const sportsLoaded = new Set<number>();
  const sportsFailed = new Set<number>();
  let failed = false;
  const clock = () => ({ nowS: deps.nowS(), tzMinutes: deps.tzMinutes });

  async function pass(feeds: { sportId: number; day: number }[], withRepair: boolean): Promise<void> {
    const state = deps.current();
    for (const { sportId, day } of feeds) {
      const name = formatFeedName({
        kind: 'full',
        sportId,
        day,
        tzMinutes: deps.tzMinutes,
        lang: deps.lang,
        projectType: PROJECT_TYPE,
      });
      if (fetched.has(name)) continue;
      fetched.add(name);
      try {
        const body = await getBody(deps, name);
        if (body) takeFull(body, state, leagues, events);
        sportsLoaded.add(sportId);
      } catch (error) {
        if (deps.signal.aborted) throw error;
        sportsFailed.add(sportId);
        failed = true;
      }
    }
    if (withRepair) {
      try {
        const body = await getBody(
          deps,
          formatFeedName({ kind: 'repair', sportId: 0, projectType: PROJECT_TYPE }),
        );
        if (body) applyRepair(body, events);
      } catch (error) {
        if (deps.signal.aborted) throw error;
        failed = true;
      }
    }
  }

  const loadedLeagues = () =>
    new Set(
      Object.values(deps.current().tournaments)
        .filter((t) => sportsLoaded.has(t.sportId) && !sportsFailed.has(t.sportId))
        .map((t) => t.leagueId),
    );
  await pass(neededFeeds(deps.current(), clock()), true);
  const moved = deps.reconcile([...events.values()].map(facts), loadedLeagues());
  if (moved.length > 0) {
    // Second run: the days the moved games went to.
    await pass(neededFeeds(deps.current(), clock(), true), false);
    deps.reconcile([...events.values()].map(facts), loadedLeagues());
  }
  // Games no longer followed (removed while loading) drop out.
  const state = deps.current();
  for (const [id, event] of events) if (!wanted(state, event)) events.delete(id);
  return { leagues, events, failed };
}

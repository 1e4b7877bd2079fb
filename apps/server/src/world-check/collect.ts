/**
 * Reads the world from public feeds into a `World` (model.ts): the day feeds of every sport over the
 * window, then what those name: each league's header, standings and draw, each team sport's line-ups,
 * every ranking, the transfers of teams in leagues with a known currency, and the /ta team pages of
 * national teams. Decoding is `@nerali/domain`'s (docs/feeds.md); nothing of the server is imported.
 *
 * Cost: about one request per event of a team sport (df_li) plus a few per league; over the full
 * window that is ~30,000 GETs, a minute or two against a local server.
 */
import {
  applyEventPatch,
  decodeFeedDocument,
  decodeLineups,
  decodeListFeed,
  type RankingRow,
  SPORTS,
  sportById,
  StageType,
  type Transfer,
} from '@nerali/domain';
import { currencyOf } from './competitions.ts';
import { emptyWorld, type World } from './model.ts';
import { isNationalTeam } from './national.ts';
import { LINEUP_SPORTS } from './rules/lineups.ts';
import { type FeedSource, mapLimit } from './source.ts';

export interface CollectOptions {
  /** Relative days to read, e.g. [-7, ..., 7]. */
  days: readonly number[];
  /** Timezone of the day feeds, minutes east of UTC (330: India). */
  tzMinutes: number;
  /** Sports to read (default: every sport of the catalogue that holds events). */
  sportIds?: readonly number[];
  /** National teams whose /ta page is read (deterministic: by id); 0 reads none. */
  pageLimit: number;
  /** Requests in flight. */
  concurrency: number;
}

/** Every sport with events of its own: the umbrellas (motorsport, winter sports) hold none. */
export const EVENT_SPORT_IDS = SPORTS.filter((s) => !SPORTS.some((c) => c.parentId === s.id)).map(
  (s) => s.id,
);

export async function collectWorld(source: FeedSource, options: CollectOptions): Promise<World> {
  const sportIds = options.sportIds ?? EVENT_SPORT_IDS;
  const world = emptyWorld(0, options.tzMinutes, options.days);
  await readDays(source, world, sportIds, options);
  await readLeagues(source, world, options.concurrency);
  await readLineups(source, world, options.concurrency);
  await readRankings(source, world, sportIds, options.concurrency);
  await readTransfers(source, world, options.concurrency);
  await readPages(source, world, options);
  return world;
}

async function readDays(source: FeedSource, world: World, sportIds: readonly number[], o: CollectOptions) {
  const names = sportIds.flatMap((s) => o.days.map((d) => `f_${s}_${d}_${o.tzMinutes}_en_1`));
  const bodies = await mapLimit(names, o.concurrency, (name) => source.feed(name));
  bodies.forEach((body, i) => {
    if (body === null) {
      world.notes.push(`${names[i]}: not 200`);
      return;
    }
    const doc = decodeFeedDocument(body);
    if (doc.serverTime && doc.serverTime > world.nowS) world.nowS = doc.serverTime;
    const leagues = new Map(doc.leagues.map((l) => [l.id, l]));
    for (const l of doc.leagues) if (!world.leagues.has(l.id)) world.leagues.set(l.id, l);
    for (const { sportId, leagueId, patch } of doc.events) {
      const league = leagueId ? leagues.get(leagueId) : undefined;
      if (!league) continue;
      const event = applyEventPatch(undefined, patch, { sportId, leagueId: league.id });
      // A match live across midnight is on two days' feeds: the later read is as new as the first.
      world.events.set(event.id, { ...event, league });
    }
  });
}

async function readLeagues(source: FeedSource, world: World, concurrency: number) {
  const ids = [...world.leagues.keys()].sort();
  await mapLimit(ids, concurrency, async (id) => {
    const header = await source.feed(`t_${id}_en_1`);
    const extra = header ? (decodeListFeed(header).leagues[0]?.extra ?? null) : null;
    const league = world.leagues.get(id);
    if (league) world.leagues.set(id, { ...league, extra });
    if (extra?.hasStandings) {
      const body = await source.feed(`ts_${id}_en_1`);
      if (body) world.standings.set(id, decodeListFeed(body).standings);
    }
    if (extra?.hasDraw) {
      const body = await source.feed(`td_${id}_en_1`);
      if (body) world.draws.set(id, decodeListFeed(body).draw);
    }
  });
}

async function readLineups(source: FeedSource, world: World, concurrency: number) {
  const ids = [...world.events.values()]
    .filter((e) => LINEUP_SPORTS.has(sportById(e.sportId)?.key ?? '') && e.stageType !== StageType.scheduled)
    .map((e) => e.id)
    .sort();
  await mapLimit(ids, concurrency, async (id) => {
    const body = await source.feed(`df_li_1_${id.replace(/^g_/, '')}`);
    const lineups = body ? decodeLineups(body) : null;
    if (lineups && lineups.teams.length > 0) world.lineups.set(id, lineups);
  });
}

async function readPaged(source: FeedSource, name: (page: number) => string) {
  const first = await source.feed(name(1));
  if (!first) return [];
  const docs = [decodeListFeed(first)];
  const pages = Math.min(docs[0]?.page?.pageCount ?? 1, 50);
  for (let page = 2; page <= pages; page++) {
    const body = await source.feed(name(page));
    if (body) docs.push(decodeListFeed(body));
  }
  return docs;
}

async function readRankings(
  source: FeedSource,
  world: World,
  sportIds: readonly number[],
  concurrency: number,
) {
  const lists = await mapLimit([...sportIds], concurrency, async (sportId) => {
    const body = await source.feed(`rnk_${sportId}`);
    if (!body) return [];
    const ids = body
      .split('~')
      .map((row) => /^RA÷([^¬]+)¬/.exec(row)?.[1])
      .filter((id): id is string => id !== undefined);
    return mapLimit(ids, 2, async (id) => {
      const docs = await readPaged(source, (page) => `ran_${id}_${page}`);
      const header = docs[0]?.ranking;
      const rows: RankingRow[] = docs.flatMap((d) => d.rankingRows);
      return header ? { header, rows } : null;
    });
  });
  for (const list of lists.flat()) if (list) world.rankings.push(list);
}

/** Teams of domestic leagues whose currency is known: the money check reads their transfers. */
async function readTransfers(source: FeedSource, world: World, concurrency: number) {
  const teams = new Set<string>();
  for (const e of world.events.values()) {
    if (sportById(e.sportId)?.noDuel || !currencyOf(e.league.countryCode)) continue;
    teams.add(e.homeId);
    teams.add(e.awayId);
  }
  const ids = [...teams].filter(Boolean).sort();
  await mapLimit(ids, concurrency, async (id) => {
    const docs = await readPaged(source, (page) => `tetr_${id}_1_${page}`);
    const transfers: Transfer[] = docs.flatMap((d) => d.transfers);
    if (transfers.length > 0) world.transfers.set(id, transfers);
  });
}

/**
 * The /ta team page of each national team in the window (up to `pageLimit`, by id): its heading is
 * the name a Tamil reader sees. A server without pages (no web build) answers 404: noted, skipped.
 */
async function readPages(source: FeedSource, world: World, o: CollectOptions) {
  if (o.pageLimit <= 0) return;
  const teams = new Map<string, { name: string; sportId: number }>();
  for (const e of world.events.values()) {
    for (const [id, name] of [
      [e.homeId, e.homeName],
      [e.awayId, e.awayName],
    ] as const) {
      if (id && isNationalTeam(name)) teams.set(id, { name, sportId: e.sportId });
    }
  }
  const chosen = [...teams.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).slice(0, o.pageLimit);
  const probe = chosen[0];
  if (!probe) return;
  const results = await mapLimit(chosen, Math.min(o.concurrency, 4), async ([id, team]) => {
    const url = `/ta/${sportById(team.sportId)?.slug}/team/${id}/`;
    const res = await source.page(url);
    if (res.status !== 200) return null;
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(res.html)?.[1] ?? '';
    return {
      url,
      sportId: team.sportId,
      participantId: id,
      feedName: team.name,
      shown: decodeHtml(h1.replace(/<[^>]*>/g, '')),
    };
  });
  const read = results.filter((r) => r !== null);
  if (read.length === 0)
    world.notes.push('pages: the server serves no /ta pages (no web build); Tamil names not checked');
  world.pageNames.push(...read);
}

function decodeHtml(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
}

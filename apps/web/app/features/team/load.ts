/**
 * What the participant page's loader reads (routes/team.tsx). Feeds come from the server's memory
 * through the load context: a dozen names cost a dozen map lookups of cached bodies, so the loader
 * asks for every block's first page to know which tabs have data (spec 2 §2: only tabs with data).
 * Bodies are returned raw, as the sport page does: compact, and decoded the same way on both sides.
 */
import {
  decodeListFeed,
  decodeParticipantStatsRow,
  decodeSquadFeed,
  isEmptyFeed,
  type Lang,
  type ParticipantItem,
  type SportInfo,
  StageType,
  decodeFeed,
} from '@nerali/domain';
import { data } from 'react-router';
import type { TeamTab } from '../../kit/paths.ts';
import { playsDoubles } from '../../kit/sport-facts.ts';
import { teamFeeds } from './feed-names.ts';
import type { PairKind } from './params.ts';

export type GetFeed = (name: string) => Promise<{ status: number; body: string }>;

/** A feed's body, or null for the empty feed `0`; a failed feed store is the page's 503. */
export async function bodyOf(getFeed: GetFeed, name: string): Promise<string | null> {
  const feed = await getFeed(name);
  if (feed.status === 204 || feed.status === 404) return null;
  if (feed.status !== 200) throw data(null, { status: 503 });
  return isEmptyFeed(feed.body) ? null : feed.body;
}

/** How many of the participant's competitions are tried for "its league" table. */
const TABLE_CANDIDATES = 3;

export interface TeamFeeds {
  participant: ParticipantItem;
  header: string;
  record: string | null;
  summary: string | null;
  /** The table of the participant's current league (the first of its competitions, in the order
   * of the summary feed: live, next, latest, that has a table with the participant in it). */
  table: string | null;
  tabs: TeamTab[];
  /** The participant is a person with a profile (tennis, golf, a driver): link it. */
  hasProfile: boolean;
}

/** The summary feed's competitions in its order (live, upcoming, latest results), once each. */
function leaguesInOrder(summary: string | null): string[] {
  if (!summary) return [];
  const ids: string[] = [];
  for (const league of decodeListFeed(summary).leagues) if (!ids.includes(league.id)) ids.push(league.id);
  return ids;
}

async function tableOf(getFeed: GetFeed, participantId: string, leagueIds: string[], lang: Lang) {
  const bodies = await Promise.all(
    leagueIds.slice(0, TABLE_CANDIDATES).map((id) => bodyOf(getFeed, teamFeeds.standings(id, lang))),
  );
  for (const body of bodies) {
    if (!body) continue;
    const doc = decodeListFeed(body);
    if (doc.standings.some((g) => g.rows.some((r) => r.participantId === participantId))) return body;
  }
  return null;
}

/** Everything the page needs whatever the tab: header, record, summary, table and the tab list. */
export async function loadTeam(
  getFeed: GetFeed,
  id: string,
  sport: SportInfo,
  lang: Lang,
  tzMinutes: number,
): Promise<TeamFeeds | null> {
  const header = await bodyOf(getFeed, teamFeeds.header(id, lang));
  const participant = header ? decodeListFeed(header).participant : null;
  if (!header || !participant) return null;
  const [record, summary, squad, transfers, injuries, news, profile] = await Promise.all([
    bodyOf(getFeed, teamFeeds.record(id, lang)),
    bodyOf(getFeed, teamFeeds.page(id, tzMinutes, lang)),
    bodyOf(getFeed, teamFeeds.squad(id, lang)),
    bodyOf(getFeed, teamFeeds.transfers(id, 1)),
    bodyOf(getFeed, teamFeeds.injuries(id, lang)),
    bodyOf(getFeed, teamFeeds.news(id, 1)),
    bodyOf(getFeed, teamFeeds.player(id, lang)),
  ]);
  const table = await tableOf(getFeed, id, leaguesInOrder(summary), lang);
  let stats = null;
  if (record) for (const row of decodeFeed(record)) stats ??= decodeParticipantStatsRow(row);
  const events = summary ? decodeListFeed(summary).events : [];
  const players = squad ? decodeSquadFeed(squad).players : [];
  const tabs: TeamTab[] = ['summary'];
  if ((stats?.played ?? 0) > 0) tabs.push('results');
  if (events.some((e) => e.patch.stageType !== StageType.finished)) tabs.push('fixtures');
  // A person's squad is the person (or a pair's two players): the profile link says it better.
  if (players.length > 1 && !sport.noDuel && !players.some((p) => p.id === id)) tabs.push('squad');
  if (transfers) tabs.push('transfers');
  if (injuries) tabs.push('injuries');
  if (news) tabs.push('news');
  if (table) tabs.push('standings');
  return { participant, header, record, summary, table, tabs, hasProfile: profile !== null };
}

/** The body of a tab other than the summary and standings (already loaded), or null when empty. */
export async function tabBody(
  getFeed: GetFeed,
  tab: TeamTab,
  id: string,
  page: number,
  lang: Lang,
  kind: PairKind | 'all',
): Promise<string | null> {
  switch (tab) {
    case 'results':
      return bodyOf(getFeed, teamFeeds.results(id, page, lang, kind));
    case 'fixtures':
      return bodyOf(getFeed, teamFeeds.fixtures(id, page, lang, kind));
    case 'squad':
      return bodyOf(getFeed, teamFeeds.squad(id, lang));
    case 'transfers':
      return bodyOf(getFeed, teamFeeds.transfers(id, page));
    case 'injuries':
      return bodyOf(getFeed, teamFeeds.injuries(id, lang));
    case 'news':
      return bodyOf(getFeed, teamFeeds.news(id, page));
    default:
      return null;
  }
}

/**
 * Whether the results or fixtures tab offers singles and doubles apart: only in the pair sports, and
 * only when the participant has both (a pair is a participant of its own, so most have one kind).
 */
export async function hasBothKinds(
  getFeed: GetFeed,
  tab: 'results' | 'fixtures',
  id: string,
  sport: SportInfo,
  lang: Lang,
): Promise<boolean> {
  if (!playsDoubles(sport)) return false;
  const name = tab === 'results' ? teamFeeds.results : teamFeeds.fixtures;
  const [singles, doubles] = await Promise.all([
    bodyOf(getFeed, name(id, 1, lang, 's')),
    bodyOf(getFeed, name(id, 1, lang, 'd')),
  ]);
  return singles !== null && doubles !== null;
}

/** Tabs that take `?page=`. */
export const PAGED_TABS: ReadonlySet<TeamTab> = new Set(['results', 'fixtures', 'transfers', 'news']);

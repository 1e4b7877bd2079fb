/**
 * Readers of the match detail feeds (rows declared in `match-rows.ts`, forms in docs/feeds.md (match
 * detail feeds)). Pure: a body in, plain objects out. Like `decodeFeedDocument`, a mangled body throws
 * FeedCodecError, and rows or cells a reader does not know are skipped, so a newer server can add them.
 * Each reader only puts the rows together (a period and its incidents, a market and its lines): what
 * a row holds and how it is read comes from its declaration.
 */
import { cellValue, decodeFeed, type Row } from '../codec/feed-codec.ts';
import { decodeEventRow, type EventPatch, RowKey } from '../codec/fields.ts';
import type { SideNo, Text } from './model.ts';
import { MatchRows, type MatchRowValue } from './match-rows.ts';
import { rowsOfKind } from '../codec/row-schema.ts';

// ---------------------------------------------------------------------------------------------- dc_

export interface MatchHeader {
  eventId: string;
  sportId: number;
  leagueId: string;
  leagueName: Text;
  tournamentType: string;
  countryId: number;
  countryCode: string;
  countryName: Text;
  /** The scoreboard row, as `decodeEventRow` reads it. */
  event: EventPatch | null;
  participants: {
    id: string;
    name: string;
    shortName: string;
    countryId: number;
    side: SideNo;
    kit?: string;
  }[];
}

export function decodeMatchHeader(body: string): MatchHeader | null {
  let header: MatchHeader | null = null;
  for (const row of decodeFeed(body)) {
    const head = MatchRows.header.decode(row);
    if (head) {
      // League and country cells are left out when the server does not know them: read as empty.
      header = {
        eventId: head.eventId,
        sportId: head.sportId,
        leagueId: head.leagueId,
        leagueName: head.leagueName ?? { ta: '', en: '' },
        tournamentType: head.tournamentType ?? '',
        countryId: head.countryId ?? 0,
        countryCode: head.countryCode ?? '',
        countryName: head.countryName ?? { ta: '', en: '' },
        event: null,
        participants: [],
      };
    } else if (header && row[0]?.[0] === RowKey.event) {
      header.event = decodeEventRow(row);
    } else if (header) {
      const participant = MatchRows.participant.decode(row);
      if (participant) header.participants.push(participant);
    }
  }
  return header;
}

// ------------------------------------------------------------------------- d_su, df_sui, df_sur

/** An incident, its note in one language (`string`, d_su) or both (`Text`). */
export type DecodedIncident<T> = MatchRowValue<'incident', T>;

export interface SummaryPeriod<T> {
  stage: number;
  score?: string;
  incidents: DecodedIncident<T>[];
}

function decodePeriods<T>(
  body: string,
  incident: (row: Row) => DecodedIncident<T> | null,
): SummaryPeriod<T>[] {
  const periods: SummaryPeriod<T>[] = [];
  for (const row of decodeFeed(body)) {
    const heading = MatchRows.period.decode(row);
    if (heading) {
      const period: SummaryPeriod<T> = { stage: heading.period, incidents: [] };
      if (heading.score !== undefined) period.score = heading.score;
      periods.push(period);
      continue;
    }
    const item = incident(row);
    if (item) periods.at(-1)?.incidents.push(item);
  }
  return periods;
}

/** d_su: incidents by period, notes in the feed's language. */
export function decodeSummary(body: string): SummaryPeriod<string>[] {
  return decodePeriods(body, MatchRows.incident.decodeOneLanguage);
}

/** df_sui: incidents by period, notes in both languages. */
export function decodeSummaryVertical(body: string): SummaryPeriod<Text>[] {
  return decodePeriods(body, MatchRows.incident.decode);
}

/** df_sur: one lane per side, incidents in time order with their timeline minute. */
export function decodeSummaryHorizontal(
  body: string,
): { side: SideNo; incidents: DecodedIncident<Text>[] }[] {
  const lanes: { side: SideNo; incidents: DecodedIncident<Text>[] }[] = [];
  for (const row of decodeFeed(body)) {
    const lane = MatchRows.lane.decode(row);
    if (lane) lanes.push({ side: lane.side, incidents: [] });
    const incident = MatchRows.incident.decode(row);
    if (incident) lanes.at(-1)?.incidents.push(incident);
  }
  return lanes;
}

/** d_su: the momentum graph's points (rows `MO`), in minute order; empty when the feed has none. */
export function decodeMomentum(body: string): { minute: number; value: number }[] {
  const points: { minute: number; value: number }[] = [];
  for (const row of decodeFeed(body)) {
    const point = MatchRows.momentum.decode(row);
    if (point) points.push(point);
  }
  return points.sort((a, b) => a.minute - b.minute);
}

export interface DecodedMatchInfo {
  venue?: string;
  city?: string;
  referee?: string;
  attendance?: number;
  broadcasts: { name: string; type: 1 | 3 }[];
}

/**
 * A channel row we can show: a name, and a type we know (TV 1 or web 3). Spec 1 §8: broadcast data
 * that does not parse is treated as empty; here per row, so one bad channel leaves the others (a
 * bookmaker's stream, type 2, is never shown: docs/decisions.md "Bookmaker and odds rules by region").
 */
function isShowableChannel(row: Row): boolean {
  const type = cellValue(row, 'MBT');
  return (type === '1' || type === '3') && (cellValue(row, 'MB') ?? '').trim() !== '';
}

/** d_su: venue, referee, crowd and the channels in India (rows `MI`, `MB`); null without an `MI` row. */
export function decodeMatchInfo(body: string): DecodedMatchInfo | null {
  let info: DecodedMatchInfo | null = null;
  for (const row of decodeFeed(body)) {
    const head = MatchRows.matchInfo.decode(row);
    if (head) {
      const { eventId: _, ...rest } = head;
      info = { ...rest, broadcasts: [] };
      continue;
    }
    const channel = MatchRows.broadcast.decode(row);
    if (channel && info && isShowableChannel(row)) info.broadcasts.push(channel);
  }
  return info;
}

// ------------------------------------------------------------------------------------------- df_hh

export type HeadToHeadEvent = MatchRowValue<'h2hEvent'>;

export interface HeadToHeadBlock extends MatchRowValue<'h2hSection'> {
  events: HeadToHeadEvent[];
}

export function decodeHeadToHead(body: string): HeadToHeadBlock[] {
  const sections: HeadToHeadBlock[] = [];
  for (const row of decodeFeed(body)) {
    const section = MatchRows.h2hSection.decode(row);
    if (section) sections.push({ ...section, events: [] });
    const event = MatchRows.h2hEvent.decode(row);
    if (event) sections.at(-1)?.events.push(event);
  }
  return sections;
}

// --------------------------------------------------------------- d_od, df_od, df_dos, df_lod2, mop

export type DecodedPrice = MatchRowValue<'price'>;

export interface DecodedOddsLine extends MatchRowValue<'oddsLine'> {
  prices: DecodedPrice[];
}

/** A market, its name in one language (`string`, d_od) or both; `live` in d_od only. */
export interface DecodedMarket<T> extends MatchRowValue<'market', T> {
  lines: DecodedOddsLine[];
}

function decodeMarkets<T>(
  body: string,
  market: (row: Row) => MatchRowValue<'market', T> | null,
): DecodedMarket<T>[] {
  const markets: DecodedMarket<T>[] = [];
  for (const row of decodeFeed(body)) {
    const heading = market(row);
    if (heading) markets.push({ ...heading, lines: [] });
    const line = MatchRows.oddsLine.decode(row);
    if (line) markets.at(-1)?.lines.push({ ...line, prices: [] });
    const price = MatchRows.price.decode(row);
    if (price) markets.at(-1)?.lines.at(-1)?.prices.push(price);
  }
  return markets;
}

/** d_od: market names in the feed's language, prices in its format. */
export function decodeOddsTab(body: string): DecodedMarket<string>[] {
  return decodeMarkets(body, MatchRows.market.decodeOneLanguage);
}

/** df_od, df_dos, df_lod2, mop: market names in both languages, decimal prices. */
export function decodeOdds(body: string): DecodedMarket<Text>[] {
  return decodeMarkets(body, MatchRows.market.decode);
}

// ------------------------------------------------------------------------ df_li, df_psn, df_pi, df_scr

export type DecodedLineupPlayer = MatchRowValue<'lineupPlayer'>;

export interface DecodedTeamLineup extends MatchRowValue<'lineupTeam'> {
  players: DecodedLineupPlayer[];
  missing: MatchRowValue<'missingPlayer'>[];
}

export function decodeLineups(body: string): { confirmed: boolean; teams: DecodedTeamLineup[] } | null {
  let out: { confirmed: boolean; teams: DecodedTeamLineup[] } | null = null;
  for (const row of decodeFeed(body)) {
    const info = MatchRows.lineupInfo.decode(row);
    if (info) out = { confirmed: info.confirmed, teams: [] };
    if (!out) continue;
    const team = MatchRows.lineupTeam.decode(row);
    if (team) out.teams.push({ ...team, players: [], missing: [] });
    const player = MatchRows.lineupPlayer.decode(row);
    if (player) out.teams.at(-1)?.players.push(player);
    const missing = MatchRows.missingPlayer.decode(row);
    if (missing) out.teams.at(-1)?.missing.push(missing);
  }
  return out;
}

export type DecodedPlayerStats = MatchRowValue<'playerStats'>;

export function decodePlayerStats(body: string): DecodedPlayerStats[] {
  return rowsOfKind(body, MatchRows.playerStats.decode);
}

export type DecodedPitcher = MatchRowValue<'pitcher'>;

export function decodePitchers(body: string): DecodedPitcher[] {
  return rowsOfKind(body, MatchRows.pitcher.decode);
}

export type DecodedScratch = MatchRowValue<'scratch'>;

export function decodeScratches(body: string): DecodedScratch[] {
  return rowsOfKind(body, MatchRows.scratch.decode);
}

// -------------------------------------------------------------------------- df_psp, df_mr, df_nf, df_hi

export function decodeArticle(body: string): MatchRowValue<'article'> | null {
  return rowsOfKind(body, MatchRows.article.decode)[0] ?? null;
}

export type DecodedNews = MatchRowValue<'news'>;

export function decodeNews(body: string): DecodedNews[] {
  return rowsOfKind(body, MatchRows.news.decode);
}

export type DecodedVideo = MatchRowValue<'video'>;

export function decodeVideos(body: string): DecodedVideo[] {
  return rowsOfKind(body, MatchRows.video.decode);
}

// ---------------------------------------------------------------- df_mh, df_mhs, df_mhn, df_mhsn

export type DecodedGame = MatchRowValue<'game'>;

export interface DecodedSet extends MatchRowValue<'set'> {
  games: DecodedGame[];
}

export function decodeMatchHistory(body: string): DecodedSet[] {
  const sets: DecodedSet[] = [];
  for (const row of decodeFeed(body)) {
    const set = MatchRows.set.decode(row);
    if (set) sets.push({ ...set, games: [] });
    const game = MatchRows.game.decode(row);
    if (game) sets.at(-1)?.games.push(game);
  }
  return sets;
}

// ------------------------------------------------------------------------ df_st, df_stn, df_stp

export interface DecodedStatPeriod {
  period: number;
  lines: MatchRowValue<'stat'>[];
}

export function decodeStatistics(body: string): DecodedStatPeriod[] {
  const periods: DecodedStatPeriod[] = [];
  for (const row of decodeFeed(body)) {
    const heading = MatchRows.period.decode(row);
    if (heading) periods.push({ period: heading.period, lines: [] });
    const line = MatchRows.stat.decode(row);
    if (line) periods.at(-1)?.lines.push(line);
  }
  return periods;
}

// ------------------------------------------------------------------------ df_mc, df_lc, df_lcpo

export type DecodedComment = MatchRowValue<'comment'>;

export function decodeComments(body: string): { position: number | null; entries: DecodedComment[] } {
  const out: { position: number | null; entries: DecodedComment[] } = { position: null, entries: [] };
  for (const row of decodeFeed(body)) {
    const position = MatchRows.position.decode(row);
    if (position) out.position = position.seq;
    const entry = MatchRows.comment.decode(row);
    if (entry) out.entries.push(entry);
  }
  return out;
}

// ------------------------------------------------------------------------------------- push notice

/**
 * The notice on `g_{sport}_{id}` that detail documents of the event changed: which feeds (MatchFeed
 * prefixes) an open match page should fetch again. Null for any other body on that subject (the
 * scoreboard deltas, which `decodeFeedDocument` reads and which skip this row in turn).
 */
export function decodeDetailNotice(body: string): { eventId: string; feeds: string[] } | null {
  return rowsOfKind(body, MatchRows.notice.decode)[0] ?? null;
}

/**
 * Readers of the match detail feeds (keys in `match-keys.ts`, forms in docs/feeds.md (match detail feeds)). Pure: a
 * body in, plain objects out. Like `decodeFeedDocument`, a mangled body throws FeedCodecError and
 * rows or cells a reader does not know are skipped, so a newer server can add them.
 */
import { cellValue, decodeFeed, type Row } from '../codec/feed-codec.ts';
import { decodeEventRow, type EventPatch, RowKey } from '../codec/fields.ts';
import type { SideNo, Text } from './model.ts';
import {
  ArticleKey,
  CommentKey,
  HeaderKey,
  HeadToHeadKey,
  HistoryKey,
  IncidentKey,
  LineupKey,
  LineupRole,
  MatchRow,
  NewsKey,
  NoticeKey,
  OddsKey,
  type OddsMove,
  ParticipantKey,
  PeriodKey,
  PitcherKey,
  PlayerStatsKey,
  ScratchKey,
  StatKey,
  textKeys,
  VideoKey,
} from './match-keys.ts';

type TextReader<T> = (row: Row, key: string) => T;

/** A text of a feed with `{lang}`: one cell. */
const oneText: TextReader<string> = (row, key) => cellValue(row, key) ?? '';
/** A text of a feed without `{lang}`: both cells. */
const bothTexts: TextReader<Text> = (row, key) => {
  const keys = textKeys(key);
  return { ta: cellValue(row, keys.ta) ?? '', en: cellValue(row, keys.en) ?? '' };
};

function int(row: Row, key: string): number | undefined {
  const text = cellValue(row, key);
  if (text === undefined || text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}
function side(row: Row, key: string): SideNo {
  return cellValue(row, key) === '2' ? 2 : 1;
}
function optional(row: Row, key: string): string | undefined {
  const text = cellValue(row, key);
  return text === undefined || text === '' ? undefined : text;
}
function rowsOf(body: string): { kind: string; value: string; row: Row }[] {
  const out: { kind: string; value: string; row: Row }[] = [];
  for (const row of decodeFeed(body)) {
    const first = row[0];
    if (first) out.push({ kind: first[0], value: first[1], row });
  }
  return out;
}

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
  participants: { id: string; name: string; shortName: string; countryId: number; side: SideNo }[];
}

export function decodeMatchHeader(body: string): MatchHeader | null {
  let header: MatchHeader | null = null;
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind === MatchRow.header) {
      header = {
        eventId: value,
        sportId: int(row, HeaderKey.sportId) ?? 0,
        leagueId: cellValue(row, HeaderKey.leagueId) ?? '',
        leagueName: bothTexts(row, HeaderKey.leagueName),
        tournamentType: cellValue(row, HeaderKey.tournamentType) ?? '',
        countryId: int(row, HeaderKey.countryId) ?? 0,
        countryCode: cellValue(row, HeaderKey.countryCode) ?? '',
        countryName: bothTexts(row, HeaderKey.countryName),
        event: null,
        participants: [],
      };
    } else if (!header) {
      continue;
    } else if (kind === RowKey.event) {
      header.event = decodeEventRow(row);
    } else if (kind === MatchRow.participant) {
      header.participants.push({
        id: value,
        name: cellValue(row, ParticipantKey.name) ?? '',
        shortName: cellValue(row, ParticipantKey.shortName) ?? '',
        countryId: int(row, ParticipantKey.countryId) ?? 0,
        side: side(row, ParticipantKey.side),
      });
    }
  }
  return header;
}

// ------------------------------------------------------------------------- d_su, df_sui, df_sur

export interface DecodedIncident<T> {
  seq: number;
  kind: number;
  side: SideNo;
  time: string;
  stage: number;
  player?: string;
  secondPlayer?: string;
  score?: string;
  note?: T;
  /** df_sur only. */
  minute?: number;
}

export interface SummaryPeriod<T> {
  stage: number;
  score?: string;
  incidents: DecodedIncident<T>[];
}

function readIncident<T>(value: string, row: Row, text: TextReader<T>, hasNote: boolean): DecodedIncident<T> {
  const incident: DecodedIncident<T> = {
    seq: Number(value) || 0,
    kind: int(row, IncidentKey.kind) ?? 0,
    side: side(row, IncidentKey.side),
    time: cellValue(row, IncidentKey.time) ?? '',
    stage: int(row, IncidentKey.stage) ?? 0,
  };
  const player = optional(row, IncidentKey.player);
  if (player !== undefined) incident.player = player;
  const second = optional(row, IncidentKey.secondPlayer);
  if (second !== undefined) incident.secondPlayer = second;
  const score = optional(row, IncidentKey.score);
  if (score !== undefined) incident.score = score;
  if (hasNote) incident.note = text(row, IncidentKey.note);
  const minute = int(row, IncidentKey.minute);
  if (minute !== undefined) incident.minute = minute;
  return incident;
}

function hasNoteCell(row: Row): boolean {
  const keys = textKeys(IncidentKey.note);
  return row.some(([k]) => k === IncidentKey.note || k === keys.ta || k === keys.en);
}

function decodePeriods<T>(body: string, text: TextReader<T>): SummaryPeriod<T>[] {
  const periods: SummaryPeriod<T>[] = [];
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind === MatchRow.period) {
      const period: SummaryPeriod<T> = { stage: Number(value) || 0, incidents: [] };
      const score = optional(row, PeriodKey.score);
      if (score !== undefined) period.score = score;
      periods.push(period);
    } else if (kind === MatchRow.incident) {
      periods.at(-1)?.incidents.push(readIncident(value, row, text, hasNoteCell(row)));
    }
  }
  return periods;
}

/** d_su: incidents by period, notes in the feed's language. */
export function decodeSummary(body: string): SummaryPeriod<string>[] {
  return decodePeriods(body, oneText);
}

/** df_sui: incidents by period, notes in both languages. */
export function decodeSummaryVertical(body: string): SummaryPeriod<Text>[] {
  return decodePeriods(body, bothTexts);
}

/** df_sur: one lane per side, incidents in time order with their timeline minute. */
export function decodeSummaryHorizontal(
  body: string,
): { side: SideNo; incidents: DecodedIncident<Text>[] }[] {
  const lanes: { side: SideNo; incidents: DecodedIncident<Text>[] }[] = [];
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind === MatchRow.lane) lanes.push({ side: value === '2' ? 2 : 1, incidents: [] });
    else if (kind === MatchRow.incident) {
      lanes.at(-1)?.incidents.push(readIncident(value, row, bothTexts, hasNoteCell(row)));
    }
  }
  return lanes;
}

// ------------------------------------------------------------------------------------------- df_hh

export interface HeadToHeadEvent {
  id: string;
  startTime: number;
  leagueId: string;
  homeId: string;
  awayId: string;
  homeName: string;
  awayName: string;
  homeScore?: string;
  awayScore?: string;
  winner?: number;
  result?: 'W' | 'D' | 'L';
}

export interface HeadToHeadBlock {
  section: number;
  participantId: string;
  count: number;
  won: number;
  drawn: number;
  lost: number;
  events: HeadToHeadEvent[];
}

export function decodeHeadToHead(body: string): HeadToHeadBlock[] {
  const sections: HeadToHeadBlock[] = [];
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind === MatchRow.h2hSection) {
      sections.push({
        section: Number(value) || 0,
        participantId: cellValue(row, HeadToHeadKey.participantId) ?? '',
        count: int(row, HeadToHeadKey.count) ?? 0,
        won: int(row, HeadToHeadKey.won) ?? 0,
        drawn: int(row, HeadToHeadKey.drawn) ?? 0,
        lost: int(row, HeadToHeadKey.lost) ?? 0,
        events: [],
      });
    } else if (kind === MatchRow.h2hEvent) {
      const event: HeadToHeadEvent = {
        id: value,
        startTime: int(row, HeadToHeadKey.startTime) ?? 0,
        leagueId: cellValue(row, HeadToHeadKey.leagueId) ?? '',
        homeId: cellValue(row, HeadToHeadKey.homeId) ?? '',
        awayId: cellValue(row, HeadToHeadKey.awayId) ?? '',
        homeName: cellValue(row, HeadToHeadKey.homeName) ?? '',
        awayName: cellValue(row, HeadToHeadKey.awayName) ?? '',
      };
      const homeScore = optional(row, HeadToHeadKey.homeScore);
      if (homeScore !== undefined) event.homeScore = homeScore;
      const awayScore = optional(row, HeadToHeadKey.awayScore);
      if (awayScore !== undefined) event.awayScore = awayScore;
      const winner = int(row, HeadToHeadKey.winner);
      if (winner !== undefined) event.winner = winner;
      const result = cellValue(row, HeadToHeadKey.result);
      if (result === 'W' || result === 'D' || result === 'L') event.result = result;
      sections.at(-1)?.events.push(event);
    }
  }
  return sections;
}

// --------------------------------------------------------------- d_od, df_od, df_dos, df_lod2, mop

export interface DecodedPrice {
  selection: string;
  /** As the feed writes it, in its odds format ("2.50", "3/2", "+150"). */
  value: string;
  previous?: string;
  move: OddsMove;
  changedAt?: number;
}

export interface DecodedOddsLine {
  bookmakerId: number;
  bookmakerName: string;
  line?: string;
  active: boolean;
  prices: DecodedPrice[];
}

export interface DecodedMarket<T> {
  market: number;
  name: T;
  /** d_od only: live (true) or prematch odds. */
  live?: boolean;
  lines: DecodedOddsLine[];
}

function decodeMarkets<T>(body: string, text: TextReader<T>): DecodedMarket<T>[] {
  const markets: DecodedMarket<T>[] = [];
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind === MatchRow.market) {
      const market: DecodedMarket<T> = {
        market: Number(value) || 0,
        name: text(row, OddsKey.marketName),
        lines: [],
      };
      const live = cellValue(row, OddsKey.live);
      if (live !== undefined) market.live = live === '1';
      markets.push(market);
    } else if (kind === MatchRow.oddsLine) {
      const line: DecodedOddsLine = {
        bookmakerId: Number(value) || 0,
        bookmakerName: cellValue(row, OddsKey.bookmakerName) ?? '',
        active: cellValue(row, OddsKey.active) !== '0',
        prices: [],
      };
      const handicap = optional(row, OddsKey.line);
      if (handicap !== undefined) line.line = handicap;
      markets.at(-1)?.lines.push(line);
    } else if (kind === MatchRow.price) {
      const move = int(row, OddsKey.move);
      const price: DecodedPrice = {
        selection: value,
        value: cellValue(row, OddsKey.value) ?? '',
        move: move === 1 ? 1 : move === -1 ? -1 : 0,
      };
      const previous = optional(row, OddsKey.previous);
      if (previous !== undefined) price.previous = previous;
      const changedAt = int(row, OddsKey.changedAt);
      if (changedAt !== undefined) price.changedAt = changedAt;
      markets.at(-1)?.lines.at(-1)?.prices.push(price);
    }
  }
  return markets;
}

/** d_od: market names in the feed's language, prices in its format. */
export function decodeOddsTab(body: string): DecodedMarket<string>[] {
  return decodeMarkets(body, oneText);
}

/** df_od, df_dos, df_lod2, mop: market names in both languages, decimal prices. */
export function decodeOdds(body: string): DecodedMarket<Text>[] {
  return decodeMarkets(body, bothTexts);
}

// ------------------------------------------------------------------------ df_li, df_psn, df_pi, df_scr

export interface DecodedLineupPlayer {
  name: string;
  role: LineupRole;
  playerId?: string;
  number?: number;
  position: string;
  captain: boolean;
  x?: number;
  y?: number;
}

export interface DecodedTeamLineup {
  side: SideNo;
  formation?: string;
  coach?: string;
  players: DecodedLineupPlayer[];
  missing: { name: string; reason: Text }[];
}

export function decodeLineups(body: string): { confirmed: boolean; teams: DecodedTeamLineup[] } | null {
  let out: { confirmed: boolean; teams: DecodedTeamLineup[] } | null = null;
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind === MatchRow.lineupInfo) out = { confirmed: value === '1', teams: [] };
    else if (!out) continue;
    else if (kind === MatchRow.lineupTeam) {
      const team: DecodedTeamLineup = { side: value === '2' ? 2 : 1, players: [], missing: [] };
      const formation = optional(row, LineupKey.formation);
      if (formation !== undefined) team.formation = formation;
      const coach = optional(row, LineupKey.coach);
      if (coach !== undefined) team.coach = coach;
      out.teams.push(team);
    } else if (kind === MatchRow.lineupPlayer) {
      const player: DecodedLineupPlayer = {
        name: value,
        role: int(row, LineupKey.role) === LineupRole.substitute ? LineupRole.substitute : LineupRole.starter,
        position: cellValue(row, LineupKey.position) ?? '',
        captain: cellValue(row, LineupKey.captain) === '1',
      };
      const playerId = optional(row, LineupKey.playerId);
      if (playerId !== undefined) player.playerId = playerId;
      const number = int(row, LineupKey.number);
      if (number !== undefined) player.number = number;
      const x = int(row, LineupKey.x);
      if (x !== undefined) player.x = x;
      const y = int(row, LineupKey.y);
      if (y !== undefined) player.y = y;
      out.teams.at(-1)?.players.push(player);
    } else if (kind === MatchRow.missingPlayer) {
      out.teams.at(-1)?.missing.push({ name: value, reason: bothTexts(row, LineupKey.reason) });
    }
  }
  return out;
}

export interface DecodedPlayerStats {
  name: string;
  playerId?: string;
  side: SideNo;
  number?: number;
  assists: number;
  /** How many incidents of each IncidentKind the player had. */
  counts: Record<number, number>;
}

export function decodePlayerStats(body: string): DecodedPlayerStats[] {
  const players: DecodedPlayerStats[] = [];
  const kindRe = new RegExp(`^${PlayerStatsKey.kindPrefix}([0-9]{1,3})$`);
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind !== MatchRow.playerStats) continue;
    const player: DecodedPlayerStats = {
      name: value,
      side: side(row, PlayerStatsKey.side),
      assists: int(row, PlayerStatsKey.assists) ?? 0,
      counts: {},
    };
    const playerId = optional(row, PlayerStatsKey.playerId);
    if (playerId !== undefined) player.playerId = playerId;
    const number = int(row, PlayerStatsKey.number);
    if (number !== undefined) player.number = number;
    for (const [key, text] of row) {
      const m = kindRe.exec(key);
      if (m) player.counts[Number(m[1])] = Number(text) || 0;
    }
    players.push(player);
  }
  return players;
}

export interface DecodedPitcher {
  side: SideNo;
  name: string;
  playerId?: string;
  number?: number;
  /** PitcherRole. */
  role: number;
}

export function decodePitchers(body: string): DecodedPitcher[] {
  const out: DecodedPitcher[] = [];
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind !== MatchRow.pitcher) continue;
    const pitcher: DecodedPitcher = {
      side: value === '2' ? 2 : 1,
      name: cellValue(row, PitcherKey.name) ?? '',
      role: int(row, PitcherKey.role) ?? 1,
    };
    const playerId = optional(row, PitcherKey.playerId);
    if (playerId !== undefined) pitcher.playerId = playerId;
    const number = int(row, PitcherKey.number);
    if (number !== undefined) pitcher.number = number;
    out.push(pitcher);
  }
  return out;
}

export interface DecodedScratch {
  name: string;
  id?: string;
  side?: SideNo;
  status?: number;
  reason?: Text;
}

export function decodeScratches(body: string): DecodedScratch[] {
  const out: DecodedScratch[] = [];
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind !== MatchRow.scratch) continue;
    const scratch: DecodedScratch = { name: value };
    const id = optional(row, ScratchKey.id);
    if (id !== undefined) scratch.id = id;
    if (cellValue(row, ScratchKey.side) !== undefined) scratch.side = side(row, ScratchKey.side);
    const status = int(row, ScratchKey.status);
    if (status !== undefined) scratch.status = status;
    if (cellValue(row, textKeys(ScratchKey.reason).en) !== undefined) {
      scratch.reason = bothTexts(row, ScratchKey.reason);
    }
    out.push(scratch);
  }
  return out;
}

// -------------------------------------------------------------------------- df_psp, df_mr, df_nf, df_hi

export function decodeArticle(body: string): { eventId: string; title: Text; body: Text } | null {
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind === MatchRow.article) {
      return {
        eventId: value,
        title: bothTexts(row, ArticleKey.title),
        body: bothTexts(row, ArticleKey.body),
      };
    }
  }
  return null;
}

export interface DecodedNews {
  id: string;
  publishedAt: number;
  headline: Text;
  lead: Text;
  eventId?: string;
}

export function decodeNews(body: string): DecodedNews[] {
  const out: DecodedNews[] = [];
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind !== MatchRow.news) continue;
    const article: DecodedNews = {
      id: value,
      publishedAt: int(row, NewsKey.publishedAt) ?? 0,
      headline: bothTexts(row, NewsKey.headline),
      lead: bothTexts(row, NewsKey.lead),
    };
    const eventId = optional(row, NewsKey.eventId);
    if (eventId !== undefined) article.eventId = eventId;
    out.push(article);
  }
  return out;
}

export interface DecodedVideo {
  id: string;
  title: Text;
  url: string;
  durationS: number;
  publishedAt: number;
}

export function decodeVideos(body: string): DecodedVideo[] {
  const out: DecodedVideo[] = [];
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind !== MatchRow.video) continue;
    out.push({
      id: value,
      title: bothTexts(row, VideoKey.title),
      url: cellValue(row, VideoKey.url) ?? '',
      durationS: int(row, VideoKey.durationS) ?? 0,
      publishedAt: int(row, VideoKey.publishedAt) ?? 0,
    });
  }
  return out;
}

// ---------------------------------------------------------------- df_mh, df_mhs, df_mhn, df_mhsn

export interface DecodedGame {
  game: number;
  server: SideNo;
  winner: SideNo;
  score?: string;
  breakPoints?: number;
  broken: boolean;
  points: string[];
}

export interface DecodedSet {
  set: number;
  score?: string;
  games: DecodedGame[];
}

export function decodeMatchHistory(body: string): DecodedSet[] {
  const sets: DecodedSet[] = [];
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind === MatchRow.set) {
      const set: DecodedSet = { set: Number(value) || 0, games: [] };
      const score = optional(row, HistoryKey.setScore);
      if (score !== undefined) set.score = score;
      sets.push(set);
    } else if (kind === MatchRow.game) {
      const game: DecodedGame = {
        game: Number(value) || 0,
        server: side(row, HistoryKey.server),
        winner: side(row, HistoryKey.winner),
        broken: cellValue(row, HistoryKey.broken) === '1',
        points: row.filter(([k]) => k === HistoryKey.point).map(([, v]) => v),
      };
      const score = optional(row, HistoryKey.score);
      if (score !== undefined) game.score = score;
      const breakPoints = int(row, HistoryKey.breakPoints);
      if (breakPoints !== undefined) game.breakPoints = breakPoints;
      sets.at(-1)?.games.push(game);
    }
  }
  return sets;
}

// ------------------------------------------------------------------------ df_st, df_stn, df_stp

export interface DecodedStatPeriod {
  period: number;
  lines: { key: string; name: Text; home: string; away: string }[];
}

export function decodeStatistics(body: string): DecodedStatPeriod[] {
  const periods: DecodedStatPeriod[] = [];
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind === MatchRow.period) periods.push({ period: Number(value) || 0, lines: [] });
    else if (kind === MatchRow.stat) {
      periods.at(-1)?.lines.push({
        key: value,
        name: bothTexts(row, StatKey.name),
        home: cellValue(row, StatKey.home) ?? '',
        away: cellValue(row, StatKey.away) ?? '',
      });
    }
  }
  return periods;
}

// ------------------------------------------------------------------------ df_mc, df_lc, df_lcpo

export interface DecodedComment {
  seq: number;
  time: string;
  kind: string;
  important: boolean;
  text: Text;
}

export function decodeComments(body: string): { position: number | null; entries: DecodedComment[] } {
  const out: { position: number | null; entries: DecodedComment[] } = { position: null, entries: [] };
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind === MatchRow.position) out.position = Number(value) || 0;
    else if (kind === MatchRow.comment) {
      out.entries.push({
        seq: Number(value) || 0,
        time: cellValue(row, CommentKey.time) ?? '',
        kind: cellValue(row, CommentKey.kind) ?? '',
        important: cellValue(row, CommentKey.important) === '1',
        text: bothTexts(row, CommentKey.text),
      });
    }
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
  for (const { kind, value, row } of rowsOf(body)) {
    if (kind !== MatchRow.notice) continue;
    const feeds = cellValue(row, NoticeKey.feeds) ?? '';
    return { eventId: value, feeds: feeds === '' ? [] : feeds.split(',') };
  }
  return null;
}

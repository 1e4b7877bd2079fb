/**
 * Row and cell keys of the list feeds (country, tournament, standings, draw, participant, fixtures,
 * results, odds, rankings, transfers, news: docs/feeds.md (list feeds)), and the cells each row is made of.
 * The decoders for the web are in list-decode.ts; both sides read the keys from here only.
 *
 * A row's first cell names its kind (as `AA` names an event row and `ZA` a league row in the
 * scoreboard feeds). Keys of different row kinds may repeat; a decoder reads a row only after its
 * first cell told it the kind. Event and league rows inside list feeds are the scoreboard's own rows
 * (codec/fields.ts), so the web decodes them with the scoreboard decoders.
 */
import type { Cell } from '../codec/feed-codec.ts';
import type { DrawMatch, Market, RankingRow, StandingRow, Transfer } from './model.ts';

/** Items per page of each paged kind. A page past the last one is the empty feed `0`. */
export const LIST_PAGE_SIZE = {
  /** tf_, tr_, pf_, pr_, pl_, pel_. */
  events: 50,
  /** ran_, ral_. */
  ranking: 100,
  /** tetr_. */
  transfers: 50,
  /** nl_, pnf_. */
  news: 20,
} as const;
/** mynf_{participants}_{count}: the largest count served. */
export const MY_NEWS_MAX = 50;
/** fp_ and mynf_: the most participant ids one name may list (joined by "-"); the route also caps a name at 128 characters. */
export const MAX_LISTED_PARTICIPANTS = 20;
/** Pages are numbered from 1. */
export const LIST_FIRST_PAGE = 1;

/** First-cell keys of the list feeds' own rows. */
export const ListRowKey = {
  page: 'PG',
  country: 'CA',
  participant: 'PA',
  standingsGroup: 'GN',
  standing: 'GR',
  drawRound: 'KR',
  drawMatch: 'KM',
  odds: 'OA',
  oddsSignature: 'OS',
  rankingHeader: 'RA',
  ranking: 'RR',
  transfer: 'TA',
  news: 'NA',
  participantEvent: 'EV',
  participantStats: 'XS',
} as const;

export const ListPageKey = { page: 'PG', pageCount: 'PGC', total: 'PGT', pageSize: 'PGS' } as const;

export interface ListPage {
  /** From 1. */
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
}

export function pageCells(page: ListPage): Cell[] {
  return [
    [ListPageKey.page, String(page.page)],
    [ListPageKey.pageCount, String(page.pageCount)],
    [ListPageKey.total, String(page.total)],
    [ListPageKey.pageSize, String(page.pageSize)],
  ];
}

/**
 * Cells added to a scoreboard league row (`leagueCells`) in c_, t_, s_ and p_: the spec's league item
 * "table flags" and "event count", the season and the span of the league's events.
 */
export const LeagueExtraKey = {
  eventCount: 'ZN',
  liveCount: 'ZV',
  season: 'ZS',
  firstStart: 'ZF',
  lastStart: 'ZG',
  hasStandings: 'ZHS',
  hasDraw: 'ZHD',
} as const;

export interface LeagueExtra {
  eventCount: number;
  liveCount: number;
  season?: string;
  /** Unix seconds of the first and last event start. */
  firstStart?: number;
  lastStart?: number;
  hasStandings: boolean;
  hasDraw: boolean;
}

export function leagueExtraCells(extra: LeagueExtra): Cell[] {
  const cells: Cell[] = [
    [LeagueExtraKey.eventCount, String(extra.eventCount)],
    [LeagueExtraKey.liveCount, String(extra.liveCount)],
  ];
  if (extra.season !== undefined) cells.push([LeagueExtraKey.season, extra.season]);
  if (extra.firstStart !== undefined) cells.push([LeagueExtraKey.firstStart, String(extra.firstStart)]);
  if (extra.lastStart !== undefined) cells.push([LeagueExtraKey.lastStart, String(extra.lastStart)]);
  cells.push([LeagueExtraKey.hasStandings, flag(extra.hasStandings)]);
  cells.push([LeagueExtraKey.hasDraw, flag(extra.hasDraw)]);
  return cells;
}

export const CountryListKey = { id: 'CA', name: 'CN', code: 'CC', order: 'CO' } as const;

export interface CountryItem {
  id: number;
  /** In the feed's language. */
  name: string;
  code: string;
  order: number;
}

export function countryCells(country: CountryItem): Cell[] {
  return [
    [CountryListKey.id, String(country.id)],
    [CountryListKey.name, country.name],
    [CountryListKey.code, country.code],
    [CountryListKey.order, String(country.order)],
  ];
}

export const ParticipantHeaderKey = {
  id: 'PA',
  name: 'PN',
  shortName: 'PSN',
  sportId: 'PS',
  countryId: 'PC',
  countryName: 'PCN',
  countryCode: 'PCC',
  coach: 'PCO',
} as const;

export interface ParticipantItem {
  id: string;
  name: string;
  shortName: string;
  sportId: number;
  countryId: number;
  /** In the feed's language; empty when the country is unknown. */
  countryName: string;
  countryCode: string;
  coach?: string;
}

export function participantCells(p: ParticipantItem): Cell[] {
  const cells: Cell[] = [
    [ParticipantHeaderKey.id, p.id],
    [ParticipantHeaderKey.name, p.name],
    [ParticipantHeaderKey.shortName, p.shortName],
    [ParticipantHeaderKey.sportId, String(p.sportId)],
    [ParticipantHeaderKey.countryId, String(p.countryId)],
    [ParticipantHeaderKey.countryName, p.countryName],
    [ParticipantHeaderKey.countryCode, p.countryCode],
  ];
  if (p.coach !== undefined) cells.push([ParticipantHeaderKey.coach, p.coach]);
  return cells;
}

export const StandingsListKey = {
  group: 'GN',
  rank: 'GR',
  participantId: 'GP',
  name: 'GT',
  played: 'GM',
  won: 'GW',
  drawn: 'GD',
  lost: 'GL',
  scoreFor: 'GF',
  scoreAgainst: 'GA',
  points: 'GX',
  form: 'GO',
  zone: 'GZ',
} as const;

/** A group caption row; an unnamed group (a single table) has an empty name. */
export function standingsGroupCells(name: string): Cell[] {
  return [[StandingsListKey.group, name]];
}

export function standingCells(row: StandingRow): Cell[] {
  const cells: Cell[] = [
    [StandingsListKey.rank, String(row.rank)],
    [StandingsListKey.participantId, row.participantId],
    [StandingsListKey.name, row.name],
    [StandingsListKey.played, String(row.played)],
    [StandingsListKey.won, String(row.won)],
    [StandingsListKey.drawn, String(row.drawn)],
    [StandingsListKey.lost, String(row.lost)],
    [StandingsListKey.scoreFor, String(row.scoreFor)],
    [StandingsListKey.scoreAgainst, String(row.scoreAgainst)],
    [StandingsListKey.points, String(row.points)],
    // Form is one letter per match, oldest first ("WWDLW"): shorter than a list and unambiguous.
    [StandingsListKey.form, row.form.join('')],
  ];
  if (row.zone !== undefined) cells.push([StandingsListKey.zone, row.zone]);
  return cells;
}

export const DrawListKey = {
  round: 'KR',
  match: 'KM',
  eventId: 'KE',
  homeId: 'KH',
  awayId: 'KA',
  homeName: 'KHN',
  awayName: 'KAN',
  homeScore: 'KHS',
  awayScore: 'KAS',
  winner: 'KW',
} as const;

export function drawRoundCells(name: string): Cell[] {
  return [[DrawListKey.round, name]];
}

/** `index` is the match's place in its round, from 1 (bracket position). */
export function drawMatchCells(index: number, match: DrawMatch): Cell[] {
  const cells: Cell[] = [[DrawListKey.match, String(index)]];
  const optional: [string, string | number | undefined][] = [
    [DrawListKey.eventId, match.eventId],
    [DrawListKey.homeId, match.homeId],
    [DrawListKey.awayId, match.awayId],
    [DrawListKey.homeName, match.homeName],
    [DrawListKey.awayName, match.awayName],
    [DrawListKey.homeScore, match.homeScore],
    [DrawListKey.awayScore, match.awayScore],
    [DrawListKey.winner, match.winner],
  ];
  for (const [key, value] of optional) if (value !== undefined) cells.push([key, String(value)]);
  return cells;
}

/**
 * Odds rows: one per event, the main market of the main bookmaker. Prices are cells `O_{selection}`
 * ('O_1', 'O_X', 'O_2', 'O_over'), the price before the last move `Q_{selection}`.
 */
export const OddsListKey = {
  eventId: 'OA',
  bookmakerId: 'OB',
  bookmakerName: 'OBN',
  market: 'OM',
  line: 'OV',
  live: 'OI',
  active: 'OX',
  /** In uo_: the event's odds were removed. */
  removed: 'OR',
  signature: 'OS',
} as const;
const PRICE_PREFIX = 'O_';
const PREVIOUS_PREFIX = 'Q_';
/** Selections that fit a key (key rule of the codec: at most 8 characters of [A-Za-z0-9_]). */
export const ODDS_SELECTION_RE = /^[A-Za-z0-9]{1,6}$/;

export interface OddsItem {
  eventId: string;
  bookmakerId: number;
  bookmakerName: string;
  market: Market;
  line?: string;
  live: boolean;
  active: boolean;
  prices: { selection: string; value: number; previous?: number }[];
}

export function oddsCells(item: OddsItem): Cell[] {
  const cells: Cell[] = [
    [OddsListKey.eventId, item.eventId],
    [OddsListKey.bookmakerId, String(item.bookmakerId)],
    [OddsListKey.bookmakerName, item.bookmakerName],
    [OddsListKey.market, String(item.market)],
  ];
  if (item.line !== undefined) cells.push([OddsListKey.line, item.line]);
  cells.push([OddsListKey.live, flag(item.live)], [OddsListKey.active, flag(item.active)]);
  for (const price of item.prices) {
    if (!ODDS_SELECTION_RE.test(price.selection)) continue;
    cells.push([PRICE_PREFIX + price.selection, oddsPriceText(price.value)]);
    if (price.previous !== undefined)
      cells.push([PREVIOUS_PREFIX + price.selection, oddsPriceText(price.previous)]);
  }
  return cells;
}

/**
 * A decimal price with at most 3 decimals: bookmakers quote no finer, and a price computed upstream
 * (2.1 + 0.05) must not reach the page as 2.1500000000000004.
 */
export function oddsPriceText(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

export function oddsRemovedCells(eventId: string): Cell[] {
  return [
    [OddsListKey.eventId, eventId],
    [OddsListKey.removed, '1'],
  ];
}

export function oddsSignatureCells(signature: string): Cell[] {
  return [[OddsListKey.signature, signature]];
}

/** @internal for list-decode.ts */
export const ODDS_PRICE_PREFIXES = { price: PRICE_PREFIX, previous: PREVIOUS_PREFIX } as const;

export const RankingListKey = {
  id: 'RA',
  sportId: 'RS',
  nameTa: 'RNT',
  nameEn: 'RNE',
  updatedAt: 'RU',
  live: 'RL',
  rank: 'RR',
  participantId: 'RP',
  name: 'RN',
  countryId: 'RC',
  points: 'RT',
  move: 'RM',
} as const;

/** ran_ and ral_ carry no language: the header holds the ranking's name in both. */
export interface RankingHeader {
  id: string;
  sportId: number;
  name: { ta: string; en: string };
  updatedAt: number;
  live: boolean;
}

export function rankingHeaderCells(header: RankingHeader): Cell[] {
  return [
    [RankingListKey.id, header.id],
    [RankingListKey.sportId, String(header.sportId)],
    [RankingListKey.nameTa, header.name.ta],
    [RankingListKey.nameEn, header.name.en],
    [RankingListKey.updatedAt, String(header.updatedAt)],
    [RankingListKey.live, flag(header.live)],
  ];
}

export function rankingCells(row: RankingRow): Cell[] {
  const cells: Cell[] = [
    [RankingListKey.rank, String(row.rank)],
    [RankingListKey.participantId, row.participantId],
    [RankingListKey.name, row.name],
    [RankingListKey.countryId, String(row.countryId)],
    [RankingListKey.points, String(row.points)],
  ];
  if (row.move !== undefined) cells.push([RankingListKey.move, String(row.move)]);
  return cells;
}

export const TransferListKey = {
  playerId: 'TA',
  playerName: 'TN',
  fromId: 'TFI',
  fromName: 'TFN',
  toId: 'TTI',
  toName: 'TTN',
  date: 'TD',
  type: 'TY',
  fee: 'TE',
  /** The fee in euros (Transfer.feeEur), for the page to format in its own language. */
  feeEur: 'TEU',
} as const;

export function transferCells(t: Transfer): Cell[] {
  const cells: Cell[] = [
    [TransferListKey.playerId, t.playerId],
    [TransferListKey.playerName, t.playerName],
  ];
  if (t.fromId !== undefined) cells.push([TransferListKey.fromId, t.fromId]);
  cells.push([TransferListKey.fromName, t.fromName]);
  if (t.toId !== undefined) cells.push([TransferListKey.toId, t.toId]);
  cells.push(
    [TransferListKey.toName, t.toName],
    [TransferListKey.date, t.date],
    [TransferListKey.type, t.type],
  );
  if (t.fee !== undefined) cells.push([TransferListKey.fee, t.fee]);
  if (t.feeEur !== undefined) cells.push([TransferListKey.feeEur, String(t.feeEur)]);
  return cells;
}

export const NewsListKey = {
  id: 'NA',
  sportId: 'NS',
  publishedAt: 'NT',
  headlineTa: 'NHT',
  headlineEn: 'NHE',
  leadTa: 'NLT',
  leadEn: 'NLE',
  participantIds: 'NP',
  leagueIds: 'NL',
  eventId: 'NE',
} as const;

/** A news list item: the article without its body (the list shows headline and lead). */
export interface NewsItem {
  id: string;
  sportId: number;
  publishedAt: number;
  headline: { ta: string; en: string };
  lead: { ta: string; en: string };
  participantIds: string[];
  leagueIds: string[];
  eventId?: string;
}

export function newsCells(item: NewsItem): Cell[] {
  const cells: Cell[] = [
    [NewsListKey.id, item.id],
    [NewsListKey.sportId, String(item.sportId)],
    [NewsListKey.publishedAt, String(item.publishedAt)],
    [NewsListKey.headlineTa, item.headline.ta],
    [NewsListKey.headlineEn, item.headline.en],
    [NewsListKey.leadTa, item.lead.ta],
    [NewsListKey.leadEn, item.lead.en],
    // Ids are [A-Za-z0-9_] (feed names carry them), so a comma never occurs inside one.
    [NewsListKey.participantIds, item.participantIds.join(',')],
    [NewsListKey.leagueIds, item.leagueIds.join(',')],
  ];
  if (item.eventId !== undefined) cells.push([NewsListKey.eventId, item.eventId]);
  return cells;
}

/** pel_: one of a participant's events as the participant sees it. */
export const ParticipantEventKey = {
  eventId: 'EV',
  sportId: 'ES',
  leagueId: 'EL',
  leagueName: 'ELN',
  startTime: 'ET',
  stageType: 'EST',
  stage: 'ESG',
  home: 'EH',
  opponentId: 'EO',
  opponentName: 'EON',
  scoreFor: 'EF',
  scoreAgainst: 'EG',
  outcome: 'ER',
  rank: 'EK',
  participantStatus: 'EP',
} as const;

/** W won, D drawn, L lost; absent while the event is not finished or has no winner yet. */
export type ParticipantOutcome = 'W' | 'D' | 'L';

export interface ParticipantEventItem {
  eventId: string;
  sportId: number;
  leagueId: string;
  /** In the feed's language. */
  leagueName: string;
  startTime: number;
  stageType: number;
  stage: number;
  /** Duel sports: the participant is the home side. No-duel rows are always the participant's own. */
  home: boolean;
  opponentId?: string;
  opponentName?: string;
  scoreFor?: string;
  scoreAgainst?: string;
  outcome?: ParticipantOutcome;
  /** No-duel sports: the participant's rank and status in the race. */
  rank?: number;
  participantStatus?: number;
}

export function participantEventCells(item: ParticipantEventItem): Cell[] {
  const cells: Cell[] = [
    [ParticipantEventKey.eventId, item.eventId],
    [ParticipantEventKey.sportId, String(item.sportId)],
    [ParticipantEventKey.leagueId, item.leagueId],
    [ParticipantEventKey.leagueName, item.leagueName],
    [ParticipantEventKey.startTime, String(item.startTime)],
    [ParticipantEventKey.stageType, String(item.stageType)],
    [ParticipantEventKey.stage, String(item.stage)],
    [ParticipantEventKey.home, flag(item.home)],
  ];
  const optional: [string, string | number | undefined][] = [
    [ParticipantEventKey.opponentId, item.opponentId],
    [ParticipantEventKey.opponentName, item.opponentName],
    [ParticipantEventKey.scoreFor, item.scoreFor],
    [ParticipantEventKey.scoreAgainst, item.scoreAgainst],
    [ParticipantEventKey.outcome, item.outcome],
    [ParticipantEventKey.rank, item.rank],
    [ParticipantEventKey.participantStatus, item.participantStatus],
  ];
  for (const [key, value] of optional) if (value !== undefined) cells.push([key, String(value)]);
  return cells;
}

/** pe_: a participant's record over its finished events, and what comes next. */
export const ParticipantStatsKey = {
  played: 'XS',
  won: 'XW',
  drawn: 'XD',
  lost: 'XL',
  form: 'XF',
  podiums: 'XPD',
  bestRank: 'XB',
  liveEventId: 'XLE',
  nextEventId: 'XN',
  nextStart: 'XT',
  lastEventId: 'XE',
} as const;

export interface ParticipantStats {
  /** Finished events (duels) or races (no-duel sports). */
  played: number;
  /** Duels: matches won; no-duel sports: races won (rank 1). */
  won: number;
  drawn: number;
  lost: number;
  /** The last five outcomes, oldest first (duel sports). */
  form: ParticipantOutcome[];
  /** No-duel sports: finishes in the first three, and the best rank. */
  podiums: number;
  bestRank?: number;
  liveEventId?: string;
  nextEventId?: string;
  nextStart?: number;
  lastEventId?: string;
}

export function participantStatsCells(stats: ParticipantStats): Cell[] {
  const cells: Cell[] = [
    [ParticipantStatsKey.played, String(stats.played)],
    [ParticipantStatsKey.won, String(stats.won)],
    [ParticipantStatsKey.drawn, String(stats.drawn)],
    [ParticipantStatsKey.lost, String(stats.lost)],
    [ParticipantStatsKey.form, stats.form.join('')],
    [ParticipantStatsKey.podiums, String(stats.podiums)],
  ];
  const optional: [string, string | number | undefined][] = [
    [ParticipantStatsKey.bestRank, stats.bestRank],
    [ParticipantStatsKey.liveEventId, stats.liveEventId],
    [ParticipantStatsKey.nextEventId, stats.nextEventId],
    [ParticipantStatsKey.nextStart, stats.nextStart],
    [ParticipantStatsKey.lastEventId, stats.lastEventId],
  ];
  for (const [key, value] of optional) if (value !== undefined) cells.push([key, String(value)]);
  return cells;
}

function flag(value: boolean): string {
  return value ? '1' : '0';
}

// ---- People: player profiles (pp_), squads (psq_), injuries (pij_), a sport's rankings (rnk_) ----

/** First-cell keys of the people feeds' rows (distinct from every ListRowKey and RowKey). */
export const PeopleRowKey = {
  player: 'YA',
  appearance: 'YE',
  playerIncident: 'YI',
  squadPlayer: 'QA',
  injury: 'IA',
} as const;

/** pp_: the most recent finished matches of the player's team listed on a profile. */
export const PLAYER_RECENT_MATCHES = 10;

export const PlayerProfileKey = {
  id: 'YA',
  name: 'YN',
  sportId: 'YS',
  teamId: 'YT',
  teamName: 'YTN',
  countryId: 'YC',
  countryName: 'YCN',
  countryCode: 'YCC',
  position: 'YP',
  number: 'YNO',
  birthDate: 'YB',
  heightCm: 'YH',
} as const;

export interface PlayerProfileItem {
  id: string;
  name: string;
  sportId: number;
  teamId?: string;
  teamName?: string;
  countryId: number;
  /** In the feed's language; empty when the country is unknown. */
  countryName: string;
  countryCode: string;
  /** The sport's own short position code (football G, D, M, F), as in squads and line-ups. */
  position?: string;
  number?: number;
  /** YYYY-MM-DD. */
  birthDate?: string;
  heightCm?: number;
}

export function playerProfileCells(p: PlayerProfileItem): Cell[] {
  const cells: Cell[] = [
    [PlayerProfileKey.id, p.id],
    [PlayerProfileKey.name, p.name],
    [PlayerProfileKey.sportId, String(p.sportId)],
  ];
  const optional: [string, string | number | undefined][] = [
    [PlayerProfileKey.teamId, p.teamId],
    [PlayerProfileKey.teamName, p.teamName],
  ];
  for (const [key, value] of optional) if (value !== undefined) cells.push([key, String(value)]);
  cells.push(
    [PlayerProfileKey.countryId, String(p.countryId)],
    [PlayerProfileKey.countryName, p.countryName],
    [PlayerProfileKey.countryCode, p.countryCode],
  );
  const more: [string, string | number | undefined][] = [
    [PlayerProfileKey.position, p.position],
    [PlayerProfileKey.number, p.number],
    [PlayerProfileKey.birthDate, p.birthDate],
    [PlayerProfileKey.heightCm, p.heightCm],
  ];
  for (const [key, value] of more) if (value !== undefined) cells.push([key, String(value)]);
  return cells;
}

/**
 * The player in one of the listed matches (the row follows the match's event row): `s` started,
 * `b` on the bench, `x` not in the line-up; no role cell when the match has no line-ups.
 */
export const AppearanceKey = { eventId: 'YE', role: 'YL' } as const;
export type AppearanceRole = 's' | 'b' | 'x';

export function appearanceCells(eventId: string, role: AppearanceRole | undefined): Cell[] {
  const cells: Cell[] = [[AppearanceKey.eventId, eventId]];
  if (role !== undefined) cells.push([AppearanceKey.role, role]);
  return cells;
}

/** One incident of the player in a listed match (goal, card, substitution ...). */
export const PlayerIncidentKey = {
  eventId: 'YI',
  kind: 'YK',
  time: 'YM',
  /** `1`: the player is the incident's second player (the assist, or the one going off). */
  second: 'YX',
  score: 'YSC',
} as const;

export interface PlayerIncidentItem {
  eventId: string;
  /** IncidentKind (detail/model.ts). */
  kind: number;
  time: string;
  second: boolean;
  score?: string;
}

export function playerIncidentCells(item: PlayerIncidentItem): Cell[] {
  const cells: Cell[] = [
    [PlayerIncidentKey.eventId, item.eventId],
    [PlayerIncidentKey.kind, String(item.kind)],
    [PlayerIncidentKey.time, item.time],
    [PlayerIncidentKey.second, flag(item.second)],
  ];
  if (item.score !== undefined) cells.push([PlayerIncidentKey.score, item.score]);
  return cells;
}

/** psq_: one squad member, with what the profile adds (country, birth date, height). */
export const SquadPlayerKey = {
  id: 'QA',
  name: 'QN',
  position: 'QP',
  number: 'QNO',
  countryId: 'QC',
  countryName: 'QCN',
  countryCode: 'QCC',
  birthDate: 'QB',
  heightCm: 'QH',
} as const;

export interface SquadPlayerItem {
  id: string;
  name: string;
  /** The sport's own short code; empty when the squad gives none. */
  position: string;
  number?: number;
  countryId?: number;
  countryName?: string;
  countryCode?: string;
  birthDate?: string;
  heightCm?: number;
}

export function squadPlayerCells(p: SquadPlayerItem): Cell[] {
  const cells: Cell[] = [
    [SquadPlayerKey.id, p.id],
    [SquadPlayerKey.name, p.name],
    [SquadPlayerKey.position, p.position],
  ];
  const optional: [string, string | number | undefined][] = [
    [SquadPlayerKey.number, p.number],
    [SquadPlayerKey.countryId, p.countryId],
    [SquadPlayerKey.countryName, p.countryName],
    [SquadPlayerKey.countryCode, p.countryCode],
    [SquadPlayerKey.birthDate, p.birthDate],
    [SquadPlayerKey.heightCm, p.heightCm],
  ];
  for (const [key, value] of optional) if (value !== undefined) cells.push([key, String(value)]);
  return cells;
}

/** pij_: one injury of a team's player; the reason in the feed's language. */
export const InjuryListKey = {
  playerId: 'IA',
  playerName: 'IN',
  reason: 'IR',
  from: 'IF',
  until: 'IU',
} as const;

export interface InjuryItem {
  playerId: string;
  playerName: string;
  reason: string;
  /** YYYY-MM-DD. */
  from: string;
  /** The expected return, YYYY-MM-DD. */
  until?: string;
}

export function injuryCells(item: InjuryItem): Cell[] {
  const cells: Cell[] = [
    [InjuryListKey.playerId, item.playerId],
    [InjuryListKey.playerName, item.playerName],
    [InjuryListKey.reason, item.reason],
    [InjuryListKey.from, item.from],
  ];
  if (item.until !== undefined) cells.push([InjuryListKey.until, item.until]);
  return cells;
}

/**
 * rnk_: the cells a ranking header (RankingListKey) gets in a sport's list of rankings: how many rows
 * it has and who leads it.
 */
export const RankingIndexKey = { rowCount: 'RCT', leaderId: 'RLP', leaderName: 'RLN' } as const;

export interface RankingIndexItem extends RankingHeader {
  rowCount: number;
  leaderId?: string;
  leaderName?: string;
}

export function rankingIndexCells(item: RankingIndexItem): Cell[] {
  const cells: Cell[] = [...rankingHeaderCells(item), [RankingIndexKey.rowCount, String(item.rowCount)]];
  if (item.leaderId !== undefined) cells.push([RankingIndexKey.leaderId, item.leaderId]);
  if (item.leaderName !== undefined) cells.push([RankingIndexKey.leaderName, item.leaderName]);
  return cells;
}

/**
 * Decoders of the list feeds (docs/feeds.md (list feeds)) for the web: one per row kind, and
 * `decodeListFeed` for a whole body. Pure and lenient: an unknown key is ignored (a newer server may
 * add cells), a row of an unknown kind is skipped, a missing number reads as 0.
 */
import { cellValue, decodeFeed, type Row } from '../codec/feed-codec.ts';
import {
  decodeEventRow,
  decodeLeagueRow,
  type EventPatch,
  type FeedLeague,
  RowKey,
} from '../codec/fields.ts';
import {
  CountryListKey,
  type CountryItem,
  DrawListKey,
  LeagueExtraKey,
  type LeagueExtra,
  ListRowKey,
  type ListPage,
  NewsListKey,
  type NewsItem,
  ODDS_PRICE_PREFIXES,
  OddsListKey,
  type OddsItem,
  type ParticipantOutcome,
  ListPageKey,
  ParticipantEventKey,
  type ParticipantEventItem,
  ParticipantHeaderKey,
  type ParticipantItem,
  ParticipantStatsKey,
  type ParticipantStats,
  RankingListKey,
  type RankingHeader,
  StandingsListKey,
  TransferListKey,
} from './list-keys.ts';
import {
  AppearanceKey,
  type AppearanceRole,
  InjuryListKey,
  type InjuryItem,
  PeopleRowKey,
  type PlayerIncidentItem,
  PlayerIncidentKey,
  PlayerProfileKey,
  type PlayerProfileItem,
  RankingIndexKey,
  type RankingIndexItem,
  SquadPlayerKey,
  type SquadPlayerItem,
} from './list-keys.ts';
import type { DrawMatch, Market, RankingRow, SideNo, StandingRow, Transfer } from './model.ts';

function num(row: Row, key: string): number {
  const n = Number(cellValue(row, key) ?? '0');
  return Number.isFinite(n) ? n : 0;
}
function optNum(row: Row, key: string): number | undefined {
  const v = cellValue(row, key);
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}
function text(row: Row, key: string): string {
  return cellValue(row, key) ?? '';
}
function isFirst(row: Row, key: string): boolean {
  return row[0]?.[0] === key;
}
function list(value: string | undefined): string[] {
  return value ? value.split(',') : [];
}
function outcomes(value: string | undefined): ParticipantOutcome[] {
  return [...(value ?? '')].filter((c): c is ParticipantOutcome => c === 'W' || c === 'D' || c === 'L');
}
/** Copies the defined values of `extra` onto `target` (exactOptionalPropertyTypes forbids undefined). */
function assignDefined<T extends object>(target: T, extra: { [K in keyof T]?: T[K] | undefined }): T {
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  }
  return target;
}

export function decodePageRow(row: Row): ListPage | null {
  if (!isFirst(row, ListPageKey.page)) return null;
  return {
    page: num(row, ListPageKey.page),
    pageCount: num(row, ListPageKey.pageCount),
    total: num(row, ListPageKey.total),
    pageSize: num(row, ListPageKey.pageSize),
  };
}

/** The extra league cells of c_, t_, s_, p_; null when the row has none. */
export function decodeLeagueExtra(row: Row): LeagueExtra | null {
  if (cellValue(row, LeagueExtraKey.eventCount) === undefined) return null;
  return assignDefined<LeagueExtra>(
    {
      eventCount: num(row, LeagueExtraKey.eventCount),
      liveCount: num(row, LeagueExtraKey.liveCount),
      hasStandings: cellValue(row, LeagueExtraKey.hasStandings) === '1',
      hasDraw: cellValue(row, LeagueExtraKey.hasDraw) === '1',
    },
    {
      season: cellValue(row, LeagueExtraKey.season),
      firstStart: optNum(row, LeagueExtraKey.firstStart),
      lastStart: optNum(row, LeagueExtraKey.lastStart),
    },
  );
}

export function decodeCountryRow(row: Row): CountryItem | null {
  if (!isFirst(row, CountryListKey.id)) return null;
  return {
    id: num(row, CountryListKey.id),
    name: text(row, CountryListKey.name),
    code: text(row, CountryListKey.code),
    order: num(row, CountryListKey.order),
  };
}

export function decodeParticipantRow(row: Row): ParticipantItem | null {
  if (!isFirst(row, ParticipantHeaderKey.id)) return null;
  return assignDefined<ParticipantItem>(
    {
      id: text(row, ParticipantHeaderKey.id),
      name: text(row, ParticipantHeaderKey.name),
      shortName: text(row, ParticipantHeaderKey.shortName),
      sportId: num(row, ParticipantHeaderKey.sportId),
      countryId: num(row, ParticipantHeaderKey.countryId),
      countryName: text(row, ParticipantHeaderKey.countryName),
      countryCode: text(row, ParticipantHeaderKey.countryCode),
    },
    { coach: cellValue(row, ParticipantHeaderKey.coach) },
  );
}

export function decodeStandingRow(row: Row): StandingRow | null {
  if (!isFirst(row, StandingsListKey.rank)) return null;
  return assignDefined<StandingRow>(
    {
      participantId: text(row, StandingsListKey.participantId),
      name: text(row, StandingsListKey.name),
      rank: num(row, StandingsListKey.rank),
      played: num(row, StandingsListKey.played),
      won: num(row, StandingsListKey.won),
      drawn: num(row, StandingsListKey.drawn),
      lost: num(row, StandingsListKey.lost),
      scoreFor: num(row, StandingsListKey.scoreFor),
      scoreAgainst: num(row, StandingsListKey.scoreAgainst),
      points: num(row, StandingsListKey.points),
      form: outcomes(cellValue(row, StandingsListKey.form)),
    },
    { zone: cellValue(row, StandingsListKey.zone) },
  );
}

export function decodeDrawMatchRow(row: Row): { index: number; match: DrawMatch } | null {
  if (!isFirst(row, DrawListKey.match)) return null;
  const winner = optNum(row, DrawListKey.winner);
  const match = assignDefined<DrawMatch>(
    {},
    {
      eventId: cellValue(row, DrawListKey.eventId),
      homeId: cellValue(row, DrawListKey.homeId),
      awayId: cellValue(row, DrawListKey.awayId),
      homeName: cellValue(row, DrawListKey.homeName),
      awayName: cellValue(row, DrawListKey.awayName),
      homeScore: cellValue(row, DrawListKey.homeScore),
      awayScore: cellValue(row, DrawListKey.awayScore),
      winner: winner === 1 || winner === 2 ? (winner as SideNo) : undefined,
    },
  );
  return { index: num(row, DrawListKey.match), match };
}

export function decodeOddsRow(row: Row): OddsItem | null {
  if (!isFirst(row, OddsListKey.eventId) || cellValue(row, OddsListKey.removed) === '1') return null;
  const prices: OddsItem['prices'] = [];
  const previous = new Map<string, number>();
  for (const [key, value] of row) {
    if (key.startsWith(ODDS_PRICE_PREFIXES.previous)) {
      previous.set(key.slice(ODDS_PRICE_PREFIXES.previous.length), Number(value));
    }
  }
  for (const [key, value] of row) {
    if (!key.startsWith(ODDS_PRICE_PREFIXES.price)) continue;
    const selection = key.slice(ODDS_PRICE_PREFIXES.price.length);
    const before = previous.get(selection);
    prices.push(
      before === undefined
        ? { selection, value: Number(value) }
        : { selection, value: Number(value), previous: before },
    );
  }
  return assignDefined<OddsItem>(
    {
      eventId: text(row, OddsListKey.eventId),
      bookmakerId: num(row, OddsListKey.bookmakerId),
      bookmakerName: text(row, OddsListKey.bookmakerName),
      market: num(row, OddsListKey.market) as Market,
      live: cellValue(row, OddsListKey.live) === '1',
      active: cellValue(row, OddsListKey.active) === '1',
      prices,
    },
    { line: cellValue(row, OddsListKey.line) },
  );
}

export function decodeRankingHeaderRow(row: Row): RankingHeader | null {
  if (!isFirst(row, RankingListKey.id)) return null;
  return {
    id: text(row, RankingListKey.id),
    sportId: num(row, RankingListKey.sportId),
    name: { ta: text(row, RankingListKey.nameTa), en: text(row, RankingListKey.nameEn) },
    updatedAt: num(row, RankingListKey.updatedAt),
    live: cellValue(row, RankingListKey.live) === '1',
  };
}

export function decodeRankingRow(row: Row): RankingRow | null {
  if (!isFirst(row, RankingListKey.rank)) return null;
  return assignDefined<RankingRow>(
    {
      rank: num(row, RankingListKey.rank),
      participantId: text(row, RankingListKey.participantId),
      name: text(row, RankingListKey.name),
      countryId: num(row, RankingListKey.countryId),
      points: num(row, RankingListKey.points),
    },
    { move: optNum(row, RankingListKey.move) },
  );
}

export function decodeTransferRow(row: Row): Transfer | null {
  if (!isFirst(row, TransferListKey.playerId)) return null;
  return assignDefined<Transfer>(
    {
      playerId: text(row, TransferListKey.playerId),
      playerName: text(row, TransferListKey.playerName),
      fromName: text(row, TransferListKey.fromName),
      toName: text(row, TransferListKey.toName),
      date: text(row, TransferListKey.date),
      type: text(row, TransferListKey.type),
    },
    {
      fromId: cellValue(row, TransferListKey.fromId),
      toId: cellValue(row, TransferListKey.toId),
      fee: cellValue(row, TransferListKey.fee),
      feeEur: optNum(row, TransferListKey.feeEur),
    },
  );
}

export function decodeNewsRow(row: Row): NewsItem | null {
  if (!isFirst(row, NewsListKey.id)) return null;
  return assignDefined<NewsItem>(
    {
      id: text(row, NewsListKey.id),
      sportId: num(row, NewsListKey.sportId),
      publishedAt: num(row, NewsListKey.publishedAt),
      headline: { ta: text(row, NewsListKey.headlineTa), en: text(row, NewsListKey.headlineEn) },
      lead: { ta: text(row, NewsListKey.leadTa), en: text(row, NewsListKey.leadEn) },
      participantIds: list(cellValue(row, NewsListKey.participantIds)),
      leagueIds: list(cellValue(row, NewsListKey.leagueIds)),
    },
    { eventId: cellValue(row, NewsListKey.eventId) },
  );
}

export function decodeParticipantEventRow(row: Row): ParticipantEventItem | null {
  if (!isFirst(row, ParticipantEventKey.eventId)) return null;
  const outcome = outcomes(cellValue(row, ParticipantEventKey.outcome))[0];
  return assignDefined<ParticipantEventItem>(
    {
      eventId: text(row, ParticipantEventKey.eventId),
      sportId: num(row, ParticipantEventKey.sportId),
      leagueId: text(row, ParticipantEventKey.leagueId),
      leagueName: text(row, ParticipantEventKey.leagueName),
      startTime: num(row, ParticipantEventKey.startTime),
      stageType: num(row, ParticipantEventKey.stageType),
      stage: num(row, ParticipantEventKey.stage),
      home: cellValue(row, ParticipantEventKey.home) === '1',
    },
    {
      opponentId: cellValue(row, ParticipantEventKey.opponentId),
      opponentName: cellValue(row, ParticipantEventKey.opponentName),
      scoreFor: cellValue(row, ParticipantEventKey.scoreFor),
      scoreAgainst: cellValue(row, ParticipantEventKey.scoreAgainst),
      outcome,
      rank: optNum(row, ParticipantEventKey.rank),
      participantStatus: optNum(row, ParticipantEventKey.participantStatus),
    },
  );
}

export function decodeParticipantStatsRow(row: Row): ParticipantStats | null {
  if (!isFirst(row, ParticipantStatsKey.played)) return null;
  return assignDefined<ParticipantStats>(
    {
      played: num(row, ParticipantStatsKey.played),
      won: num(row, ParticipantStatsKey.won),
      drawn: num(row, ParticipantStatsKey.drawn),
      lost: num(row, ParticipantStatsKey.lost),
      form: outcomes(cellValue(row, ParticipantStatsKey.form)),
      podiums: num(row, ParticipantStatsKey.podiums),
    },
    {
      bestRank: optNum(row, ParticipantStatsKey.bestRank),
      liveEventId: cellValue(row, ParticipantStatsKey.liveEventId),
      nextEventId: cellValue(row, ParticipantStatsKey.nextEventId),
      nextStart: optNum(row, ParticipantStatsKey.nextStart),
      lastEventId: cellValue(row, ParticipantStatsKey.lastEventId),
    },
  );
}

/** A league row of a list feed: the scoreboard league plus the list's extra cells. */
export interface ListLeague extends FeedLeague {
  extra: LeagueExtra | null;
}

/** An event row with the sport and league of the rows before it (as in a full feed). */
export interface ListEvent {
  sportId: number;
  leagueId: string | null;
  patch: EventPatch;
}

/** Everything a list feed body may hold, in body order within each list. */
export interface ListFeedDocument {
  page: ListPage | null;
  country: CountryItem | null;
  participant: ParticipantItem | null;
  /** A4 row of pl_, fm_, fp_: the day and timezone the body was made for. */
  feedDay: { day: number; tzMinutes: number } | null;
  leagues: ListLeague[];
  events: ListEvent[];
  standings: { name: string; rows: StandingRow[] }[];
  draw: { name: string; matches: { index: number; match: DrawMatch }[] }[];
  odds: OddsItem[];
  /** uo_: events whose odds were removed since the signature. */
  oddsRemoved: string[];
  oddsSignature: string | null;
  /** A3 row: the signature of uo_ is too old, reload fo_. */
  reload: boolean;
  ranking: RankingHeader | null;
  rankingRows: RankingRow[];
  transfers: Transfer[];
  news: NewsItem[];
  participantEvents: ParticipantEventItem[];
  participantStats: ParticipantStats | null;
}

/** Decodes any list feed body (throws FeedCodecError only on text no encoder writes, like decodeFeed). */
export function decodeListFeed(body: string): ListFeedDocument {
  const doc: ListFeedDocument = {
    page: null,
    country: null,
    participant: null,
    feedDay: null,
    leagues: [],
    events: [],
    standings: [],
    draw: [],
    odds: [],
    oddsRemoved: [],
    oddsSignature: null,
    reload: false,
    ranking: null,
    rankingRows: [],
    transfers: [],
    news: [],
    participantEvents: [],
    participantStats: null,
  };
  let sportId = 0;
  let leagueId: string | null = null;
  for (const row of decodeFeed(body)) {
    switch (row[0]?.[0]) {
      case RowKey.sport:
        sportId = num(row, RowKey.sport);
        leagueId = null;
        break;
      case RowKey.feedDay: {
        const [day = '0', tz = '0'] = text(row, RowKey.feedDay).split(';');
        doc.feedDay = { day: Number(day) || 0, tzMinutes: Number(tz) || 0 };
        break;
      }
      case RowKey.repair:
        doc.reload = true;
        break;
      case RowKey.league: {
        const league = decodeLeagueRow(row, sportId);
        if (league) {
          doc.leagues.push({ ...league, extra: decodeLeagueExtra(row) });
          leagueId = league.id;
        }
        break;
      }
      case RowKey.event: {
        const patch = decodeEventRow(row);
        if (patch) doc.events.push({ sportId, leagueId, patch });
        break;
      }
      case ListRowKey.page:
        doc.page = decodePageRow(row);
        break;
      case ListRowKey.country:
        doc.country = decodeCountryRow(row);
        break;
      case ListRowKey.participant:
        doc.participant = decodeParticipantRow(row);
        break;
      case ListRowKey.standingsGroup:
        doc.standings.push({ name: text(row, StandingsListKey.group), rows: [] });
        break;
      case ListRowKey.standing: {
        const standing = decodeStandingRow(row);
        if (!standing) break;
        if (doc.standings.length === 0) doc.standings.push({ name: '', rows: [] });
        doc.standings[doc.standings.length - 1]?.rows.push(standing);
        break;
      }
      case ListRowKey.drawRound:
        doc.draw.push({ name: text(row, DrawListKey.round), matches: [] });
        break;
      case ListRowKey.drawMatch: {
        const match = decodeDrawMatchRow(row);
        if (!match) break;
        if (doc.draw.length === 0) doc.draw.push({ name: '', matches: [] });
        doc.draw[doc.draw.length - 1]?.matches.push(match);
        break;
      }
      case ListRowKey.odds: {
        if (cellValue(row, OddsListKey.removed) === '1') doc.oddsRemoved.push(text(row, OddsListKey.eventId));
        const odds = decodeOddsRow(row);
        if (odds) doc.odds.push(odds);
        break;
      }
      case ListRowKey.oddsSignature:
        doc.oddsSignature = text(row, OddsListKey.signature);
        break;
      case ListRowKey.rankingHeader:
        doc.ranking = decodeRankingHeaderRow(row);
        break;
      case ListRowKey.ranking: {
        const ranking = decodeRankingRow(row);
        if (ranking) doc.rankingRows.push(ranking);
        break;
      }
      case ListRowKey.transfer: {
        const transfer = decodeTransferRow(row);
        if (transfer) doc.transfers.push(transfer);
        break;
      }
      case ListRowKey.news: {
        const news = decodeNewsRow(row);
        if (news) doc.news.push(news);
        break;
      }
      case ListRowKey.participantEvent: {
        const item = decodeParticipantEventRow(row);
        if (item) doc.participantEvents.push(item);
        break;
      }
      case ListRowKey.participantStats:
        doc.participantStats = decodeParticipantStatsRow(row);
        break;
      default:
        break;
    }
  }
  return doc;
}

// ---- People feeds: pp_, psq_, pij_, rnk_ ----

export function decodePlayerProfileRow(row: Row): PlayerProfileItem | null {
  if (!isFirst(row, PeopleRowKey.player)) return null;
  return assignDefined<PlayerProfileItem>(
    {
      id: text(row, PlayerProfileKey.id),
      name: text(row, PlayerProfileKey.name),
      sportId: num(row, PlayerProfileKey.sportId),
      countryId: num(row, PlayerProfileKey.countryId),
      countryName: text(row, PlayerProfileKey.countryName),
      countryCode: text(row, PlayerProfileKey.countryCode),
    },
    {
      teamId: cellValue(row, PlayerProfileKey.teamId),
      teamName: cellValue(row, PlayerProfileKey.teamName),
      position: cellValue(row, PlayerProfileKey.position),
      number: optNum(row, PlayerProfileKey.number),
      birthDate: cellValue(row, PlayerProfileKey.birthDate),
      heightCm: optNum(row, PlayerProfileKey.heightCm),
    },
  );
}

function appearanceRole(value: string | undefined): AppearanceRole | undefined {
  return value === 's' || value === 'b' || value === 'x' ? value : undefined;
}

export function decodeAppearanceRow(row: Row): { eventId: string; role?: AppearanceRole } | null {
  if (!isFirst(row, PeopleRowKey.appearance)) return null;
  return assignDefined<{ eventId: string; role?: AppearanceRole }>(
    { eventId: text(row, AppearanceKey.eventId) },
    { role: appearanceRole(cellValue(row, AppearanceKey.role)) },
  );
}

export function decodePlayerIncidentRow(row: Row): PlayerIncidentItem | null {
  if (!isFirst(row, PeopleRowKey.playerIncident)) return null;
  return assignDefined<PlayerIncidentItem>(
    {
      eventId: text(row, PlayerIncidentKey.eventId),
      kind: num(row, PlayerIncidentKey.kind),
      time: text(row, PlayerIncidentKey.time),
      second: cellValue(row, PlayerIncidentKey.second) === '1',
    },
    { score: cellValue(row, PlayerIncidentKey.score) },
  );
}

export function decodeSquadPlayerRow(row: Row): SquadPlayerItem | null {
  if (!isFirst(row, PeopleRowKey.squadPlayer)) return null;
  return assignDefined<SquadPlayerItem>(
    {
      id: text(row, SquadPlayerKey.id),
      name: text(row, SquadPlayerKey.name),
      position: text(row, SquadPlayerKey.position),
    },
    {
      number: optNum(row, SquadPlayerKey.number),
      countryId: optNum(row, SquadPlayerKey.countryId),
      countryName: cellValue(row, SquadPlayerKey.countryName),
      countryCode: cellValue(row, SquadPlayerKey.countryCode),
      birthDate: cellValue(row, SquadPlayerKey.birthDate),
      heightCm: optNum(row, SquadPlayerKey.heightCm),
    },
  );
}

export function decodeInjuryRow(row: Row): InjuryItem | null {
  if (!isFirst(row, PeopleRowKey.injury)) return null;
  return assignDefined<InjuryItem>(
    {
      playerId: text(row, InjuryListKey.playerId),
      playerName: text(row, InjuryListKey.playerName),
      reason: text(row, InjuryListKey.reason),
      from: text(row, InjuryListKey.from),
    },
    { until: cellValue(row, InjuryListKey.until) },
  );
}

export function decodeRankingIndexRow(row: Row): RankingIndexItem | null {
  const header = decodeRankingHeaderRow(row);
  if (!header) return null;
  return assignDefined<RankingIndexItem>(
    { ...header, rowCount: num(row, RankingIndexKey.rowCount) },
    {
      leaderId: cellValue(row, RankingIndexKey.leaderId),
      leaderName: cellValue(row, RankingIndexKey.leaderName),
    },
  );
}

/** One of the matches a profile lists: the event row, the player's part in it and incidents. */
export interface ProfileMatch {
  event: ListEvent;
  role?: AppearanceRole;
  incidents: PlayerIncidentItem[];
}

export interface PlayerProfileDocument {
  player: PlayerProfileItem | null;
  leagues: FeedLeague[];
  matches: ProfileMatch[];
}

/** pp_: the profile, then its recent matches (scoreboard rows) each followed by the player's rows. */
export function decodePlayerProfileFeed(body: string): PlayerProfileDocument {
  const doc: PlayerProfileDocument = { player: null, leagues: [], matches: [] };
  let sportId = 0;
  let leagueId: string | null = null;
  const byEvent = new Map<string, ProfileMatch>();
  for (const row of decodeFeed(body)) {
    switch (row[0]?.[0]) {
      case RowKey.sport:
        sportId = num(row, RowKey.sport);
        leagueId = null;
        break;
      case RowKey.league: {
        const league = decodeLeagueRow(row, sportId);
        if (league) {
          if (!doc.leagues.some((l) => l.id === league.id)) doc.leagues.push(league);
          leagueId = league.id;
        }
        break;
      }
      case RowKey.event: {
        const patch = decodeEventRow(row);
        if (!patch) break;
        const match: ProfileMatch = { event: { sportId, leagueId, patch }, incidents: [] };
        doc.matches.push(match);
        byEvent.set(patch.id, match);
        break;
      }
      case PeopleRowKey.player:
        doc.player = decodePlayerProfileRow(row);
        break;
      case PeopleRowKey.appearance: {
        const appearance = decodeAppearanceRow(row);
        const match = appearance && byEvent.get(appearance.eventId);
        if (match && appearance.role !== undefined) match.role = appearance.role;
        break;
      }
      case PeopleRowKey.playerIncident: {
        const incident = decodePlayerIncidentRow(row);
        if (incident) byEvent.get(incident.eventId)?.incidents.push(incident);
        break;
      }
      default:
        break;
    }
  }
  return doc;
}

/** psq_: the team header (coach) and the squad in the feed's order (by position, starters first). */
export function decodeSquadFeed(body: string): { team: ParticipantItem | null; players: SquadPlayerItem[] } {
  const out: { team: ParticipantItem | null; players: SquadPlayerItem[] } = { team: null, players: [] };
  for (const row of decodeFeed(body)) {
    if (isFirst(row, ListRowKey.participant)) out.team = decodeParticipantRow(row);
    const player = decodeSquadPlayerRow(row);
    if (player) out.players.push(player);
  }
  return out;
}

/** pij_: a team's injuries, newest first. */
export function decodeInjuriesFeed(body: string): InjuryItem[] {
  const out: InjuryItem[] = [];
  for (const row of decodeFeed(body)) {
    const injury = decodeInjuryRow(row);
    if (injury) out.push(injury);
  }
  return out;
}

/** rnk_: a sport's rankings, each with its size and leader. */
export function decodeRankingIndexFeed(body: string): RankingIndexItem[] {
  const out: RankingIndexItem[] = [];
  for (const row of decodeFeed(body)) {
    const item = decodeRankingIndexRow(row);
    if (item) out.push(item);
  }
  return out;
}

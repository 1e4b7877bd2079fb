/**
 * Decoders of the list feeds (docs/feeds.md (list feeds)) for the web: one per row kind, each taken
 * from its declaration (list-keys.ts, people-rows.ts), and the feed readers (`decodeListFeed` for a
 * whole body, the people feeds') that put rows together. Pure and lenient: an unknown key is ignored
 * (a newer server may add cells), a row of an unknown kind is skipped, a missing number reads as 0.
 */
import { cellValue, decodeFeed, type Row } from '../codec/feed-codec.ts';
import { rowsOfKind } from '../codec/row-schema.ts';
import {
  decodeEventRow,
  decodeLeagueRow,
  type EventPatch,
  type FeedLeague,
  RowKey,
} from '../codec/fields.ts';
import {
  type CountryItem,
  type LeagueExtra,
  leagueExtraFields,
  type ListPage,
  ListRowKey,
  ListRows,
  type NewsItem,
  type OddsItem,
  oddsRemovalRow,
  type ParticipantEventItem,
  type ParticipantItem,
  type ParticipantStats,
  type RankingHeader,
  type RankingIndexItem,
  rankingIndexRow,
} from './list-keys.ts';
import {
  type AppearanceRole,
  type CricketFiguresItem,
  type InjuryItem,
  type KabaddiFiguresItem,
  type GoalFiguresItem,
  PeopleRowKey,
  PeopleRows,
  type PlayerIncidentItem,
  type PlayerProfileItem,
  type SquadPlayerItem,
} from './people-rows.ts';
import type { DrawMatch, RankingRow, StandingRow, Transfer } from './model.ts';

function num(row: Row, key: string): number {
  const n = Number(cellValue(row, key) ?? '0');
  return Number.isFinite(n) ? n : 0;
}
function isFirst(row: Row, key: string): boolean {
  return row[0]?.[0] === key;
}

// Row decoders, derived from the declarations in list-keys.ts and people-rows.ts: null for a row of
// another kind, missing numbers as 0, missing optional cells absent.

export const decodePageRow: (row: Row) => ListPage | null = ListRows.page.decode;
/** The extra league cells of c_, t_, s_, p_; null when the row has none. */
export const decodeLeagueExtra: (row: Row) => LeagueExtra | null = leagueExtraFields.decode;
export const decodeCountryRow: (row: Row) => CountryItem | null = ListRows.country.decode;
export const decodeParticipantRow: (row: Row) => ParticipantItem | null = ListRows.participant.decode;
export const decodeStandingRow: (row: Row) => StandingRow | null = ListRows.standing.decode;
export const decodeRankingHeaderRow: (row: Row) => RankingHeader | null = ListRows.rankingHeader.decode;
export const decodeRankingRow: (row: Row) => RankingRow | null = ListRows.ranking.decode;
export const decodeTransferRow: (row: Row) => Transfer | null = ListRows.transfer.decode;
export const decodeNewsRow: (row: Row) => NewsItem | null = ListRows.news.decode;
export const decodeParticipantEventRow: (row: Row) => ParticipantEventItem | null =
  ListRows.participantEvent.decode;
export const decodeParticipantStatsRow: (row: Row) => ParticipantStats | null =
  ListRows.participantStats.decode;
export const decodePlayerProfileRow: (row: Row) => PlayerProfileItem | null = PeopleRows.player.decode;
export const decodeAppearanceRow: (row: Row) => { eventId: string; role?: AppearanceRole } | null =
  PeopleRows.appearance.decode;
export const decodePlayerIncidentRow: (row: Row) => PlayerIncidentItem | null =
  PeopleRows.playerIncident.decode;
export const decodeSquadPlayerRow: (row: Row) => SquadPlayerItem | null = PeopleRows.squadPlayer.decode;
export const decodeInjuryRow: (row: Row) => InjuryItem | null = PeopleRows.injury.decode;
export const decodeRankingIndexRow: (row: Row) => RankingIndexItem | null = rankingIndexRow.decode;

/** A draw match row: its place in the round and the match (the model's DrawMatch). */
export function decodeDrawMatchRow(row: Row): { index: number; match: DrawMatch } | null {
  const value = ListRows.drawMatch.decode(row);
  if (!value) return null;
  const { index, ...match } = value;
  return { index, match };
}

/** Special case: an `OA` row that says the event's odds were removed (uo_) is not an odds row. */
export function decodeOddsRow(row: Row): OddsItem | null {
  return oddsRemovalRow.decode(row)?.removed ? null : ListRows.odds.decode(row);
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

/** Adds a row's value to its list; a row that did not read (null) adds nothing. */
function pushRead<T>(list: T[], value: T | null): void {
  if (value) list.push(value);
}

/** The group a row goes to: the last one, or an unnamed one for rows before any group row. */
function lastGroup<G>(groups: G[], unnamed: () => G): G {
  if (groups.length === 0) groups.push(unnamed());
  return groups[groups.length - 1] as G;
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
        const [day = '0', tz = '0'] = (cellValue(row, RowKey.feedDay) ?? '').split(';');
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
        doc.standings.push({ name: ListRows.standingsGroup.decode(row)?.name ?? '', rows: [] });
        break;
      case ListRowKey.standing: {
        const standing = decodeStandingRow(row);
        if (standing) lastGroup(doc.standings, () => ({ name: '', rows: [] })).rows.push(standing);
        break;
      }
      case ListRowKey.drawRound:
        doc.draw.push({ name: ListRows.drawRound.decode(row)?.name ?? '', matches: [] });
        break;
      case ListRowKey.drawMatch: {
        const match = decodeDrawMatchRow(row);
        if (match) lastGroup(doc.draw, () => ({ name: '', matches: [] })).matches.push(match);
        break;
      }
      case ListRowKey.odds: {
        const removal = oddsRemovalRow.decode(row);
        if (removal?.removed) doc.oddsRemoved.push(removal.eventId);
        pushRead(doc.odds, decodeOddsRow(row));
        break;
      }
      case ListRowKey.oddsSignature:
        doc.oddsSignature = ListRows.oddsSignature.decode(row)?.signature ?? '';
        break;
      case ListRowKey.rankingHeader:
        doc.ranking = decodeRankingHeaderRow(row);
        break;
      case ListRowKey.ranking:
        pushRead(doc.rankingRows, decodeRankingRow(row));
        break;
      case ListRowKey.transfer:
        pushRead(doc.transfers, decodeTransferRow(row));
        break;
      case ListRowKey.news:
        pushRead(doc.news, decodeNewsRow(row));
        break;
      case ListRowKey.participantEvent:
        pushRead(doc.participantEvents, decodeParticipantEventRow(row));
        break;
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
  /** Cricket: career and season figures by format (rows `YF`), in the feed's order. */
  cricketFigures: CricketFiguresItem[];
  /** Kabaddi: career and season figures (rows `YG`). */
  kabaddiFigures: KabaddiFiguresItem[];
  /** The sports that count goals: career and season figures (rows `YO`). */
  goalFigures: GoalFiguresItem[];
}

/** pp_: the profile, then its recent matches (scoreboard rows) each followed by the player's rows. */
export function decodePlayerProfileFeed(body: string): PlayerProfileDocument {
  const doc: PlayerProfileDocument = {
    player: null,
    leagues: [],
    matches: [],
    cricketFigures: [],
    kabaddiFigures: [],
    goalFigures: [],
  };
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
      case PeopleRowKey.cricketFigures: {
        const figures = PeopleRows.cricketFigures.decode(row);
        if (figures) doc.cricketFigures.push(figures);
        break;
      }
      case PeopleRowKey.goalFigures: {
        const figures = PeopleRows.goalFigures.decode(row);
        if (figures) doc.goalFigures.push(figures);
        break;
      }
      case PeopleRowKey.kabaddiFigures: {
        const figures = PeopleRows.kabaddiFigures.decode(row);
        if (figures) doc.kabaddiFigures.push(figures);
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
  return rowsOfKind(body, decodeInjuryRow);
}

/** rnk_: a sport's rankings, each with its size and leader. */
export function decodeRankingIndexFeed(body: string): RankingIndexItem[] {
  return rowsOfKind(body, decodeRankingIndexRow);
}

/**
 * What the world check reads, as the public feeds give it (docs/feeds.md), and what it reports.
 * Everything here is decoded with `@nerali/domain`'s decoders from `GET /x/feed/{name}` bodies and
 * page HTML; nothing comes from the server's memory (docs/world-check.md).
 */
import type {
  BallByBall,
  DecodedTeamLineup,
  DrawMatch,
  FeedLeague,
  LeagueExtra,
  MatchEvent,
  RankingHeader,
  RankingRow,
  StandingRow,
  Transfer,
} from '@nerali/domain';

/** An event of a day feed with the league row it was listed under. */
export interface WorldEvent extends MatchEvent {
  league: FeedLeague;
}

/** A match's line-ups (df_li) as `decodeLineups` reads them: each side's players, starters and bench. */
export interface LineupView {
  confirmed: boolean;
  teams: DecodedTeamLineup[];
}

export interface StandingsGroupView {
  name: string;
  rows: StandingRow[];
}

export interface DrawRoundView {
  name: string;
  matches: { index: number; match: DrawMatch }[];
}

export interface RankingView {
  header: RankingHeader;
  rows: RankingRow[];
}

/** A national team's name as one /ta page showed it (the Tamil-naming check). */
export interface PageTeamName {
  url: string;
  sportId: number;
  participantId: string;
  /** The team's name in the feeds (English, as spelt). */
  feedName: string;
  /** The page's main heading as rendered, tags stripped. */
  shown: string;
}

/** The world as the feeds show it over the checked window. */
export interface World {
  /** Server time of the feeds (A2 of the first full feed), unix seconds. */
  nowS: number;
  tzMinutes: number;
  /** Relative days fetched, e.g. -7..7. */
  days: readonly number[];
  events: Map<string, WorldEvent>;
  leagues: Map<string, FeedLeague & { extra?: LeagueExtra | null }>;
  standings: Map<string, StandingsGroupView[]>;
  draws: Map<string, DrawRoundView[]>;
  lineups: Map<string, LineupView>;
  /**
   * Cricket's ball-by-ball documents by event id (rules/cricket-balls.ts). No public feed carries the
   * deliveries yet (the scorecard feed carries what is computed from them), so collect leaves it empty.
   */
  balls: Map<string, BallByBall>;
  rankings: RankingView[];
  /** Transfers by team id (tetr_), for teams of leagues with a known currency. */
  transfers: Map<string, Transfer[]>;
  /** National teams' names on /ta pages; empty when the server serves no pages. */
  pageNames: PageTeamName[];
  /** What could not be read (a page server absent, a feed that failed), said in the report. */
  notes: string[];
}

export function emptyWorld(nowS: number, tzMinutes: number, days: readonly number[]): World {
  return {
    nowS,
    tzMinutes,
    days,
    events: new Map(),
    leagues: new Map(),
    standings: new Map(),
    draws: new Map(),
    lineups: new Map(),
    balls: new Map(),
    rankings: [],
    transfers: new Map(),
    pageNames: [],
    notes: [],
  };
}

/**
 * One broken rule. `check` is a stable id (`calendar.overlap`, `score.tennis-set` ...) listed in
 * docs/world-check.md with the rule book section it comes from; `sportId` says whose count it is.
 */
export interface Violation {
  sportId: number;
  check: string;
  /** What it is about: an event id, a league id, a ranking id, a page URL. */
  subject: string;
  /** One line a fan would understand: names, scores, times. */
  detail: string;
}

export type Rule = (world: World) => Violation[];

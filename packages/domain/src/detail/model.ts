/**
 * What a match, a league, a team and a player need beyond the scoreboard row: incidents, line-ups,
 * statistics, commentary, odds, standings, draws, squads, transfers, injuries, rankings, profiles,
 * news and videos. Each is a *document*: a whole, current object under a kind and a key. Sources (the
 * simulator, the ingest API) put whole documents; the engine keeps the newest one per key with a
 * version, and the feed catalogue encodes them into the spec's feeds (docs/feeds.md).
 *
 * Times are unix seconds; texts shown to fans carry both languages; proper names stay as written.
 */
import type { BallByBall } from '../cricket/model.ts';
import type { KabaddiRaids } from '../kabaddi/model.ts';
import type { SportId } from '../model.ts';
import type { SideNo, Text } from './basics.ts';

export type { Text } from './basics.ts';

export type { SideNo } from './basics.ts';

/**
 * Incident kinds. The spec lists incident types (cards, goals, substitutions, per-sport statistics,
 * participant status reasons) without their numbers; these are ours, documented in SPEC.md [DET1].
 */
export const IncidentKind = {
  goal: 1,
  ownGoal: 2,
  penaltyGoal: 3,
  penaltyMissed: 4,
  yellowCard: 5,
  secondYellow: 6,
  redCard: 7,
  substitution: 8,
  videoReview: 9,
  shootoutScored: 10,
  shootoutMissed: 11,
  /** Rugby, aussie rules, american football scoring. */
  try: 20,
  conversion: 21,
  penaltyKick: 22,
  dropGoal: 23,
  touchdown: 24,
  fieldGoal: 25,
  safety: 26,
  behind: 27,
  /** Cricket. */
  wicket: 30,
  four: 31,
  six: 32,
  fifty: 33,
  hundred: 34,
  /** Kabaddi. */
  raidPoint: 40,
  tacklePoint: 41,
  allOut: 42,
  superRaid: 43,
  /** A point won by neither a raid nor a tackle: a technical point, a do-or-die raid that failed. */
  extraPoint: 44,
  /** Combat sports. */
  knockdown: 50,
  /** Rally and net sports, darts, snooker, esports: a set, leg, frame or map won; a break of serve. */
  setWon: 51,
  breakOfServe: 52,
  legWon: 53,
  frameWon: 54,
  century: 55,
  oneEighty: 56,
  checkout: 57,
  mapWon: 58,
  /** Baseball. */
  run: 60,
  homeRun: 61,
  /** Time-outs and suspensions (handball 2 minutes, hockey penalties). */
  timeout: 70,
  suspension: 71,
  penaltyMinutes: 72,
} as const;
export type IncidentKind = (typeof IncidentKind)[keyof typeof IncidentKind];

export interface Incident {
  /** Order within the match, from 1. */
  seq: number;
  kind: IncidentKind;
  side: SideNo;
  /** The match time as the sport writes it: "45+2", "18.3" (overs), "07:12" (a quarter's clock). */
  time: string;
  /** The event stage (EventStage) it happened in, for grouping by half, period, set or innings. */
  stage: number;
  player?: string;
  /** The assisting player, or for a substitution the player going off. */
  secondPlayer?: string;
  /** The score after it, "2-1". */
  score?: string;
  note?: Text;
}

export interface EventIncidents {
  eventId: string;
  incidents: Incident[];
}

export interface LineupPlayer {
  playerId?: string;
  name: string;
  number?: number;
  /** G, D, M, F for football; the sport's own short position otherwise. */
  position: string;
  captain?: boolean;
  /** Place on the pitch for the formation drawing: x and y in 0..100 from the own goal line. */
  x?: number;
  y?: number;
}

export interface TeamLineup {
  formation?: string;
  coach?: string;
  starters: LineupPlayer[];
  substitutes: LineupPlayer[];
  missing?: { name: string; reason: Text }[];
}

export interface Lineups {
  eventId: string;
  /** False while the line-ups are only predicted. */
  confirmed: boolean;
  home: TeamLineup;
  away: TeamLineup;
}

export interface StatLine {
  /** Stable key of the statistic ("possession", "shotsOnTarget", "aces" ...). */
  key: string;
  name: Text;
  home: string;
  away: string;
}

export interface MatchStatistics {
  eventId: string;
  /** Period 0 is the whole match; others are EventStage numbers (halves, sets, quarters). */
  periods: { period: number; lines: StatLine[] }[];
  /**
   * When the counted events happened, one entry each (shots, corners ...), for the momentum graph
   * (momentum/momentum.ts); optional: a source may send counts only.
   */
  timeline?: StatMoment[];
}

/** One counted event of the statistics: its whole match minute (stoppage time at its half's end). */
export interface StatMoment {
  minute: number;
  side: SideNo;
  key: string;
}

/**
 * Broadcast channel types (spec 1 §3 event item, live-broadcast JSON: TV 1, bookmaker 2, web 3).
 * Bookmakers are never shown (docs/decisions.md "Bookmaker and odds rules"), so 2 is not ours.
 */
export const ChannelType = { tv: 1, web: 3 } as const;
export type ChannelType = (typeof ChannelType)[keyof typeof ChannelType];

/** A channel showing the match in India. */
export interface Broadcast {
  type: ChannelType;
  name: string;
}

/** Venue, officials, crowd and where to watch (in India); every field optional: unknown is left out. */
export interface MatchInfo {
  eventId: string;
  venue?: string;
  city?: string;
  referee?: string;
  attendance?: number;
  broadcasts?: Broadcast[];
}

export interface CommentaryEntry {
  seq: number;
  time: string;
  /** goal, card, substitution, chance, whistle, info. */
  kind: string;
  important?: boolean;
  text: Text;
}

export interface Commentary {
  eventId: string;
  entries: CommentaryEntry[];
}

/** Betting markets (spec 2 §3: odds by sport: 1x2 or 12, double chance, asian handicap, over/under, moneyline). */
export const Market = {
  oneXTwo: 1,
  homeAway: 2,
  doubleChance: 3,
  asianHandicap: 4,
  overUnder: 5,
  moneyline: 6,
  bothTeamsToScore: 7,
} as const;
export type Market = (typeof Market)[keyof typeof Market];

export interface Bookmaker {
  id: number;
  name: string;
}

export interface OddsPrice {
  /** '1', 'X', '2', '1X', '12', 'X2', 'over', 'under', 'yes', 'no'. */
  selection: string;
  /** Decimal (eu) price; other formats are converted when shown. */
  value: number;
  /** The price before the last move, for the movement arrow. */
  previous?: number;
  changedAt?: number;
}

export interface OddsLine {
  market: Market;
  bookmakerId: number;
  /** Handicap or total ("-1.5", "2.5") for lined markets. */
  line?: string;
  /** A suspended line shows its last prices greyed out. */
  active: boolean;
  prices: OddsPrice[];
}

export interface EventOdds {
  eventId: string;
  /** Prematch lines until kick-off, then live lines. */
  live: boolean;
  lines: OddsLine[];
}

export interface StandingRow {
  participantId: string;
  name: string;
  rank: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scoreFor: number;
  scoreAgainst: number;
  points: number;
  /** Last five results, oldest first. */
  form: ('W' | 'D' | 'L')[];
  /** A coloured zone (promotion, playoff, relegation) as a key the web translates. */
  zone?: string;
}

export interface Standings {
  leagueId: string;
  season: string;
  groups: { name?: Text; rows: StandingRow[] }[];
}

export interface DrawMatch {
  eventId?: string;
  homeId?: string;
  awayId?: string;
  homeName?: string;
  awayName?: string;
  homeScore?: string;
  awayScore?: string;
  winner?: SideNo;
}

export interface Draw {
  leagueId: string;
  rounds: { name: Text; matches: DrawMatch[] }[];
}

export interface Player {
  id: string;
  sportId: SportId;
  name: string;
  participantId?: string;
  countryId: number;
  position?: string;
  number?: number;
  /** YYYY-MM-DD. */
  birthDate?: string;
  heightCm?: number;
  /** The provider's photo, an https address; absent: initials in a circle (pictures/crest.ts). */
  photo?: string;
}

export interface Squad {
  participantId: string;
  coach?: string;
  players: { playerId: string; name: string; number?: number; position: string }[];
}

export interface Transfer {
  playerId: string;
  playerName: string;
  fromId?: string;
  fromName: string;
  toId?: string;
  toName: string;
  /** YYYY-MM-DD. */
  date: string;
  /** transfer, loan, free, loanEnd. */
  type: string;
  /** The fee as the provider wrote it when it is no sum ("undisclosed"); never shown beside a sum. */
  fee?: string;
  /**
   * The fee as a sum, in whole units of `feeCurrency` (rupees, pounds), for the web to write in the
   * reader's language ("₹12.5 கோடி"). Given with `feeCurrency` or not at all.
   */
  feeAmount?: number;
  /** ISO 4217 code of `feeAmount`: the money of the league of the club whose list this is. */
  feeCurrency?: string;
}

export interface Transfers {
  participantId: string;
  transfers: Transfer[];
}

export interface Injury {
  playerId: string;
  playerName: string;
  reason: Text;
  /** YYYY-MM-DD. */
  from: string;
  until?: string;
}

export interface Injuries {
  participantId: string;
  injuries: Injury[];
}

export interface RankingRow {
  rank: number;
  participantId: string;
  name: string;
  countryId: number;
  points: number;
  /** Places gained (+) or lost (-) since the last list. */
  move?: number;
}

export interface Ranking {
  id: string;
  sportId: SportId;
  name: Text;
  updatedAt: number;
  /** A live ranking moves with the matches being played (ral_). */
  live: boolean;
  rows: RankingRow[];
}

export interface NewsArticle {
  id: string;
  sportId: SportId;
  publishedAt: number;
  headline: Text;
  lead: Text;
  body: Text;
  participantIds: string[];
  leagueIds: string[];
  eventId?: string;
}

export interface Video {
  id: string;
  sportId: SportId;
  eventId?: string;
  title: Text;
  url: string;
  durationS: number;
  publishedAt: number;
}

/**
 * Tennis point by point (df_mhs) and the games of each set (df_mh); darts leg by leg (df_mhn, df_mhsn),
 * a leg's `points` its visits' scores in order from the first thrower, with the checkout and the darts
 * the winner threw.
 */
export interface PointHistory {
  eventId: string;
  sets: {
    set: number;
    games: {
      server: SideNo;
      points: string[];
      winner: SideNo;
      breakPoints?: number;
      /** Darts: the winning visit's score. */
      checkout?: number;
      /** Darts: darts the winner threw in the leg (9 at least). */
      darts?: number;
    }[];
  }[];
}

/** A short text document of a match: preview (df_psp), report (df_mr). */
export interface MatchArticle {
  eventId: string;
  title: Text;
  body: Text;
}

/** Every document kind and its shape. The key of each kind is named beside it. */
export interface DocumentMap {
  /** key: event id */
  incidents: EventIncidents;
  lineups: Lineups;
  statistics: MatchStatistics;
  commentary: Commentary;
  odds: EventOdds;
  pointHistory: PointHistory;
  /** Cricket's deliveries (cricket/model.ts), from which the scorecard is computed. */
  balls: BallByBall;
  /** Kabaddi's raids and what happened between them (kabaddi/model.ts), from which the figures are computed. */
  raids: KabaddiRaids;
  preview: MatchArticle;
  report: MatchArticle;
  /** key: league id */
  standings: Standings;
  draw: Draw;
  /** key: player id */
  player: Player;
  /** key: participant id */
  squad: Squad;
  transfers: Transfers;
  injuries: Injuries;
  /** key: ranking id */
  ranking: Ranking;
  /** key: article id */
  news: NewsArticle;
  /** key: video id */
  video: Video;
  /** key: bookmaker id */
  bookmaker: Bookmaker;
  /** key: event id */
  matchInfo: MatchInfo;
}

export type DocumentKind = keyof DocumentMap;

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  'incidents',
  'lineups',
  'statistics',
  'commentary',
  'odds',
  'pointHistory',
  'balls',
  'raids',
  'preview',
  'report',
  'standings',
  'draw',
  'player',
  'squad',
  'transfers',
  'injuries',
  'ranking',
  'news',
  'video',
  'bookmaker',
  'matchInfo',
];

export function isDocumentKind(value: string): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** One document as sources hand it over. */
export type DetailDocument = {
  [K in DocumentKind]: { kind: K; key: string; body: DocumentMap[K] };
}[DocumentKind];

/**
 * Match detail feeds (spec 2 §7 "Feed names"): their names and the short keys of their rows, shared by
 * the server (which writes them) and the web (which reads them with `detail/match-decode.ts`).
 * docs/feeds.md (match detail feeds) documents every feed with an example body.
 *
 * Every row starts with a cell whose key says what the row is (`MatchRow`); the cells after it are
 * that row's fields (`*Key` below). Texts: a feed whose name carries `{lang}` writes each text once in
 * that language under its key; a feed without `{lang}` writes both, under the key suffixed `_ta` and
 * `_en` (`textKeys`). Proper names (teams, players, bookmakers) are written once, as they are spelt.
 */
import type { Lang } from '../model.ts';

/** The feed name prefixes: the part of a name before its first variable part. */
export const MatchFeed = {
  common: 'dc',
  summary: 'd_su',
  summaryHorizontal: 'df_sur',
  summaryVertical: 'df_sui',
  headToHead: 'df_hh',
  oddsTab: 'd_od',
  odds: 'df_od',
  prematchOdds: 'df_dos',
  liveOdds: 'df_lod2',
  oddsPreview: 'mop',
  lineups: 'df_li',
  playerStats: 'df_psn',
  pitchers: 'df_pi',
  scratches: 'df_scr',
  preview: 'df_psp',
  report: 'df_mr',
  news: 'df_nf',
  highlights: 'df_hi',
  matchHistory: 'df_mh',
  tennisPoints: 'df_mhs',
  dartsHistory: 'df_mhn',
  dartsLegs: 'df_mhsn',
  statistics: 'df_st',
  dartsStatistics: 'df_stn',
  dartsSetStatistics: 'df_stp',
  comments: 'df_mc',
  commentary: 'df_lc',
  commentarySince: 'df_lcpo',
} as const;
export type MatchFeed = (typeof MatchFeed)[keyof typeof MatchFeed];

export type OddsFormatCode = 'eu' | 'uk' | 'us' | 'hk' | 'ma' | 'in';

/**
 * The name of a match feed. `eventId` is the full id (`g_1_ab12CD34`); names carry it without `g_`.
 * Forms (spec 2 §7 placeholders; `{type}` is the project type 1):
 * - `d_su_{event}_{lang}_{type}`, `d_od_{event}_{lang}_{type}_{format}`;
 * - `df_lod2_{type}_{event}_{bookmaker}`, `df_lcpo_{type}_{event}_{position}`;
 * - every other one `{prefix}_{type}_{event}`.
 */
export function matchFeedName(
  feed: MatchFeed,
  eventId: string,
  options: { lang?: Lang; format?: OddsFormatCode; bookmakerId?: number; position?: number } = {},
): string {
  const event = eventId.startsWith('g_') ? eventId.slice(2) : eventId;
  const lang = options.lang ?? 'ta';
  switch (feed) {
    case MatchFeed.summary:
      return `${feed}_${event}_${lang}_1`;
    case MatchFeed.oddsTab:
      return `${feed}_${event}_${lang}_1_${options.format ?? 'eu'}`;
    case MatchFeed.liveOdds:
      return `${feed}_1_${event}_${options.bookmakerId ?? 0}`;
    case MatchFeed.commentarySince:
      return `${feed}_1_${event}_${options.position ?? 0}`;
    default:
      return `${feed}_1_${event}`;
  }
}

/** The two keys of a text in a feed without `{lang}`: `NAH` gives `NAH_ta` and `NAH_en`. */
export function textKeys(key: string): { ta: string; en: string } {
  return { ta: `${key}_ta`, en: `${key}_en` };
}

/** First cell of each row: what the row is. Its value is named beside each. */
export const MatchRow = {
  /** dc_: event id. Followed by the event's scoreboard row (`AA`) and one participant row per side. */
  header: 'DH',
  /** dc_: participant id. */
  participant: 'DP',
  /** A period heading (summaries, statistics): the EventStage number, 0 for the whole match. */
  period: 'SP',
  /** df_sur: one lane per side: the side (1 home, 2 away). */
  lane: 'SL',
  /** An incident: its seq. */
  incident: 'IN',
  /** df_hh: a section (HeadToHeadSection). */
  h2hSection: 'HS',
  /** df_hh: a finished event of the section: its id. */
  h2hEvent: 'HE',
  /** Odds: a market (Market id). */
  market: 'OM',
  /** Odds: one bookmaker's line of the market above: bookmaker id. */
  oddsLine: 'OL',
  /** Odds: one price of the line above: its selection ('1', 'X', 'over' ...). */
  price: 'OX',
  /** df_li: whether the line-ups are confirmed (1) or predicted (0). */
  lineupInfo: 'LI',
  /** df_li: a team's block: the side. */
  lineupTeam: 'LT',
  /** df_li: a player of the team above: the name. */
  lineupPlayer: 'LP',
  /** df_li: a missing player of the team above: the name. */
  missingPlayer: 'LM',
  /** df_psn: one player's figures: the name. */
  playerStats: 'PL',
  /** df_pi: a pitcher: the side. */
  pitcher: 'PI',
  /** df_scr: a scratched entry or missing player: the name. */
  scratch: 'SC',
  /** df_psp, df_mr: the article: the event id. */
  article: 'AR',
  /** df_nf: a news article: its id. */
  news: 'NA',
  /** df_hi: a video: its id. */
  video: 'VI',
  /** History feeds: a set (tennis, darts): its number. */
  set: 'MS',
  /** History feeds: a game (tennis) or leg (darts) of the set above: its number in the set. */
  game: 'MG',
  /** Statistics: one line of the period above: its stable key ("possession"). */
  stat: 'ST',
  /** Comments and commentary: an entry: its seq. */
  comment: 'CM',
  /** df_lcpo: the newest position (seq) the body covers, to poll from next time. */
  position: 'CP',
  /** Push notice on `g_{sport}_{id}`: the event id; `DNF` names the feeds to fetch again. */
  notice: 'DN',
} as const;

export const HeaderKey = {
  sportId: 'DS',
  leagueId: 'DL',
  leagueName: 'DLN',
  tournamentType: 'DTT',
  countryId: 'DCI',
  countryCode: 'DCC',
  countryName: 'DCN',
} as const;

export const ParticipantKey = { name: 'DPN', shortName: 'DPS', countryId: 'DPC', side: 'DPD' } as const;

export const PeriodKey = {
  /** The score after the period's last scoring incident, as the incident wrote it ("2-1"). */
  score: 'SPS',
} as const;

export const IncidentKey = {
  kind: 'IK',
  side: 'IS',
  time: 'IT',
  stage: 'IG',
  player: 'IP',
  secondPlayer: 'IP2',
  score: 'ISC',
  note: 'INO',
  /** df_sur: the minute the incident sits at on the timeline ("45+2" is 45, "18.3" overs is 18). */
  minute: 'IM',
} as const;

/** df_hh sections. */
export const HeadToHeadSection = { meetings: 0, homeForm: 1, awayForm: 2 } as const;
export type HeadToHeadSection = (typeof HeadToHeadSection)[keyof typeof HeadToHeadSection];

export const HeadToHeadKey = {
  /** The team whose form the section shows (the event's home team for meetings). */
  participantId: 'HP',
  count: 'HN',
  won: 'HW',
  drawn: 'HD',
  lost: 'HL',
  startTime: 'HT',
  leagueId: 'HLG',
  homeId: 'HHI',
  awayId: 'HAI',
  homeName: 'HHN',
  awayName: 'HAN',
  homeScore: 'HHS',
  awayScore: 'HAS',
  winner: 'HWI',
  /** W, D or L for the section's team; empty when the result is unknown. */
  result: 'HR',
} as const;

export const OddsKey = {
  marketName: 'OMN',
  bookmakerName: 'OB',
  line: 'OLL',
  /** 1 active, 0 suspended (shown greyed). */
  active: 'OA',
  /** The price in the feed's format (eu in feeds without `{format}`). */
  value: 'OV',
  previous: 'OPV',
  /** OddsMove: 1 up, -1 down, 0 unchanged. */
  move: 'OMV',
  changedAt: 'OCT',
  /** Row `OM` of d_od: whether the odds are live (1) or prematch (0). */
  live: 'OLV',
} as const;

export const OddsMove = { down: -1, none: 0, up: 1 } as const;
export type OddsMove = (typeof OddsMove)[keyof typeof OddsMove];

export const LineupKey = {
  formation: 'LF',
  coach: 'LCO',
  playerId: 'LPI',
  number: 'LN',
  position: 'LPO',
  captain: 'LCA',
  x: 'LX',
  y: 'LY',
  /** LineupRole. */
  role: 'LR',
  reason: 'LMR',
} as const;

export const LineupRole = { starter: 1, substitute: 2 } as const;
export type LineupRole = (typeof LineupRole)[keyof typeof LineupRole];

export const PlayerStatsKey = {
  playerId: 'PLI',
  side: 'PLS',
  number: 'PLN',
  assists: 'PLA',
  /** One cell per incident kind the player had: `PK1` goals, `PK5` yellow cards ... (IncidentKind). */
  kindPrefix: 'PK',
} as const;

export const PitcherKey = { name: 'PIN', playerId: 'PII', number: 'PIU', role: 'PIR' } as const;
/** Pitcher roles: the starter, then relievers on the bench. */
export const PitcherRole = { starting: 1, relief: 2 } as const;

export const ScratchKey = {
  /** The entry's event id (no-duel races) or the player id (duels). */
  id: 'SCI',
  /** Duels: the side the player is missing from. */
  side: 'SCS',
  /** No-duel races: the ParticipantStatus. */
  status: 'SCP',
  /** Duels: why the player is missing. */
  reason: 'SCR',
} as const;

export const ArticleKey = { title: 'ART', body: 'ARB' } as const;

export const NewsKey = { publishedAt: 'NAT', headline: 'NAH', lead: 'NAL', eventId: 'NAE' } as const;

export const VideoKey = { title: 'VIT', url: 'VIU', durationS: 'VID', publishedAt: 'VIP' } as const;

export const HistoryKey = {
  /** Row `MS`: games (legs) won by each side in the set, "6-4". */
  setScore: 'MSC',
  /** Row `MG`: who served (threw first). */
  server: 'MGV',
  winner: 'MGW',
  /** Games (legs) of the set after this one, "3-2". */
  score: 'MGS',
  breakPoints: 'MGB',
  /** 1 when the receiver won (a break of serve; in darts a break of throw). */
  broken: 'MGK',
  /** One cell per point (tennis "15-0") or visit (darts, as the source writes it), in order. */
  point: 'MGP',
} as const;

export const StatKey = { name: 'STN', home: 'STH', away: 'STA' } as const;

export const CommentKey = { time: 'CMT', kind: 'CMK', important: 'CMI', text: 'CMX' } as const;

export const NoticeKey = {
  /** Feed prefixes (MatchFeed) whose bodies changed, joined by ','. */
  feeds: 'DNF',
} as const;

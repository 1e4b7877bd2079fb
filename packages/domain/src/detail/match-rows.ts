/**
 * The rows of the match detail feeds (docs/feeds.md, match detail feeds), each declared once as a row
 * schema (codec/row-schema.ts). The server's builders (`apps/server/src/feeds/catalogue/match/`) write
 * them with `MatchRows.x.encode`, the web reads them with the feed readers of match-decode.ts.
 *
 * Every row starts with a cell whose key says what the row is (`MatchRow`), its value the row's id;
 * the cells after it are the row's fields. Texts (`field.texts`): a feed whose name carries `{lang}`
 * writes each once in that language under its key (`encodeOneLanguage`); a feed without writes both,
 * under the key suffixed `_ta` and `_en`. Proper names (teams, players, bookmakers) are written once,
 * as they are spelt. Optional texts of these feeds read an empty cell as absent (`blank`).
 */
import { type BothTexts, field, kindsOf, rowKind, type RowValue, textKeys } from '../codec/row-schema.ts';

/** df_hh sections. */
export const HeadToHeadSection = { meetings: 0, homeForm: 1, awayForm: 2 } as const;
export type HeadToHeadSection = (typeof HeadToHeadSection)[keyof typeof HeadToHeadSection];

export const OddsMove = { down: -1, none: 0, up: 1 } as const;
export type OddsMove = (typeof OddsMove)[keyof typeof OddsMove];

export const LineupRole = { starter: 1, substitute: 2 } as const;
export type LineupRole = (typeof LineupRole)[keyof typeof LineupRole];

/** Pitcher roles: the starter, then relievers on the bench. */
export const PitcherRole = { starting: 1, relief: 2 } as const;

/** A side: 1 home, 2 away; anything else reads as 1. */
const side = <K extends string>(key: K) => field.oneOf(key, [1, 2]).describe('1 home, 2 away');
/**
 * A text of a feed without `{lang}`: both languages, under `{key}_ta` and `{key}_en`. (`field.texts(key)`
 * is for the two texts that also go in a `{lang}` feed: a d_su note, a d_od market name.)
 */
const bothTexts = <K extends string>(key: K) => field.texts(textKeys(key));
/** An optional text of the match feeds: left out when absent, and an empty cell reads as absent. */
const optionalText = <K extends string>(key: K) => field.text(key).optional({ blankIsAbsent: true });

/** The match detail feeds' row kinds, by name. */
export const MatchRows = {
  /** dc_: followed by the event's scoreboard row (`AA`) and one participant row per side. */
  header: rowKind({
    eventId: field.text('DH'),
    sportId: field.number('DS'),
    leagueId: field.text('DL'),
    // League and country cells are left out when the engine does not know them.
    leagueName: bothTexts('DLN').optional(),
    tournamentType: field.text('DTT').optional(),
    countryId: field.number('DCI').optional(),
    countryCode: field.text('DCC').optional(),
    countryName: bothTexts('DCN').optional(),
  }),
  /** dc_: one per side the engine knows. */
  participant: rowKind({
    id: field.text('DP'),
    name: field.text('DPN'),
    shortName: field.text('DPS'),
    countryId: field.number('DPC'),
    side: side('DPD'),
    kit: optionalText('DPK').describe(
      "the provider's colours, primary-secondary without # ('ffcc00-002b5c'); absent: derived from the id",
    ),
  }),
  /** A period heading (summaries, statistics). */
  period: rowKind({
    period: field.number('SP').describe('EventStage number (half, set, quarter ...); 0 the whole match'),
    score: optionalText('SPS').describe("the score after the stage's last scoring incident"),
  }),
  /** df_sur: one lane per side. */
  lane: rowKind({ side: side('SL') }),
  incident: rowKind({
    seq: field.number('IN'),
    kind: field.number('IK').describe('IncidentKind'),
    side: side('IS'),
    time: field.text('IT').describe('as the sport writes it: "45+2", "18.3", "07:12"'),
    stage: field.number('IG').describe('EventStage'),
    player: optionalText('IP'),
    secondPlayer: optionalText('IP2').describe('the assist; for a substitution the player going off'),
    score: optionalText('ISC').describe('after the incident'),
    note: field.texts('INO').optional(),
    minute: field.number('IM').optional().describe('df_sur: the leading whole number of the time'),
  }),
  /** df_hh: a section (HeadToHeadSection). */
  h2hSection: rowKind({
    section: field.number('HS').describe('0 meetings, 1 home form, 2 away form'),
    participantId: field
      .text('HP')
      .describe("the team the results are for (meetings: the event's home side)"),
    count: field.number('HN').describe('events listed'),
    won: field.number('HW'),
    drawn: field.number('HD'),
    lost: field.number('HL'),
  }),
  /** df_hh: a finished event of the section above. */
  h2hEvent: rowKind({
    id: field.text('HE'),
    startTime: field.number('HT'),
    leagueId: field.text('HLG'),
    homeId: field.text('HHI'),
    awayId: field.text('HAI'),
    homeName: field.text('HHN'),
    awayName: field.text('HAN'),
    homeScore: optionalText('HHS'),
    awayScore: optionalText('HAS'),
    winner: field.number('HWI').optional().describe("the event's winner cell"),
    stage: field
      .number('HST')
      .optional()
      .describe("the event's stage: after extra time (10) or penalties (11) refines the result (S2 §4.12)"),
    result: field
      .oneOf('HR', ['W', 'D', 'L'])
      .optional({ emptyWhenAbsent: true })
      .describe("for the section's team; empty when the result cannot be read"),
  }),
  /** Odds: a market. */
  market: rowKind({
    market: field.number('OM').describe('Market id'),
    name: field.texts('OMN'),
    live: field.flag('OLV').optional().describe('d_od only: live (1) or prematch (0) odds'),
  }),
  /** Odds: one bookmaker's line of the market above. */
  oddsLine: rowKind({
    bookmakerId: field.number('OL'),
    bookmakerName: field.text('OB').describe('from the bookmaker document'),
    line: optionalText('OLL').describe('handicap or total ("3.5")'),
    active: field.flag('OA', true).describe('0 suspended (shown greyed)'),
  }),
  /** Odds: one price of the line above. */
  price: rowKind({
    selection: field.text('OX').describe("'1', 'X', '2', 'over' ..."),
    value: field.text('OV').describe("in the feed's odds format (eu without `{format}`)"),
    previous: optionalText('OPV'),
    move: field.oneOf('OMV', [OddsMove.none, OddsMove.up, OddsMove.down]).describe('OddsMove'),
    changedAt: field.number('OCT').optional(),
  }),
  /** df_li: the first row. */
  lineupInfo: rowKind({ confirmed: field.flag('LI').describe('1 confirmed, 0 predicted') }),
  /** df_li: a team's block. */
  lineupTeam: rowKind({
    side: side('LT'),
    formation: optionalText('LF'),
    coach: optionalText('LCO'),
  }),
  /** df_li: a player of the team above. */
  lineupPlayer: rowKind({
    name: field.text('LP'),
    playerId: optionalText('LPI'),
    number: field.number('LN').optional(),
    position: field.text('LPO').describe("G, D, M, F in football; the sport's own otherwise"),
    captain: field.mark('LCA'),
    x: field.number('LX').optional().describe('place on the pitch, 0-100 from the own goal line'),
    y: field.number('LY').optional(),
    role: field.oneOf('LR', [LineupRole.starter, LineupRole.substitute]).describe('1 starter, 2 substitute'),
  }),
  /** df_li: a missing player of the team above. */
  missingPlayer: rowKind({ name: field.text('LM'), reason: bothTexts('LMR') }),
  /** df_psn: one player's figures. */
  playerStats: rowKind({
    name: field.text('PL'),
    playerId: optionalText('PLI'),
    side: side('PLS'),
    number: field.number('PLN').optional(),
    assists: field.number('PLA'),
    counts: field.tally('PK').describe('incidents of each IncidentKind: `PK1` goals, `PK5` yellow cards ...'),
  }),
  /** df_pi: a pitcher. */
  pitcher: rowKind({
    side: side('PI'),
    name: field.text('PIN'),
    playerId: optionalText('PII'),
    number: field.number('PIU').optional(),
    role: field.number('PIR', PitcherRole.starting).describe('PitcherRole: 1 starting, 2 relief'),
  }),
  /** df_scr: a scratched entry (no-duel races) or a missing player (duels). */
  scratch: rowKind({
    name: field.text('SC'),
    id: optionalText('SCI').describe("races: the entry's event id"),
    side: field.oneOf('SCS', [1, 2]).optional().describe('duels: the side the player is missing from'),
    status: field.number('SCP').optional().describe('races: the ParticipantStatus'),
    reason: bothTexts('SCR').optional().describe('duels: why the player is missing'),
  }),
  /** df_psp, df_mr: the article. */
  article: rowKind({ eventId: field.text('AR'), title: bothTexts('ART'), body: bothTexts('ARB') }),
  /** df_nf: a news article. */
  news: rowKind({
    id: field.text('NA'),
    publishedAt: field.number('NAT'),
    headline: bothTexts('NAH'),
    lead: bothTexts('NAL'),
    eventId: optionalText('NAE'),
  }),
  /** df_hi: a video. */
  video: rowKind({
    id: field.text('VI'),
    title: bothTexts('VIT'),
    url: field.text('VIU'),
    durationS: field.number('VID'),
    publishedAt: field.number('VIP'),
  }),
  /** History feeds: a set (tennis, darts). */
  set: rowKind({
    set: field.number('MS'),
    score: optionalText('MSC').describe('games (legs) won by each side, "6-4"'),
  }),
  /** History feeds: a game (tennis) or leg (darts) of the set above. */
  game: rowKind({
    game: field.number('MG').describe('its number in the set, from 1'),
    server: side('MGV').describe('who served (threw first)'),
    winner: side('MGW'),
    score: optionalText('MGS').describe('games (legs) of the set after this one, "3-2"'),
    breakPoints: field.number('MGB').optional(),
    broken: field.flag('MGK').describe('1 when the receiver won (a break)'),
    points: field.repeated('MGP').describe('tennis "15-0", darts visits, in order'),
    checkout: field.number('MGC').optional().describe('darts: the winning visit'),
    darts: field.number('MGD').optional().describe('darts: darts the winner threw in the leg'),
  }),
  /** Statistics: one line of the period above. */
  stat: rowKind({
    key: field.text('ST').describe('stable key ("possession")'),
    name: bothTexts('STN'),
    home: field.text('STH').describe('as text ("55%")'),
    away: field.text('STA'),
  }),
  /** Comments and commentary: an entry. */
  comment: rowKind({
    seq: field.number('CM'),
    time: field.text('CMT'),
    kind: field.text('CMK').describe('goal, card, substitution, chance, whistle, info'),
    important: field.mark('CMI'),
    text: bothTexts('CMX'),
  }),
  /** df_lcpo: the newest position (seq) the body covers, to poll from next time. */
  position: rowKind({ seq: field.number('CP') }),
  /** Push notice on `g_{sport}_{id}`: which feeds to fetch again. */
  notice: rowKind({
    eventId: field.text('DN'),
    feeds: field.list('DNF').describe('MatchFeed prefixes whose bodies changed'),
  }),
  /** d_su: the momentum graph, one row a minute (momentum/momentum.ts). */
  momentum: rowKind({
    minute: field.number('MO').describe('whole match minute, from 1'),
    value: field.number('MOV').describe('-100..100: positive home pressure, negative away'),
  }),
  /** d_su: venue, referee and crowd; each cell left out when unknown. */
  matchInfo: rowKind({
    eventId: field.text('MI'),
    venue: optionalText('MIV'),
    city: optionalText('MIC'),
    referee: optionalText('MIR'),
    attendance: field.count('MIA').optional(),
  }),
  /** d_su: a channel showing the match in India, one row each. */
  broadcast: rowKind({
    name: field.text('MB'),
    type: field.oneOf('MBT', [1, 3]).describe('1 TV, 3 web (streaming)'),
  }),
};

/** First cell of each row: what the row is. */
export const MatchRow = kindsOf(MatchRows);

/** The value of a match row kind, its texts in both languages (`Text`) or, `L = string`, in one. */
export type MatchRowValue<K extends keyof typeof MatchRows, L = BothTexts> = RowValue<
  (typeof MatchRows)[K],
  L
>;

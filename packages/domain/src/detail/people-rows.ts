/**
 * The rows of the people feeds: player profiles (pp_), squads (psq_), injuries (pij_) and a sport's
 * rankings (rnk_), declared once as row schemas (codec/row-schema.ts). docs/feeds.md (People) shows
 * them; their feed decoders are in list-decode.ts. The rnk_ row, a ranking header with more cells, is
 * `rankingIndexRow` beside the header in list-keys.ts.
 */
import type { Cell } from '../codec/feed-codec.ts';
import { field, kindsOf, rowKind, type RowValue } from '../codec/row-schema.ts';

/** pp_: the most recent finished matches of the player's team listed on a profile. */
export const PLAYER_RECENT_MATCHES = 10;

/** `s` started, `b` on the bench, `x` not in the line-up. */
const APPEARANCE_ROLES = ['s', 'b', 'x'] as const;
export type AppearanceRole = (typeof APPEARANCE_ROLES)[number];

/** A figures row's span: `c` the career, `s` the season. */
export const FIGURES_SCOPES = ['c', 's'] as const;
export type FiguresScope = (typeof FIGURES_SCOPES)[number];

/**
 * The season of a match for a player's figures: the calendar year of its start in India (IST, UTC+5:30).
 * The model keeps no season per league that spans the site's sports (standings name one per league,
 * and a cricketer plays in several leagues a year), so the year is the one notion every page shares.
 */
export function figuresSeasonOf(startTimeS: number): string {
  // The civil year of a day count (H. Hinnant's days_from_civil inverted): no Date in the domain.
  const z = Math.floor((startTimeS + IST_OFFSET_S) / 86_400) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return String(yoe + era * 400 + (month <= 2 ? 1 : 0));
}
const IST_OFFSET_S = 5.5 * 3600;

/** The people feeds' row kinds; their first keys are distinct from every list and scoreboard row's. */
export const PeopleRows = {
  player: rowKind({
    id: field.text('YA'),
    name: field.text('YN'),
    sportId: field.number('YS'),
    teamId: field.text('YT').optional(),
    teamName: field.text('YTN').optional(),
    countryId: field.number('YC'),
    countryName: field.text('YCN').describe("in the feed's language; empty when the country is unknown"),
    countryCode: field.text('YCC'),
    position: field.text('YP').optional().describe("the sport's own short code, as in squads and line-ups"),
    number: field.number('YNO').optional(),
    birthDate: field.text('YB').optional().describe('YYYY-MM-DD'),
    heightCm: field.number('YH').optional(),
  }),
  /**
   * The player in one of the listed matches (the row follows the match's event row); no role cell
   * when the match has no line-ups.
   */
  appearance: rowKind({
    eventId: field.text('YE'),
    role: field
      .oneOf('YL', APPEARANCE_ROLES)
      .optional()
      .describe('started, on the bench, not in the line-up'),
  }),
  /** One incident of the player in a listed match (goal, card, substitution ...). */
  playerIncident: rowKind({
    eventId: field.text('YI'),
    kind: field.number('YK').describe('IncidentKind'),
    time: field.text('YM'),
    second: field.flag('YX').describe("the incident's second player (the assist, the one going off)"),
    score: field.text('YSC').optional(),
  }),
  /**
   * pp_ (cricket): a cricketer's figures in one format over a span, folded from the cards of finished
   * matches (cricket/career.ts); the page derives averages and rates from these totals.
   */
  cricketFigures: rowKind({
    scope: field.oneOf('YF', FIGURES_SCOPES).describe('c career, s the season of `YFY`'),
    season: field.text('YFY').optional().describe('the season: a calendar year in India (IST)'),
    format: field.number('YFG').describe('CricketGameType; 0 when the events gave none'),
    through: field.number('YFT').describe('start (unix s) of the last finished match counted'),
    matches: field.count('YFM'),
    innings: field.count('YFI'),
    notOuts: field.count('YFO').describe('retired hurt is not out'),
    runs: field.count('YFR'),
    balls: field.count('YFB').describe('balls faced'),
    highest: field.count('YFH').optional().describe('highest score; absent before an innings'),
    highestNotOut: field.mark('YFX').describe('the highest score was not out'),
    fours: field.count('YF4'),
    sixes: field.count('YF6'),
    hundreds: field.count('YFC'),
    fifties: field.count('YFL').describe('50 to 99'),
    bowlingInnings: field.count('YFWI'),
    bowlingBalls: field.count('YFWB').describe('legal balls'),
    bowlingRuns: field.count('YFWR').describe('byes, leg byes and penalty runs excluded'),
    wickets: field.count('YFWW'),
    maidens: field.count('YFWM'),
    bestWickets: field
      .count('YFWS')
      .optional()
      .describe('best in an innings: most wickets, then fewest runs'),
    bestRuns: field.count('YFWT').optional(),
    fiveWickets: field.count('YFW5'),
  }),
  /** pp_ (kabaddi): a kabaddi player's figures over a span (kabaddi/career.ts). */
  kabaddiFigures: rowKind({
    scope: field.oneOf('YG', FIGURES_SCOPES).describe('c career, s the season of `YGY`'),
    season: field.text('YGY').optional().describe('the season: a calendar year in India (IST)'),
    through: field.number('YGT').describe('start (unix s) of the last finished match counted'),
    matches: field.count('YGM'),
    raids: field.count('YGR'),
    raidPoints: field.count('YGP').describe('touch and bonus points'),
    successfulRaids: field.count('YGS'),
    unsuccessfulRaids: field.count('YGU').describe('tackled, or a do-or-die raid that scored nothing'),
    emptyRaids: field.count('YGE'),
    superRaids: field.count('YGSR'),
    tacklePoints: field.count('YGK'),
    tackles: field.count('YGA'),
    superTackles: field.count('YGST'),
    super10s: field.count('YG10').describe('matches of 10 raid points or more'),
    high5s: field.count('YG5').describe('matches of 5 tackle points or more'),
  }),
  /**
   * pp_ (the sports that count goals: football, ice hockey, handball ...): a player's figures over a
   * span, folded from the incidents and line-ups of finished matches (football/career.ts).
   */
  goalFigures: rowKind({
    scope: field.oneOf('YO', FIGURES_SCOPES).describe('c career, s the season of `YOY`'),
    season: field.text('YOY').optional().describe('the season: a calendar year in India (IST)'),
    through: field.number('YOT').describe('start (unix s) of the last finished match counted'),
    matches: field
      .count('YOM')
      .describe('in the line-up from the start or came on; else named by an incident'),
    starts: field.count('YOS'),
    goals: field.count('YOG').describe('not own goals, not shoot-out kicks'),
    assists: field.count('YOA'),
    yellowCards: field.count('YOY1'),
    redCards: field.count('YOR').describe('a red card or a second yellow'),
    minutes: field.count('YON').optional().describe('football only; absent when a match had no line-ups'),
  }),
  /** psq_: one squad member, with what the profile adds (country, birth date, height). */
  squadPlayer: rowKind({
    id: field.text('QA'),
    name: field.text('QN'),
    position: field.text('QP').describe("the sport's own short code; empty when the squad gives none"),
    number: field.number('QNO').optional(),
    countryId: field.number('QC').optional(),
    countryName: field.text('QCN').optional(),
    countryCode: field.text('QCC').optional(),
    birthDate: field.text('QB').optional(),
    heightCm: field.number('QH').optional(),
  }),
  /** pij_: one injury of a team's player; the reason in the feed's language. */
  injury: rowKind({
    playerId: field.text('IA'),
    playerName: field.text('IN'),
    reason: field.text('IR'),
    from: field.text('IF').describe('YYYY-MM-DD'),
    until: field.text('IU').optional().describe('the expected return, YYYY-MM-DD'),
  }),
};

/** First-cell keys of the people feeds' rows (distinct from every ListRowKey and RowKey). */
export const PeopleRowKey = kindsOf(PeopleRows);

export type PlayerProfileItem = RowValue<typeof PeopleRows.player>;
export type PlayerIncidentItem = RowValue<typeof PeopleRows.playerIncident>;
export type SquadPlayerItem = RowValue<typeof PeopleRows.squadPlayer>;
export type InjuryItem = RowValue<typeof PeopleRows.injury>;
export type CricketFiguresItem = RowValue<typeof PeopleRows.cricketFigures>;
export type KabaddiFiguresItem = RowValue<typeof PeopleRows.kabaddiFigures>;
export type GoalFiguresItem = RowValue<typeof PeopleRows.goalFigures>;

export const PlayerProfileKey = PeopleRows.player.keys;
export const AppearanceKey = PeopleRows.appearance.keys;
export const PlayerIncidentKey = PeopleRows.playerIncident.keys;
export const SquadPlayerKey = PeopleRows.squadPlayer.keys;
export const InjuryListKey = PeopleRows.injury.keys;

export const playerProfileCells: (p: PlayerProfileItem) => Cell[] = PeopleRows.player.encode;
export const playerIncidentCells: (item: PlayerIncidentItem) => Cell[] = PeopleRows.playerIncident.encode;
export const squadPlayerCells: (p: SquadPlayerItem) => Cell[] = PeopleRows.squadPlayer.encode;
export const cricketFiguresCells: (item: CricketFiguresItem) => Cell[] = PeopleRows.cricketFigures.encode;
export const kabaddiFiguresCells: (item: KabaddiFiguresItem) => Cell[] = PeopleRows.kabaddiFigures.encode;
export const goalFiguresCells: (item: GoalFiguresItem) => Cell[] = PeopleRows.goalFigures.encode;
export const injuryCells: (item: InjuryItem) => Cell[] = PeopleRows.injury.encode;

export function appearanceCells(eventId: string, role: AppearanceRole | undefined): Cell[] {
  return PeopleRows.appearance.encode(role === undefined ? { eventId } : { eventId, role });
}

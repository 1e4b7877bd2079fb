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

export const PlayerProfileKey = PeopleRows.player.keys;
export const AppearanceKey = PeopleRows.appearance.keys;
export const PlayerIncidentKey = PeopleRows.playerIncident.keys;
export const SquadPlayerKey = PeopleRows.squadPlayer.keys;
export const InjuryListKey = PeopleRows.injury.keys;

export const playerProfileCells: (p: PlayerProfileItem) => Cell[] = PeopleRows.player.encode;
export const playerIncidentCells: (item: PlayerIncidentItem) => Cell[] = PeopleRows.playerIncident.encode;
export const squadPlayerCells: (p: SquadPlayerItem) => Cell[] = PeopleRows.squadPlayer.encode;
export const injuryCells: (item: InjuryItem) => Cell[] = PeopleRows.injury.encode;

export function appearanceCells(eventId: string, role: AppearanceRole | undefined): Cell[] {
  return PeopleRows.appearance.encode(role === undefined ? { eventId } : { eventId, role });
}

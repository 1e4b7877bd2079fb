/**
 * Cells for clients written for Flashscore's public feed format (issue 16 point 4; docs/decisions.md
 * "Flashscore-format clients"; docs/feeds.md "Cells for Flashscore-format clients"). The spec leaves
 * the codes of the detail feeds "not shown"; these are the ones such clients read, added beside our
 * own cells wherever the code is free in that row kind. Each is derived from a field of ours and says
 * nothing new: our readers skip them (unknown keys, CDC3), and they are never the first cell of a row,
 * so no row changes kind.
 *
 * What the clients read, and where we put it:
 * - `dc_` header row `DH`: `DC` start time (unix s), `DE`/`DF` home/away score;
 * - `df_sui`/`df_sur`/`d_su` incident rows `IN`: `IA` side (1 home, 2 away), `IB` the minute as
 *   Flashscore writes it (`45+2'`), `IF` the player; written right after `IN`, before our `IK`,
 *   because a client closes an incident at its `IK` and reads the cells before it. Flashscore's `IK`
 *   is a text ("Goal") and ours the IncidentKind number: that code clashes and stays ours;
 * - `df_st`: before each period row `SP`, a row `SE` of its own with the period's English name
 *   (`Match` for the whole match, `1st Half` ...: clients split the body at `~SE÷`); statistic rows
 *   `ST`: `SG` the English name, `SH`/`SI` home/away, together and in that order (clients match
 *   `SG÷…¬SH÷…¬SI÷…`);
 * - standings rows `GR` (`ts_`): `TR` rank, `TN` team name, `TI` participant id.
 */
import { EventStage } from '../enums.ts';
import type { Cell, Row } from './feed-codec.ts';

export const FlashscoreKey = {
  startTime: 'DC',
  homeScore: 'DE',
  awayScore: 'DF',
  incidentSide: 'IA',
  incidentMinute: 'IB',
  incidentPlayer: 'IF',
  periodName: 'SE',
  statName: 'SG',
  statHome: 'SH',
  statAway: 'SI',
  standingRank: 'TR',
  standingName: 'TN',
  standingId: 'TI',
} as const;

/** Puts `cells` right after a row's first cell (the cell that names the row kind). */
export function withCellsAfterFirst(row: Row, cells: readonly Cell[]): Row {
  if (cells.length === 0 || row.length === 0) return row;
  return [row[0] as Cell, ...cells, ...row.slice(1)];
}

/** `DC`, `DE`, `DF` of the `dc_` header row; scores only when the event has them. */
export function flashscoreHeaderCells(event: {
  startTime: number;
  homeScore?: string;
  awayScore?: string;
}): Cell[] {
  const cells: Cell[] = [[FlashscoreKey.startTime, String(event.startTime)]];
  if (event.homeScore !== undefined && event.homeScore !== '')
    cells.push([FlashscoreKey.homeScore, event.homeScore]);
  if (event.awayScore !== undefined && event.awayScore !== '')
    cells.push([FlashscoreKey.awayScore, event.awayScore]);
  return cells;
}

/** `IA`, `IB`, `IF` of an incident row: side, minute with Flashscore's `'`, player. */
export function flashscoreIncidentCells(incident: { side: 1 | 2; time: string; player?: string }): Cell[] {
  const cells: Cell[] = [[FlashscoreKey.incidentSide, String(incident.side)]];
  // Flashscore marks minutes (`45+2'`); a clock ("07:12") or overs ("18.3") stay as written.
  if (incident.time !== '') {
    const minute = /^[0-9]{1,3}(\+[0-9]{1,2})?$/.test(incident.time) ? `${incident.time}'` : incident.time;
    cells.push([FlashscoreKey.incidentMinute, minute]);
  }
  if (incident.player) cells.push([FlashscoreKey.incidentPlayer, incident.player]);
  return cells;
}

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th'];

/**
 * The English name Flashscore's statistics give a period: `Match`, `1st Half`, `2nd Set` ...; with
 * `sets`, the period is a set number (darts): `Set 2`.
 */
export function flashscorePeriodName(period: number, sets = false): string {
  if (period === 0) return 'Match';
  if (sets) return `Set ${period}`;
  const ordinal = (from: number, count: number, noun: string): string | null =>
    period >= from && period < from + count ? `${ORDINALS[period - from]} ${noun}` : null;
  return (
    ordinal(EventStage.firstHalf, 2, 'Half') ??
    ordinal(EventStage.firstPeriod, 3, 'Period') ??
    ordinal(EventStage.firstSet, 5, 'Set') ??
    ordinal(EventStage.firstQuarter, 4, 'Quarter') ??
    `Stage ${period}`
  );
}

/**
 * The row `SE÷{name}` put before each statistics period row: clients split the feed at `~SE÷`, so
 * `SE` opens a row of its own (a row kind our readers skip).
 */
export function flashscorePeriodRow(period: number, sets = false): Row {
  return [[FlashscoreKey.periodName, flashscorePeriodName(period, sets)]];
}

/** `SG`, `SH`, `SI` of a statistic row, together and in that order. */
export function flashscoreStatCells(line: { name: { en: string }; home: string; away: string }): Cell[] {
  return [
    [FlashscoreKey.statName, line.name.en],
    [FlashscoreKey.statHome, line.home],
    [FlashscoreKey.statAway, line.away],
  ];
}

/** `TR`, `TN`, `TI` of a standings row. */
export function flashscoreStandingCells(row: { rank: number; name: string; participantId: string }): Cell[] {
  return [
    [FlashscoreKey.standingRank, String(row.rank)],
    [FlashscoreKey.standingName, row.name],
    [FlashscoreKey.standingId, row.participantId],
  ];
}

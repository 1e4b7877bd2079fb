/**
 * Which columns a table has, by sport: a duel league's table (played, won, drawn where the sport has
 * draws, lost, scores for and against in the sport's unit, difference, points, form) or a series table
 * of a no-duel sport (events entered, wins, points: a drivers' championship, golf's order of merit).
 *
 * The feed's row has no cricket net run rate (docs/feeds.md `ts_`), so a cricket table shows runs for
 * and against and the difference instead.
 */
import type { SportInfo, StandingRow } from '@nerali/domain';
import { duelFacts, raceFacts, type TableUnit } from '../../kit/sport-facts.ts';

/** What the score columns count (the sport's `tableUnit` in kit/sport-facts.ts). */
export type ScoreUnit = TableUnit;
export type NameHeading = 'team' | 'player' | 'driver';

export interface TableShape {
  kind: 'duel' | 'series';
  name: NameHeading;
  /** Duel tables: a drawn column (sports with draws, or a table that has one). */
  draws: boolean;
  unit: ScoreUnit;
  form: boolean;
}

export function tableShape(sport: SportInfo, rows: readonly StandingRow[]): TableShape {
  if (sport.noDuel) {
    // A drivers' championship (cars and motorbikes alike), else a players' table (golf's order of merit).
    const entrant = raceFacts(sport).entrant;
    const motor = entrant === 'driver' || entrant === 'rider';
    return { kind: 'series', name: motor ? 'driver' : 'player', draws: false, unit: 'score', form: false };
  }
  const facts = duelFacts(sport);
  return {
    kind: 'duel',
    name: facts.individual ? 'player' : 'team',
    draws: sport.oddsType === '1x2' || rows.some((r) => r.drawn > 0),
    unit: facts.tableUnit,
    form: rows.some((r) => r.form.length > 0),
  };
}

/** Zones the web knows a colour and a name for; any other key is shown as "other". */
export const KNOWN_ZONES = ['promotion', 'playoff', 'relegation'] as const;
export type ZoneKey = (typeof KNOWN_ZONES)[number] | 'other';

export function zoneKey(zone: string | undefined): ZoneKey | null {
  if (zone === undefined || zone === '') return null;
  return KNOWN_ZONES.find((z) => z === zone) ?? 'other';
}

/** The zones present in a table, in a fixed order, for its legend. */
export function zonesIn(rows: readonly StandingRow[]): ZoneKey[] {
  const present = new Set(rows.map((r) => zoneKey(r.zone)).filter((z): z is ZoneKey => z !== null));
  return [...KNOWN_ZONES, 'other' as const].filter((z) => present.has(z));
}

/** "+5", "−3", "0": the difference as tables print it (a real minus sign). */
export function signedDifference(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${-n}`;
  return '0';
}
